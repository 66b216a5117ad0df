import type { FastifyPluginAsync } from 'fastify';
import { superAdminEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
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
export const superAdminSubscriptionsModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.searchSubscriptionProfiles, (request) =>
    searchSubscriptionProfiles(userContextOf(app, request), request.query),
  );
  route(app, endpoints.getSuperAdminServiceStatus, (request) =>
    getSuperAdminServiceStatus(userContextOf(app, request), request.params),
  );
  route(app, endpoints.enableServiceByHand, (request) =>
    switchSubscriptionByHand(userContextOf(app, request), request.params, {
      enabled: true,
      reason: request.body.reason,
      until: request.body.until,
    }),
  );
  route(app, endpoints.disableServiceByHand, (request) =>
    switchSubscriptionByHand(userContextOf(app, request), request.params, { enabled: false, reason: request.body.reason }),
  );
  route(app, endpoints.updateSubscriptionPlan, (request) =>
    updateSubscriptionPlan(userContextOf(app, request), request.params.planId, request.body),
  );
};
