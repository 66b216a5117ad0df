import { defineRoutes } from './define.ts';
import type { Service } from '../subscription-api.ts';

/**
 * `/v1/subscription/` (decisions §6). Access (docs/decisions/0012): plans public; subscribe and
 * billing details for the owner or a manager of the active profile; the status for any member
 * of the profile named in `profileId`; payment verification public (the signature is the proof).
 */
export const subscriptionsRoutes = defineRoutes('subscriptions', {
  listPlans: {
    method: 'GET',
    path: '/v1/subscription/plans',
    access: 'public',
    summary: 'The plans of every service, with prices in paise',
  },
  subscribeDigitalMenu: {
    method: 'POST',
    path: '/v1/subscription/digital-menu-subscription',
    access: 'manager',
    summary: 'Start paying for the digital menu: answers the payment link',
    errors: ['NOT_FOUND', 'CONFLICT', 'billing_details_required', 'BUSINESS_RULE'],
  },
  subscribeTableReservation: {
    method: 'POST',
    path: '/v1/subscription/table-reservation-subscription',
    access: 'manager',
    summary: 'Start paying for table reservations: answers the payment link',
    errors: ['NOT_FOUND', 'CONFLICT', 'billing_details_required', 'BUSINESS_RULE'],
  },
  subscribeFastSocialVerification: {
    method: 'POST',
    path: '/v1/subscription/fast-social-verification-subscription',
    access: 'manager',
    summary: 'Start paying for the link page verification: answers the payment link',
    errors: ['NOT_FOUND', 'CONFLICT', 'billing_details_required', 'BUSINESS_RULE'],
  },
  verifySubscriptionPayment: {
    method: 'GET',
    path: '/v1/subscription/payment-verification',
    access: 'public',
    summary: 'Check a payment the provider redirected back with (its signature is the proof)',
    errors: ['BAD_REQUEST', 'NOT_FOUND', 'PAYMENT_REFUNDED', 'RATE_LIMITED'],
  },
  getSubscriptionStatus: {
    method: 'GET',
    path: '/v1/subscription/subscription-status',
    access: 'member',
    summary: "The active profile's subscriptions: each service's state and last day",
  },
  getFastSocialVerification: {
    method: 'GET',
    path: '/v1/subscription/fast-social-verification',
    access: 'member',
    summary: "The active profile's link page verification",
  },
  getBillingDetails: {
    method: 'GET',
    path: '/v1/subscription/billing-details',
    access: 'manager',
    summary: "The active profile's billing details (the buyer on its tax invoices)",
  },
  saveBillingDetails: {
    method: 'PUT',
    path: '/v1/subscription/billing-details',
    access: 'manager',
    summary: "Save the active profile's billing details",
    errors: ['BUSINESS_RULE'],
  },
});

/**
 * The super-admin's subscription calls (decisions §6; spec §2 /super-admin-access): only the
 * numbers in SUPER_ADMIN_PHONES, whatever profile they are in.
 */
export const superAdminRoutes = defineRoutes('subscriptions (super-admin)', {
  searchSubscriptionProfiles: {
    method: 'GET',
    path: '/v1/subscription/superadmin/profiles',
    access: 'superAdmin',
    summary: 'Find venues by name, username or phone, with their subscriptions',
  },
  getSuperAdminServiceStatus: {
    method: 'GET',
    path: '/v1/subscription/superadmin/profile/:profileId/:service/status',
    access: 'superAdmin',
    summary: "A venue's subscription to one service",
    errors: ['NOT_FOUND'],
  },
  enableServiceByHand: {
    method: 'POST',
    path: '/v1/subscription/superadmin/profile/:profileId/:service/enable',
    access: 'superAdmin',
    // Enabling also names its last day (decisions §7): no service is free forever.
    summary: "Turn a venue's service on by hand, until a day, with a reason",
    errors: ['NOT_FOUND', 'BUSINESS_RULE'],
  },
  disableServiceByHand: {
    method: 'POST',
    path: '/v1/subscription/superadmin/profile/:profileId/:service/disable',
    access: 'superAdmin',
    summary: "Turn a venue's service off by hand, with a reason",
    errors: ['NOT_FOUND', 'BUSINESS_RULE'],
  },
  updateSubscriptionPlan: {
    method: 'PATCH',
    path: '/v1/subscription/superadmin/plans/:planId',
    access: 'superAdmin',
    summary: "Change a plan's price or length",
    errors: ['NOT_FOUND'],
  },
});

/** Each service's subscribe call. */
export const SUBSCRIBE_ROUTES = {
  'digital-menu': subscriptionsRoutes.subscribeDigitalMenu,
  'table-reservation': subscriptionsRoutes.subscribeTableReservation,
  'fast-social-verification': subscriptionsRoutes.subscribeFastSocialVerification,
} as const satisfies Record<Service, unknown>;
