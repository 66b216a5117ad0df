import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  PlanSchema,
  SuperAdminChangeSchema,
  SuperAdminEnableSchema,
  SuperAdminPlanParamsSchema,
  SuperAdminProfilesQuerySchema,
  SuperAdminProfilesResponseSchema,
  SuperAdminServiceParamsSchema,
  SuperAdminServiceStatusResponseSchema,
  UpdatePlanRequestSchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { userContextOf } from '../../plugins/access.ts';
import {
  getSuperAdminServiceStatus,
  searchSubscriptionProfiles,
  switchSubscriptionByHand,
  updateSubscriptionPlan,
} from './super-admin.service.ts';

/**
 * The super-admin's subscription calls (decisions §6; spec §2 /super-admin-access): only the
 * numbers in SUPER_ADMIN_PHONES, whatever profile they are in.
 */
export const superAdminSubscriptionsModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['subscriptions (super-admin)'];
  const base = '/v1/subscription/superadmin';

  app.get(
    `${base}/profiles`,
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        querystring: SuperAdminProfilesQuerySchema,
        response: { 200: envelopeOf(SuperAdminProfilesResponseSchema) },
      },
    },
    async (request) => ok(await searchSubscriptionProfiles(userContextOf(app, request), request.query)),
  );
  app.get(
    `${base}/profile/:profileId/:service/status`,
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        params: SuperAdminServiceParamsSchema,
        response: { 200: envelopeOf(SuperAdminServiceStatusResponseSchema) },
      },
    },
    async (request) => ok(await getSuperAdminServiceStatus(userContextOf(app, request), request.params)),
  );
  for (const action of ['enable', 'disable'] as const) {
    app.post(
      `${base}/profile/:profileId/:service/${action}`,
      {
        config: { access: 'superAdmin' },
        schema: {
          tags,
          params: SuperAdminServiceParamsSchema,
          // Enabling also names its last day (decisions §7): no service is free forever.
          body: action === 'enable' ? SuperAdminEnableSchema : SuperAdminChangeSchema,
          response: { 200: envelopeOf(SuperAdminServiceStatusResponseSchema) },
        },
      },
      async (request) => {
        const body = request.body as { reason: string; until?: string };
        return ok(
          await switchSubscriptionByHand(
            userContextOf(app, request),
            request.params,
            action === 'enable'
              ? { enabled: true, reason: body.reason, until: body.until! }
              : { enabled: false, reason: body.reason },
          ),
        );
      },
    );
  }
  app.patch(
    `${base}/plans/:planId`,
    {
      config: { access: 'superAdmin' },
      schema: {
        tags,
        params: SuperAdminPlanParamsSchema,
        body: UpdatePlanRequestSchema,
        response: { 200: envelopeOf(PlanSchema) },
      },
    },
    async (request) => ok(await updateSubscriptionPlan(userContextOf(app, request), request.params.planId, request.body)),
  );
};
