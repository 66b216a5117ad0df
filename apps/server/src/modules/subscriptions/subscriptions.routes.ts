import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillingDetailsResponseSchema,
  BillingDetailsSchema,
  envelopeOf,
  FastSocialVerificationResponseSchema,
  PaymentCallbackQuerySchema,
  PaymentVerificationResponseSchema,
  PlansResponseSchema,
  SERVICES,
  SubscribeRequestSchema,
  SubscribeResponseSchema,
  SUBSCRIPTION_API,
  SubscriptionStatusQuerySchema,
  SubscriptionStatusResponseSchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { contextOf, profileContextOf } from '../../plugins/access.ts';
import {
  getBillingDetails,
  getFastSocialVerification,
  getSubscriptionStatus,
  listPlans,
  saveBillingDetails,
  subscribe,
  verifySubscriptionPayment,
} from './subscriptions.service.ts';

/** The origin the caller reached us on (behind TRUST_PROXY, the forwarded one). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * `/v1/subscription/` (decisions §6). Access (docs/decisions/0012): plans public; subscribe and
 * billing details for the owner or a manager of the active profile; the status for any member
 * of the profile named in `profileId`; payment verification public (the signature is the proof).
 */
export const subscriptionsModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['subscriptions'];

  app.get(
    SUBSCRIPTION_API.plans,
    { config: { access: 'public' }, schema: { tags, response: { 200: envelopeOf(PlansResponseSchema) } } },
    async (request) => ok(await listPlans(contextOf(app, request))),
  );

  for (const service of SERVICES) {
    app.post(
      SUBSCRIPTION_API.subscribe(service),
      {
        config: { access: 'manager' },
        schema: { tags, body: SubscribeRequestSchema, response: { 200: envelopeOf(SubscribeResponseSchema) } },
      },
      async (request) => ok(await subscribe(profileContextOf(app, request), service, request.body.planId, originOf(request))),
    );
  }

  app.get(
    SUBSCRIPTION_API.paymentVerification,
    {
      config: { access: 'public' },
      schema: { tags, querystring: PaymentCallbackQuerySchema, response: { 200: envelopeOf(PaymentVerificationResponseSchema) } },
    },
    async (request) =>
      ok(await verifySubscriptionPayment(contextOf(app, request), request.query, app.deps.rateLimiter, request.ip)),
  );

  app.get(
    SUBSCRIPTION_API.status,
    {
      config: { access: 'member' },
      schema: {
        tags,
        querystring: SubscriptionStatusQuerySchema,
        response: { 200: envelopeOf(SubscriptionStatusResponseSchema) },
      },
    },
    async (request) => ok(await getSubscriptionStatus(profileContextOf(app, request))),
  );

  app.get(
    SUBSCRIPTION_API.fastSocialVerification,
    { config: { access: 'member' }, schema: { tags, response: { 200: envelopeOf(FastSocialVerificationResponseSchema) } } },
    async (request) => ok(await getFastSocialVerification(profileContextOf(app, request))),
  );

  app.get(
    SUBSCRIPTION_API.billingDetails,
    { config: { access: 'manager' }, schema: { tags, response: { 200: envelopeOf(BillingDetailsResponseSchema) } } },
    async (request) => ok(await getBillingDetails(profileContextOf(app, request))),
  );

  app.put(
    SUBSCRIPTION_API.billingDetails,
    {
      config: { access: 'manager' },
      schema: { tags, body: BillingDetailsSchema, response: { 200: envelopeOf(BillingDetailsResponseSchema) } },
    },
    async (request) => ok(await saveBillingDetails(profileContextOf(app, request), request.body)),
  );
};
