import type { FastifyInstance } from 'fastify';
import { call, ownerWithVenue } from './fixtures.ts';

/** A venue's billing details as the subscribe call needs them first (decisions §7 "Trust in daily use"). */
export const BILLING_DETAILS = {
  legalName: 'Spice Route Foods LLP',
  address: '12 MG Road, Bengaluru 560001',
  stateCode: '29',
} as const;

/** Saves the venue's billing details (`PUT /v1/subscription/billing-details`), as checkout asks before paying. */
export async function saveBillingDetails(
  app: FastifyInstance,
  headers: Record<string, string>,
  details: Record<string, string> = BILLING_DETAILS,
): Promise<void> {
  const res = await call(app, { method: 'PUT', url: '/v1/subscription/billing-details', headers, payload: details });
  if (res.status !== 200) throw new Error(`billing details: ${res.status} ${res.raw.body}`);
}

/** The Starter plan, monthly: the plan a subscribing venue in these tests asks for. */
export const STARTER_MONTHLY = '5e1ec7000000000000000001';

/**
 * A new venue with its billing details asks for the digital menu on Starter monthly
 * (`POST /v1/subscription/digital-menu-subscription`): the venue and the call's answer (the term,
 * its payment link and amounts).
 */
export async function newVenueSubscribing(app: FastifyInstance) {
  const venue = await ownerWithVenue(app);
  await saveBillingDetails(app, venue.headers);
  const res = await call(app, {
    method: 'POST',
    url: '/v1/subscription/digital-menu-subscription',
    headers: venue.headers,
    payload: { planId: STARTER_MONTHLY },
  });
  if (res.status !== 200) throw new Error(`subscribing: ${res.status} ${res.raw.body}`);
  return { venue, body: res.json.body as { termId: string; paymentUrl: string; amountPaise: number } };
}
