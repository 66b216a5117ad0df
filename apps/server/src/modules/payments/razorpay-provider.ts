import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { LinkedAccountInput, PaymentLink, PaymentProvider } from '../../lib/payments/payment-provider.ts';
import {
  RazorpayLinkEntitySchema,
  RazorpayProductEntitySchema,
  RazorpayRefundEntitySchema,
  RazorpayRefundListSchema,
  RazorpayTransferEntitySchema,
  requirementsOf,
  toLinkedAccountStatus,
  toPaymentLink,
  toRefund,
  toTransfer,
} from './razorpay-shapes.ts';

/** Razorpay's limit on `reference_id`. */
export const MAX_REFERENCE_ID_LENGTH = 40;

const UNREACHABLE_MESSAGE = 'The payment provider could not be reached. Please try again.';
export const LINKED_ACCOUNT_EMAIL_MESSAGE =
  'Razorpay needs an email address for payouts: add one to your user details, then save the bank details again.';

/**
 * A PAN's fourth character names the holder's kind (Income Tax Department): P a person (a
 * venue run by one is a proprietorship), C a company, F a firm, T a trust, A/B associations.
 * Route asks for a business type, and the PAN is all we know of it.
 */
export function businessTypeOfPan(pan: string): string {
  const kinds: Record<string, string> = {
    P: 'proprietorship',
    C: 'private_limited',
    F: 'partnership',
    T: 'trust',
    A: 'society',
    B: 'society',
  };
  return kinds[pan[3] ?? ''] ?? 'not_yet_registered';
}

/** Razorpay's refusal (4xx with `error.description`): its words, for the log and the owner. */
class RazorpayRefusal extends Error {
  readonly status: number;
  constructor(status: number, description: string) {
    super(description);
    this.status = status;
  }
}

/**
 * Razorpay over its REST API (`{RAZORPAY_API_BASE}/v1/…` and `/v2/…`), with Basic auth of the
 * key id and secret: Payment Links, refunds, and Route (linked accounts and transfers). Every
 * failure of Razorpay's (down, slow, answering nonsense) is one 503 with a sentence a person can
 * act on; the detail goes to the log. A 400 refusal of a transfer, refund or account is an
 * answer, not an outage: the caller gets it as a failed transfer or a rejected account.
 */
