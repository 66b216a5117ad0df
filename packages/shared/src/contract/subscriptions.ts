import {
  BillingDetailsResponseSchema,
  BillingDetailsSchema,
  FastSocialVerificationResponseSchema,
  PaymentCallbackQuerySchema,
  PaymentVerificationResponseSchema,
  PlanSchema,
  PlansResponseSchema,
  SubscribeRequestSchema,
  SubscribeResponseSchema,
  SubscriptionStatusQuerySchema,
  SubscriptionStatusResponseSchema,
  SuperAdminChangeSchema,
  SuperAdminEnableSchema,
  SuperAdminPlanParamsSchema,
  SuperAdminProfilesQuerySchema,
  SuperAdminProfilesResponseSchema,
  SuperAdminServiceParamsSchema,
  SuperAdminServiceStatusResponseSchema,
  UpdatePlanRequestSchema,
} from '../subscriptions.ts';
import { defineEndpoints } from './define.ts';
import { subscriptionsRoutes, superAdminRoutes } from './subscriptions.routes.ts';

const subscribe = { body: SubscribeRequestSchema, response: SubscribeResponseSchema };

export const subscriptionsEndpoints = defineEndpoints(subscriptionsRoutes, {
  listPlans: { response: PlansResponseSchema },
  subscribeDigitalMenu: subscribe,
  subscribeTableReservation: subscribe,
  subscribeFastSocialVerification: subscribe,
  verifySubscriptionPayment: { query: PaymentCallbackQuerySchema, response: PaymentVerificationResponseSchema },
  getSubscriptionStatus: { query: SubscriptionStatusQuerySchema, response: SubscriptionStatusResponseSchema },
  getFastSocialVerification: { response: FastSocialVerificationResponseSchema },
  getBillingDetails: { response: BillingDetailsResponseSchema },
  saveBillingDetails: { body: BillingDetailsSchema, response: BillingDetailsResponseSchema },
});

export const superAdminEndpoints = defineEndpoints(superAdminRoutes, {
  searchSubscriptionProfiles: { query: SuperAdminProfilesQuerySchema, response: SuperAdminProfilesResponseSchema },
  getSuperAdminServiceStatus: { params: SuperAdminServiceParamsSchema, response: SuperAdminServiceStatusResponseSchema },
  enableServiceByHand: {
    params: SuperAdminServiceParamsSchema,
    body: SuperAdminEnableSchema,
    response: SuperAdminServiceStatusResponseSchema,
  },
  disableServiceByHand: {
    params: SuperAdminServiceParamsSchema,
    body: SuperAdminChangeSchema,
    response: SuperAdminServiceStatusResponseSchema,
  },
  updateSubscriptionPlan: { params: SuperAdminPlanParamsSchema, body: UpdatePlanRequestSchema, response: PlanSchema },
});
