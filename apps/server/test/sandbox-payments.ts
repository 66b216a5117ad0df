import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs } from '../src/db/schema/index.ts';
import { signWebhook } from '../src/modules/payments/payment-signatures.ts';

/** What paying a link at the sandbox gives back: the callback's query and the webhook it queued. */
export interface SandboxPaid {
  callbackQuery: Record<string, string>;
  webhook: { body: string; headers: Record<string, string> };
}

/** Presses Pay on the sandbox checkout of `linkId`; answers the signed callback and the webhook delivery. */
export async function paySandboxLink(app: FastifyInstance, linkId: string): Promise<SandboxPaid> {
  const res = await app.inject({ method: 'POST', url: `/sandbox/pay/${linkId}/pay` });
  if (res.statusCode !== 303) throw new Error(`sandbox pay: ${res.statusCode} ${res.body}`);
  const location = new URL(String(res.headers.location));
  const [job] = await app.deps.db
    .select()
    .from(jobs)
    .where(eq(jobs.uniqueKey, `payments.sandbox-webhook:${linkId}:paid`));
  const payload = job!.payload as { eventId: string; body: string };
  return {
    callbackQuery: Object.fromEntries(location.searchParams),
    webhook: {
      body: payload.body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(app.deps.payments.webhookSecret, payload.body),
        'x-razorpay-event-id': payload.eventId,
      },
    },
  };
}
