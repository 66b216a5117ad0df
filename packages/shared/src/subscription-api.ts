/*
 * The subscription names and paths without zod (spec §7 "Subscription", decisions §6): the
 * dashboard's shell asks for the subscription status on every screen, and importing them from
 * subscriptions.ts would bring its schemas, and zod, into every first load (issue 15 "Speed").
 * subscriptions.ts re-exports them.
 */

/** The three services a venue pays for, spelt as the subscription-status call spells them. */
export const SERVICES = ['digital-menu', 'table-reservation', 'fast-social-verification'] as const;
export type Service = (typeof SERVICES)[number];

export const SERVICE_LABELS = {
  'digital-menu': 'Digital menu',
  'table-reservation': 'Table reservation',
  'fast-social-verification': 'Fast social verification',
} as const satisfies Record<Service, string>;

/** The subscribe call of each service: `POST /v1/subscription/{path}`. */
export const SUBSCRIBE_PATHS = {
  'digital-menu': 'digital-menu-subscription',
  'table-reservation': 'table-reservation-subscription',
  'fast-social-verification': 'fast-social-verification-subscription',
} as const satisfies Record<Service, string>;

/** Spec §9: a failed restaurant lookup is not retried for this long. */
export const RESTAURANT_LOOKUP_RETRY_MS = 300_000;

/** The subscription calls under `/v1/subscription/` (decisions §6), for the server's routes and the web's fetchers. */
export const SUBSCRIPTION_API = {
  plans: '/v1/subscription/plans',
  status: '/v1/subscription/subscription-status',
  paymentVerification: '/v1/subscription/payment-verification',
  fastSocialVerification: '/v1/subscription/fast-social-verification',
  billingDetails: '/v1/subscription/billing-details',
  subscribe: (service: Service) => `/v1/subscription/${SUBSCRIBE_PATHS[service]}`,
} as const;
