/*
 * What a log line may not carry (issue 34 finding 8): the secrets in guests' links and payment
 * callbacks, and phone numbers in full. A log is read by more people, and kept longer, than
 * any of these may be: a booking's manage token cancels the booking, an order's token shows
 * its door codes, a signed callback URL replays a payment's proof.
 */

/**
 * Query parameters whose value is a secret wherever they appear: guests' link tokens
 * (`token`), the live-activity stream's one-use `ticket` (and an `access_token` a client wrongly
 * sends), one-time codes, and every parameter a payment provider signs or names a payment with (`razorpay_*`).
 */
const SECRET_PARAM =
  /^(?:token|ticket|secret|otp|code|signature|sig|key|password|nonce)$|_?(?:token|secret|signature)$|^razorpay_/i;

/** Whether the query parameter `name` carries a secret. */
export const isSecretParam = (name: string) => SECRET_PARAM.test(name);

const QUERY_PARAM = /([?&])([^=&#?\s"'<>|]+)=([^&#\s"'<>|]*)/g;

/**
 * Path segments that are secrets themselves: the sandbox checkout's payment link id (whoever
 * holds it can pay, or fail, that link). Guests' pages carry their secret in `?token=`, which
 * QUERY_PARAM covers.
 */
const SECRET_PATH_SEGMENTS = [/(\/sandbox\/pay\/)[^/?#\s"'<>|]+/g];

/** A phone number written as digits (E.164 with or without '+', or 10 national digits). */
const PHONE_DIGITS = /(?<![\w-])(?:\+|%2B)?\d{10,13}(?![\w-])/gi;

export const REDACTED = '[redacted]';

/** A phone number with all but its last four digits hidden: `+91xxxxxx1234`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return 'x'.repeat(digits.length);
  return `${phone.trim().startsWith('+') ? '+' : ''}${'x'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/**
 * A URL, or any text holding URLs (a message's body, an error's message), as it may be logged:
 * every secret query parameter's value and secret path segment replaced, every phone number
 * masked. The one redaction every logged URL and message passes through (lib/logger.ts).
 */
export function redactSecrets(text: string): string {
  let result = text.replace(QUERY_PARAM, (whole, separator: string, name: string) =>
    isSecretParam(safeDecode(name)) ? `${separator}${name}=${REDACTED}` : whole,
  );
  for (const pattern of SECRET_PATH_SEGMENTS) result = result.replace(pattern, `$1${REDACTED}`);
  return result.replace(PHONE_DIGITS, (phone) => maskPhone(phone.replace(/^%2B/i, '+')));
}

function safeDecode(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
