import type { FastifyPluginAsync } from 'fastify';
import { SERVICES, SUBSCRIBE_ROUTES, subscriptionsEndpoints as endpoints } from '@venue/shared';
import { requestOrigin, route } from '../../lib/route.ts';
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

/**
 * `/v1/subscription/` (decisions §6; contract/subscriptions.routes.ts). Access (docs/decisions/0012): plans public; subscribe and
 * billing details for the owner or a manager of the active profile; the status for any member
 * of the profile named in `profileId`; payment verification public (the signature is the proof).
 */
export const subscriptionsModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listPlans, (request) => listPlans(contextOf(app, request)));

  for (const service of SERVICES) {
    route(app, endpoints[SUBSCRIBE_ROUTES[service].operationId], (request) =>
      subscribe(profileContextOf(app, request), service, request.body.planId, requestOrigin(request)),
    );
  }

  route(app, endpoints.verifySubscriptionPayment, (request) =>
    verifySubscriptionPayment(contextOf(app, request), request.query, app.deps.rateLimiter, request.ip),
  );
  route(app, endpoints.getSubscriptionStatus, (request) => getSubscriptionStatus(profileContextOf(app, request)));
  route(app, endpoints.getFastSocialVerification, (request) => getFastSocialVerification(profileContextOf(app, request)));
  route(app, endpoints.getBillingDetails, (request) => getBillingDetails(profileContextOf(app, request)));
  route(app, endpoints.saveBillingDetails, (request) => saveBillingDetails(profileContextOf(app, request), request.body));
};
