import { createHmac, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sandboxPaymentLinks } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { defineJob, scheduleJob, type JobDefinition, type JobShape } from '../../lib/jobs/index.ts';
import type { PaymentLink, PaymentProvider } from '../../lib/payments/payment-provider.ts';
import type { Clock } from '../../lib/rate-limiter.ts';
import { signCallback, signWebhook } from './payment-signatures.ts';
import { e164Contact } from './razorpay-shapes.ts';

/*
 * The embedded default provider (decisions §3): it plays Razorpay's part inside this server.
 * Its links are rows of `sandbox_payment_links`; its checkout page (/sandbox/pay/{linkId})
 * sends the buyer back with the five callback parameters and posts `payment_link.paid`,
 * both signed exactly as Razorpay signs them, so everything above the provider runs unchanged.
 */

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `plink_…` / `pay_…` + 14 letters and digits: Razorpay's id shape. */
export function razorpayStyleId(prefix: 'plink' | 'pay' | 'evt'): string {
  let id = '';
  for (let i = 0; i < 14; i += 1) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${prefix}_${id}`;
}

/**
 * The same Razorpay-shaped id for the same key, every time: the sandbox's linked accounts,
 * transfers and refunds keep no rows, and asking again with the same reference (a retried
 * job) answers the same object, as Razorpay's idempotency keys and receipts do.
 */
function sandboxIdFor(prefix: 'acc' | 'acc_prd' | 'trf' | 'rfnd', key: string): string {
  const digest = createHmac('sha256', 'payments:sandbox:ids').update(`${prefix}:${key}`).digest();
  let id = '';
  for (let i = 0; i < 14; i += 1) id += ALPHANUMERIC[digest[i]! % ALPHANUMERIC.length];
  return `${prefix}_${id}`;
}

/**
 * The sandbox's key and webhook secrets, derived from JWT_SECRET so that links signed before a
 * restart still verify after it, and never equal to the JWT secret itself.
 */
export function sandboxSecrets(jwtSecret: string): { keySecret: string; webhookSecret: string } {
  const derive = (label: string) => createHmac('sha256', jwtSecret).update(label).digest('hex');
  return { keySecret: derive('payments:sandbox:key-secret'), webhookSecret: derive('payments:sandbox:webhook-secret') };
}

type SandboxLinkRow = typeof sandboxPaymentLinks.$inferSelect;

function toLink(row: SandboxLinkRow, shortUrl: string): PaymentLink {
  const paid = row.status === 'paid' && row.paymentId;
  return {
    linkId: row.id,
    referenceId: row.referenceId,
    status: row.status,
    amountPaise: row.amountPaise,
    amountPaidPaise: paid ? row.amountPaise : 0,
    shortUrl,
    notes: row.notes as Record<string, string>,
    payments: paid ? [{ paymentId: row.paymentId!, amountPaise: row.amountPaise, status: 'captured' }] : [],
    customerContact: row.customerContact,
  };
}

export const sandboxCheckoutPath = (linkId: string) => `/sandbox/pay/${linkId}`;

/** The checkout page's address: on PUBLIC_BASE_URL, else where the callback goes (the caller's origin). */
function checkoutUrl(config: AppConfig, callbackUrl: string, linkId: string): string {
  const base = config.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? new URL(callbackUrl).origin;
  return `${base}${sandboxCheckoutPath(linkId)}`;
}

export function createSandboxProvider(db: Db, config: AppConfig): PaymentProvider {
  const secrets = sandboxSecrets(config.jwtSecret);
  const linkFor = (row: SandboxLinkRow) => toLink(row, checkoutUrl(config, row.callbackUrl, row.id));
  return {
    name: 'sandbox',
    ...secrets,
    async createPaymentLink(input) {
      const [row] = await db
        .insert(sandboxPaymentLinks)
        .values({
          id: razorpayStyleId('plink'),
          referenceId: input.referenceId,
          amountPaise: input.amountPaise,
          description: input.description,
          callbackUrl: input.callbackUrl,
          notes: input.notes,
          customerContact: e164Contact(input.customer.contact),
        })
        .returning();
      return linkFor(row!);
    },
    async fetchPaymentLink(linkId) {
      const row = await findSandboxLink(db, linkId);
      if (!row) throw notFound('Payment link not found');
      return linkFor(row);
    },
    async cancelPaymentLink(linkId) {
      const cancelled = await db
        .update(sandboxPaymentLinks)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(sandboxPaymentLinks.id, linkId), eq(sandboxPaymentLinks.status, 'created')))
        .returning({ id: sandboxPaymentLinks.id });
      // As Razorpay: only a link still waiting for payment can be cancelled.
      if (!cancelled[0]) throw new AppError('CONFLICT', 'Only an unpaid payment link can be cancelled');
    },
    // Everything below completes at once (decisions §3: the sandbox moves no money).
    async createLinkedAccount(input) {
      return { accountId: sandboxIdFor('acc', input.referenceId) };
    },
    async configureLinkedAccount(accountId) {
      return { accountId, productId: sandboxIdFor('acc_prd', accountId), status: 'verified', reason: null };
    },
    async createTransfer(input) {
      if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
        throw new RangeError('amountPaise must be a positive whole number');
      return {
        transferId: sandboxIdFor('trf', input.referenceId),
        status: 'processed',
        amountPaise: input.amountPaise,
        notes: input.notes,
        failureReason: null,
      };
    },
    async refundPayment(input) {
      // As Razorpay: only a captured payment, for at most what was paid.
      const [link] = await db
        .select()
        .from(sandboxPaymentLinks)
        .where(eq(sandboxPaymentLinks.paymentId, input.paymentId))
        .limit(1);
      if (!link || link.status !== 'paid') throw new AppError('BUSINESS_RULE', 'The payment id provided does not exist');
      if (input.amountPaise <= 0 || input.amountPaise > link.amountPaise)
        throw new AppError('BUSINESS_RULE', 'The refund amount provided is greater than amount captured');
      return {
        refundId: sandboxIdFor('rfnd', `${input.paymentId}:${input.receipt}`),
        paymentId: input.paymentId,
        status: 'processed',
        amountPaise: input.amountPaise,
        receipt: input.receipt,
        notes: input.notes,
      };
    },
  };
}

export async function findSandboxLink(db: Db, linkId: string): Promise<SandboxLinkRow | undefined> {
  const rows = await db.select().from(sandboxPaymentLinks).where(eq(sandboxPaymentLinks.id, linkId)).limit(1);
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// The checkout's two buttons
// ---------------------------------------------------------------------------------------------

const WebhookDeliverySchema = z.object({ eventId: z.string(), body: z.string() });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** The sandbox's webhook deliveries as the queue knows them: scheduled by Pay, run by `sandboxWebhookJob`. */
export const SANDBOX_WEBHOOK: JobShape<WebhookDelivery> = { kind: 'payments.sandbox-webhook', payload: WebhookDeliverySchema };

/**
 * The durable job that posts the sandbox's webhook, signed with the sandbox webhook secret.
 * `deliver` sends it to our webhook route and answers its HTTP status; anything but 200 is
 * retried with backoff, as Razorpay retries.
 */
export function sandboxWebhookJob(
  jwtSecret: string,
  deliver: (headers: Record<string, string>, body: string) => Promise<number>,
): JobDefinition<WebhookDelivery> {
  const { webhookSecret } = sandboxSecrets(jwtSecret);
  return defineJob({
    ...SANDBOX_WEBHOOK,
    async run({ eventId, body }) {
      const status = await deliver(
        {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhook(webhookSecret, body),
          'x-razorpay-event-id': eventId,
        },
        body,
      );
      if (status !== 200) throw new Error(`the webhook route answered ${status}`);
    },
  });
}

/** Where the browser goes after a button: the callback URL with the five parameters, signed. */
function callbackRedirect(keySecret: string, row: SandboxLinkRow, status: string, paymentId: string): string {
  const url = new URL(row.callbackUrl);
  const signature = signCallback(keySecret, { paymentLinkId: row.id, referenceId: row.referenceId, status, paymentId });
  url.searchParams.set('razorpay_payment_id', paymentId);
  url.searchParams.set('razorpay_payment_link_id', row.id);
  url.searchParams.set('razorpay_payment_link_reference_id', row.referenceId);
  url.searchParams.set('razorpay_payment_link_status', status);
  url.searchParams.set('razorpay_signature', signature);
  return url.toString();
}

function webhookBody(row: SandboxLinkRow, paymentId: string, shortUrl: string, now: Date): string {
  const createdAt = Math.floor(now.getTime() / 1000);
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: 'payment_link.paid',
    contains: ['payment_link', 'payment'],
    payload: {
      payment_link: {
        entity: {
          id: row.id,
          entity: 'payment_link',
          amount: row.amountPaise,
          amount_paid: row.amountPaise,
          currency: 'INR',
          description: row.description,
          reference_id: row.referenceId,
          short_url: shortUrl,
          customer: { contact: row.customerContact },
          status: 'paid',
          notes: row.notes,
        },
      },
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: row.amountPaise,
          currency: 'INR',
          status: 'captured',
          method: 'upi',
          contact: row.customerContact,
          notes: row.notes,
          created_at: createdAt,
        },
      },
    },
    created_at: createdAt,
  });
}

/**
 * "Pay": marks the link paid with a new `pay_` id and queues its `payment_link.paid` webhook
 * in the same transaction, then answers the signed callback URL. Paying a paid link again
 * changes nothing and answers the same callback.
 * @throws AppError NOT_FOUND for an unknown link, CONFLICT for a cancelled or expired one.
 */
export async function paySandboxLink(deps: { db: Db; config: AppConfig; clock: Clock }, linkId: string): Promise<string> {
  const { keySecret } = sandboxSecrets(deps.config.jwtSecret);
  return deps.db.transaction(async (tx) => {
    const rows = await tx.select().from(sandboxPaymentLinks).where(eq(sandboxPaymentLinks.id, linkId)).for('update');
    const row = rows[0];
    if (!row) throw notFound('Payment link not found');
    if (row.status === 'paid' && row.paymentId) return callbackRedirect(keySecret, row, 'paid', row.paymentId);
    if (row.status !== 'created') throw new AppError('CONFLICT', `This payment link is ${row.status}`);
    const paymentId = razorpayStyleId('pay');
    const [paid] = await tx
      .update(sandboxPaymentLinks)
      .set({ status: 'paid', paymentId, updatedAt: sql`now()` })
      .where(eq(sandboxPaymentLinks.id, linkId))
      .returning();
    const now = deps.clock();
    const shortUrl = checkoutUrl(deps.config, row.callbackUrl, row.id);
    await scheduleJob(
      tx,
      SANDBOX_WEBHOOK,
      { eventId: razorpayStyleId('evt'), body: webhookBody(paid!, paymentId, shortUrl, now) },
      { runAt: now, uniqueKey: `payments.sandbox-webhook:${linkId}:paid` },
    );
    return callbackRedirect(keySecret, paid!, 'paid', paymentId);
  });
}

/**
 * "Fail": the link stays unpaid; the browser returns with a properly signed set whose status
 * is `failed`, so verification answers with its error rather than a signature refusal.
 */
export async function failSandboxLink(db: Db, config: AppConfig, linkId: string): Promise<string> {
  const row = await findSandboxLink(db, linkId);
  if (!row) throw notFound('Payment link not found');
  return callbackRedirect(sandboxSecrets(config.jwtSecret).keySecret, row, 'failed', razorpayStyleId('pay'));
}
