import type { FastifyInstance } from 'fastify';
import { call } from './fixtures.ts';

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
