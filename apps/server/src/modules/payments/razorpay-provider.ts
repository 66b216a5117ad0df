import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PaymentLink, PaymentProvider } from '../../lib/payments/payment-provider.ts';
import { RazorpayLinkEntitySchema, toPaymentLink } from './razorpay-shapes.ts';

/** Razorpay's limit on `reference_id`. */
export const MAX_REFERENCE_ID_LENGTH = 40;

const UNREACHABLE_MESSAGE = 'The payment provider could not be reached. Please try again.';

/**
 * Razorpay Payment Links over its REST API (`{RAZORPAY_API_BASE}/v1/payment_links`), with
 * Basic auth of the key id and secret. Every failure of Razorpay's (down, slow, refusing,
 * answering nonsense) is one 503 with a sentence a person can act on; the detail goes to the log.
 */
export function createRazorpayProvider(config: AppConfig, log: FastifyBaseLogger, timeoutMs = 10_000): PaymentProvider {
  const keyId = config.RAZORPAY_KEY_ID;
  const keySecret = config.RAZORPAY_KEY_SECRET;
  const webhookSecret = config.RAZORPAY_WEBHOOK_SECRET;
  // config.ts refuses to start without them; this guards a hand-built config.
  if (!keyId || !keySecret || !webhookSecret)
    throw new Error('razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  const base = `${config.RAZORPAY_API_BASE.replace(/\/$/, '')}/v1/payment_links`;
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      log.error({ err: error, path }, 'Razorpay unreachable');
      throw new AppError('UNAVAILABLE', UNREACHABLE_MESSAGE);
    }
    const text = await response.text();
    if (response.ok) {
      try {
        return JSON.parse(text);
      } catch {
        log.error({ path, status: response.status }, 'Razorpay answered something other than JSON');
        throw new AppError('UNAVAILABLE', UNREACHABLE_MESSAGE);
      }
    }
    // Razorpay answers 400 BAD_REQUEST_ERROR for an id it does not know.
    if (method === 'GET' && (response.status === 400 || response.status === 404)) throw notFound('Payment link not found');
    log.error({ path, status: response.status, body: text.slice(0, 500) }, 'Razorpay refused the call');
    throw new AppError('UNAVAILABLE', UNREACHABLE_MESSAGE);
  }

  function toLink(json: unknown): PaymentLink {
    const parsed = RazorpayLinkEntitySchema.safeParse(json);
    if (!parsed.success) {
      log.error({ issues: parsed.error.issues }, 'Razorpay answered a payment link we cannot read');
      throw new AppError('UNAVAILABLE', UNREACHABLE_MESSAGE);
    }
    return toPaymentLink(parsed.data);
  }

  return {
    name: 'razorpay',
    keySecret,
    webhookSecret,
    async createPaymentLink(input) {
      if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
        throw new RangeError('amountPaise must be a positive whole number');
      if (input.referenceId.length > MAX_REFERENCE_ID_LENGTH) throw new RangeError('referenceId is longer than 40 characters');
      const json = await request('POST', '', {
        amount: input.amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: input.referenceId,
        description: input.description,
        customer: input.customer,
        // Our own notifier tells the buyer; Razorpay's SMS and mails would repeat it.
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: input.notes,
        callback_url: input.callbackUrl,
        callback_method: 'get',
        ...(input.expireBy ? { expire_by: Math.floor(input.expireBy.getTime() / 1000) } : {}),
      });
      return toLink(json);
    },
    async fetchPaymentLink(linkId) {
      return toLink(await request('GET', `/${encodeURIComponent(linkId)}`));
    },
    async cancelPaymentLink(linkId) {
      await request('POST', `/${encodeURIComponent(linkId)}/cancel`);
    },
  };
}
