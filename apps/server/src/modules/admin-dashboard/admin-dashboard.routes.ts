import type { FastifyPluginAsync } from 'fastify';
import { adminDashboardEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
import { userContextOf } from '../../plugins/access.ts';
import { getAdminDashboard } from './admin-dashboard.service.ts';

/** The platform figures for the allow-listed phones (DASHBOARD_PHONES; decisions §6 "The dashboard"). */
export const adminDashboardModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getAdminDashboard, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return getAdminDashboard(userContextOf(app, request), request.query);
  });
};