export function createRazorpayProvider(config: AppConfig, log: FastifyBaseLogger, timeoutMs = 10_000): PaymentProvider {
  const keyId = config.RAZORPAY_KEY_ID;
  const keySecret = config.RAZORPAY_KEY_SECRET;
  const webhookSecret = config.RAZORPAY_WEBHOOK_SECRET;
  // config.ts refuses to start without them; this guards a hand-built config.
  if (!keyId || !keySecret || !webhookSecret)
    throw new Error('razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  const base = config.RAZORPAY_API_BASE.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  /**
   * One call. @throws RazorpayRefusal for a 400 (Razorpay's BAD_REQUEST_ERROR: it understood
   * and said no), AppError UNAVAILABLE for anything else that is not a 2xx with JSON.
   */
  async function request(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
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
    if (response.status === 400 || response.status === 404) {
      throw new RazorpayRefusal(response.status, descriptionOf(text));
    }
    log.error({ path, status: response.status, body: text.slice(0, 500) }, 'Razorpay refused the call');
    throw new AppError('UNAVAILABLE', UNREACHABLE_MESSAGE);
  }

  function descriptionOf(text: string): string {
    try {
      const parsed = JSON.parse(text) as { error?: { description?: unknown } };
      if (typeof parsed.error?.description === 'string') return parsed.error.description;
    } catch {
      // Not JSON: the generic sentence below.
    }
    return 'Razorpay refused the request';
  }

  /** Razorpay's answer in the shape we read, or a 503 (logged) when it is not. */
  function read<Schema extends z.ZodType>(schema: Schema, json: unknown, what: string): z.output<Schema> {
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      log.error({ issues: parsed.error.issues }, `Razorpay answered ${what} we cannot read`);
      throw new AppError('UNAVAILABLE', UNREACHABLE_MESSAGE);
    }
    return parsed.data;
  }

  const toLink = (json: unknown): PaymentLink => toPaymentLink(read(RazorpayLinkEntitySchema, json, 'a payment link'));

  /** Payment-link reads: Razorpay answers 400 BAD_REQUEST_ERROR for an id it does not know. */
  async function linkRequest(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    try {
      return await request(method, `/v1/payment_links${path}`, body);
    } catch (error) {
      if (!(error instanceof RazorpayRefusal)) throw error;
      if (method === 'GET') throw notFound('Payment link not found');
      log.error({ path, refusal: error.message }, 'Razorpay refused the call');
      throw new AppError('UNAVAILABLE', UNREACHABLE_MESSAGE);
    }
  }

  const settlements = (input: LinkedAccountInput) => ({
    settlements: { account_number: input.accountNumber, ifsc_code: input.ifsc, beneficiary_name: input.accountHolder },
    tnc_accepted: true,
  });

  return {
    name: 'razorpay',
    keySecret,
    webhookSecret,
    async createPaymentLink(input) {
      if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
        throw new RangeError('amountPaise must be a positive whole number');
      if (input.referenceId.length > MAX_REFERENCE_ID_LENGTH) throw new RangeError('referenceId is longer than 40 characters');
      const json = await linkRequest('POST', '', {
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
      return toLink(await linkRequest('GET', `/${encodeURIComponent(linkId)}`));
    },
    async cancelPaymentLink(linkId) {
      // A 400 here means the link is no longer waiting for payment (paid, expired, cancelled):
      // the sandbox's CONFLICT, so callers ask the link's state rather than retry an outage.
      try {
        await request('POST', `/v1/payment_links/${encodeURIComponent(linkId)}/cancel`);
      } catch (error) {
        if (error instanceof RazorpayRefusal) throw new AppError('CONFLICT', error.message);
        throw error;
      }
    },

    // Route, as Razorpay's documented example: POST /v2/accounts with the venue's legal name,
    // the holder as contact, the owner's phone and email, the food/restaurant category, the
    // registered address, PAN and GSTIN; then the owner as stakeholder with their PAN.
    async createLinkedAccount(input) {
      if (!input.email) throw new AppError('BUSINESS_RULE', LINKED_ACCOUNT_EMAIL_MESSAGE);
      const json = await refusalAsRule(() =>
        request('POST', '/v2/accounts', {
          email: input.email,
          phone: input.phone,
          type: 'route',
          legal_business_name: input.legalName,
          business_type: businessTypeOfPan(input.pan),
          contact_name: input.accountHolder,
          profile: { category: 'food', subcategory: 'restaurant', ...addressesOf(input) },
          legal_info: { pan: input.pan, ...(input.gstin ? { gst: input.gstin } : {}) },
          notes: { vendorAccountId: input.referenceId },
        }),
      );
      const account = json as { id?: unknown };
      if (typeof account.id !== 'string') {
        log.error('Razorpay answered a linked account without an id');
        throw new AppError('UNAVAILABLE', UNREACHABLE_MESSAGE);
      }
      return { accountId: account.id };
    },
    async configureLinkedAccount(accountId, input, productId) {
      const account = encodeURIComponent(accountId);
      const product = await refusalAsRule(async () => {
        if (productId) {
          await request('PATCH', `/v2/accounts/${account}`, {
            legal_business_name: input.legalName,
            contact_name: input.accountHolder,
            ...(input.registeredAddress ? { profile: addressesOf(input) } : {}),
          });
          // The stakeholder made the first time (one per account): its name and PAN follow the owner's.
          const listed = (await request('GET', `/v2/accounts/${account}/stakeholders`)) as { items?: Array<{ id?: unknown }> };
          const stakeholderId = listed.items?.find((item) => typeof item.id === 'string')?.id as string | undefined;
          if (stakeholderId) {
            const { email: _email, ...changes } = stakeholderOf(input);
            await request('PATCH', `/v2/accounts/${account}/stakeholders/${encodeURIComponent(stakeholderId)}`, changes);
          } else {
            await request('POST', `/v2/accounts/${account}/stakeholders`, stakeholderOf(input));
          }
          return request('PATCH', `/v2/accounts/${account}/products/${encodeURIComponent(productId)}`, settlements(input));
        }
        await request('POST', `/v2/accounts/${account}/stakeholders`, stakeholderOf(input));
        const requested = read(
          RazorpayProductEntitySchema,
          await request('POST', `/v2/accounts/${account}/products`, { product_name: 'route', tnc_accepted: true }),
          'a product configuration',
        );
        return request('PATCH', `/v2/accounts/${account}/products/${encodeURIComponent(requested.id)}`, settlements(input));
      });
      const configured = read(RazorpayProductEntitySchema, product, 'a product configuration');
      const status = toLinkedAccountStatus(configured.activation_status);
      return {
        accountId,
        productId: configured.id,
        status,
        reason: status === 'verified' ? null : requirementsOf(configured),
      };
    },

    async createTransfer(input) {
      if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
        throw new RangeError('amountPaise must be a positive whole number');
      try {
        const json = await request(
          'POST',
          '/v1/transfers',
          { account: input.accountId, amount: input.amountPaise, currency: 'INR', notes: input.notes },
          // Razorpay answers a repeated key with the first transfer: a retry never pays twice.
          { 'x-transfer-idempotency': input.referenceId },
        );
        return toTransfer(read(RazorpayTransferEntitySchema, json, 'a transfer'));
      } catch (error) {
        if (!(error instanceof RazorpayRefusal)) throw error;
        // Refused outright (no balance, account not activated): nothing moved.
        return {
          transferId: '',
          status: 'failed',
          amountPaise: input.amountPaise,
          notes: input.notes,
          failureReason: error.message,
        };
      }
    },

    async refundPayment(input) {
      const payment = encodeURIComponent(input.paymentId);
      // A refund asked for before (a job that died after Razorpay answered) is found by its
      // receipt, so a payment is never refunded twice.
      return refusalAsRule(async () => {
        const listed = await request('GET', `/v1/payments/${payment}/refunds`);
        const earlier = read(RazorpayRefundListSchema, listed, 'refunds').items.find(
          (refund) => refund.receipt === input.receipt,
        );
        if (earlier) return toRefund(earlier);
        const json = await request('POST', `/v1/payments/${payment}/refund`, {
          amount: input.amountPaise,
          receipt: input.receipt,
          notes: input.notes,
        });
        return toRefund(read(RazorpayRefundEntitySchema, json, 'a refund'));
      });
    },
  };
}

/** `profile.addresses.registered` as Razorpay's example writes it; nothing for an account saved before we asked. */
function addressesOf(input: LinkedAccountInput) {
  const address = input.registeredAddress;
  if (!address) return {};
  return {
    addresses: {
      registered: {
        street1: address.street1,
        ...(address.street2 ? { street2: address.street2 } : {}),
        city: address.city,
        state: address.state,
        postal_code: address.postalCode,
        country: 'IN',
      },
    },
  };
}

/** The owner as Route's stakeholder: the name as on their PAN, the email Route requires, and the PAN as KYC. */
function stakeholderOf(input: LinkedAccountInput) {
  return {
    name: input.stakeholder.name,
    email: input.email,
    ...(input.stakeholder.pan ? { kyc: { pan: input.stakeholder.pan } } : {}),
  };
}

/** A refusal the caller should act on (reject the account, stop retrying) as a business rule. */
async function refusalAsRule<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RazorpayRefusal) throw new AppError('BUSINESS_RULE', error.message);
    throw error;
  }
}
