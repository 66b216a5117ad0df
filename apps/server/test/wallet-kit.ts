import type { FastifyInstance } from 'fastify';
import { call } from './fixtures.ts';
import { order, paySandbox, type eventOnSale } from './events-kit.ts';

/** Test helpers for the wallet: a payout account, paid ticket orders, the wallet's answer. */

export const ACCOUNT = {
  legalName: 'Spice Route Hospitality LLP',
  accountHolder: 'Spice Route LLP',
  accountNumber: '123456789012',
  ifsc: 'hdfc0001234',
  pan: 'abcfe1234f',
  gstin: '29AAACV0000D1Z3',
  addressLine1: '12, 4th Cross, Indiranagar',
  city: 'Bengaluru',
  stateCode: '29',
  postalCode: '560038',
  stakeholderName: 'Anita Rao',
  stakeholderPan: 'ABCPR1234K',
};

/** Saves the payout account and runs its job, so the sandbox verifies it. */
export async function verifiedAccount(app: FastifyInstance, headers: Record<string, string>) {
  const created = await call(app, { method: 'POST', url: '/v1/vendor/account', headers, payload: ACCOUNT });
  if (created.status !== 200) throw new Error(`vendor account: ${created.status} ${created.raw.body}`);
  await app.deps.jobs.runDue();
  return created.json.body.account as { _id: string };
}

/** A guest buys `quantity` tickets of the event's first type and pays at the sandbox; answers the order. */
export async function paidOrder(
  app: FastifyInstance,
  guest: { phone: string; code: string },
  event: Awaited<ReturnType<typeof eventOnSale>>,
  quantity: number,
) {
  const res = await order(app, guest, { eventId: event._id, items: [{ ticketTypeId: event.ticketTypes[0]!._id, quantity }] });
  if (res.status !== 200) throw new Error(`order: ${res.status} ${res.raw.body}`);
  const paid = await paySandbox(app, res.json.body.order.paymentUrl);
  const verified = await call(app, {
    method: 'GET',
    url: `/v2/ticket-orders/payment-verification?${new URLSearchParams(paid.callbackQuery)}`,
  });
  if (verified.status !== 200) throw new Error(`verification: ${verified.status} ${verified.raw.body}`);
  return res.json.body.order as { _id: string; accessToken: string };
}

export async function walletOf(app: FastifyInstance, headers: Record<string, string>, query = '') {
  const res = await call(app, { method: 'GET', url: `/v1/vendor/wallet${query}`, headers });
  if (res.status !== 200) throw new Error(`wallet: ${res.status} ${res.raw.body}`);
  return res.json.body as {
    balance: number;
    ledger: Array<{ kind: string; amount: number; sourceId: string; createdAt: string }>;
  };
}

export const askPayout = (app: FastifyInstance, headers: Record<string, string>, amount: number) =>
  call(app, { method: 'POST', url: '/v1/vendor/payouts', headers, payload: { amount } });
