import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Razorpay's two signatures (decisions §4 "Payment callback"), made and checked here only:
 * the sandbox signs with these functions, verification checks with them, so the sandbox
 * signs exactly as Razorpay does and the same checks run whichever provider is configured.
 */

/** The four callback values Razorpay signs, in its order. */
export interface CallbackSignedFields {
  paymentLinkId: string;
  referenceId: string;
  status: string;
  paymentId: string;
}

const SHA256_HEX = /^[0-9a-f]{64}$/i;

function hmacSha256(secret: string, data: string | Buffer): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/**
 * Compares a hex signature with the HMAC it should be, in constant time. Anything that is not
 * 64 hex digits is refused before comparing: `Buffer.from(text, 'hex')` silently drops what it
 * cannot decode, and `timingSafeEqual` needs buffers of equal length.
 */
function matches(secret: string, data: string | Buffer, signature: string): boolean {
  if (!SHA256_HEX.test(signature)) return false;
  return timingSafeEqual(hmacSha256(secret, data), Buffer.from(signature, 'hex'));
}

const callbackPayload = (fields: CallbackSignedFields) =>
  `${fields.paymentLinkId}|${fields.referenceId}|${fields.status}|${fields.paymentId}`;

/** hex HMAC-SHA256(key secret, `payment_link_id|payment_link_reference_id|payment_link_status|payment_id`). */
export function signCallback(keySecret: string, fields: CallbackSignedFields): string {
  return hmacSha256(keySecret, callbackPayload(fields)).toString('hex');
}

export function isValidCallbackSignature(keySecret: string, fields: CallbackSignedFields, signature: string): boolean {
  return matches(keySecret, callbackPayload(fields), signature);
}

/** hex HMAC-SHA256(webhook secret, raw body): the `X-Razorpay-Signature` header. */
export function signWebhook(webhookSecret: string, rawBody: string | Buffer): string {
  return hmacSha256(webhookSecret, rawBody).toString('hex');
}

/** Checks the raw bytes as received: a body parsed and serialised again would not match. */
export function isValidWebhookSignature(webhookSecret: string, rawBody: Buffer, signature: string): boolean {
  return matches(webhookSecret, rawBody, signature);
}
