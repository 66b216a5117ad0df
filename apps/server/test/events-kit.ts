import type { FastifyInstance } from 'fastify';
import { signCallback } from '../src/modules/payments/payment-signatures.ts';
import { nextAddress, requestBookingCode } from '../src/modules/reservations/restaurant-test-kit.ts';
import { call } from './fixtures.ts';
import { paySandboxLink } from './sandbox-payments.ts';

export {
  guestPhones,
  nextAddress,
  requestBookingCode,
  setUpRestaurant,
  testOtpOf,
  venueDateIn,
} from '../src/modules/reservations/restaurant-test-kit.ts';

/** Test helpers for events and tickets: a ticketed event on sale, a guest's order, its payment. */

export const EVENT_FIELDS = {
  name: 'Jazz Night',
  description: 'Live quartet',
  startsAt: '2026-07-01T19:30:00+05:30',
  endsAt: '2026-07-01T23:00:00+05:30',
  venueName: 'The Courtyard',
  address: '12 MG Road',
};

export const ticketType = (overrides: Record<string, unknown> = {}) => ({
  name: 'General',
  price: '499.50',
  quantity: 100,
  salesStart: '2026-06-01T00:00:00Z',
  salesEnd: '2026-07-01T12:00:00Z',
  maxPerOrder: 10,
  ...overrides,
});

/** A published ticketed event on sale; answers the event (with its ticket types). */
export async function eventOnSale(
  app: FastifyInstance,
  headers: Record<string, string>,
  types = [ticketType()],
  fields: Partial<typeof EVENT_FIELDS> = {},
) {
  const created = await call(app, {
    method: 'POST',
    url: '/v2/ticketed-events',
    headers,
    payload: { ...EVENT_FIELDS, ...fields, ticketTypes: JSON.stringify(types) },
  });
  if (created.status !== 200) throw new Error(`ticketed-events: ${created.status} ${created.raw.body}`);
  const id = created.json.body.event._id as string;
  await call(app, { method: 'POST', url: '/v2/updatePublishStatus', headers, payload: { _id: id, publish: 1 } });
  const onSale = await call(app, {
    method: 'PUT',
    url: `/v2/ticketed-events/${id}/status`,
    headers,
    payload: { status: 'on-sale' },
  });
  if (onSale.status !== 200) throw new Error(`status: ${onSale.status} ${onSale.raw.body}`);
  return onSale.json.body.event as {
    _id: string;
    ticketTypes: Array<{ _id: string; available: number; sold: number; held: number }>;
  };
}

/** A guest's order with a fresh booking code from its own address. */
export async function order(
  app: FastifyInstance,
  guest: { phone: string; code: string },
  input: { eventId: string; items: Array<{ ticketTypeId: string; quantity: number }> },
  options: { requestCode?: boolean; otp?: string } = {},
) {
  if (options.requestCode ?? true) await requestBookingCode(app, guest.phone);
  return call(app, {
    method: 'POST',
    url: '/v2/ticket-orders',
    remoteAddress: nextAddress(),
    payload: { ...input, name: 'Asha Rao', mobileNumber: `+${guest.phone}`, otp: options.otp ?? guest.code },
  });
}

/** Pays the order's sandbox link (its checkout URL). */
export const paySandbox = (app: FastifyInstance, paymentUrl: string) =>
  paySandboxLink(app, new URL(paymentUrl).pathname.split('/').pop()!);

/** The callback's parameters signed with another secret than the provider's. */
export function forgedCallback(query: Record<string, string>): Record<string, string> {
  return {
    ...query,
    razorpay_signature: signCallback('not-the-key-secret', {
      paymentLinkId: query.razorpay_payment_link_id!,
      referenceId: query.razorpay_payment_link_reference_id!,
      status: 'paid',
      paymentId: query.razorpay_payment_id!,
    }),
  };
}
