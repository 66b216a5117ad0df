import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminDashboardQuerySchema, AdminDashboardResponseSchema, envelopeOf } from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { userContextOf } from '../../plugins/access.ts';
import { getAdminDashboard } from './admin-dashboard.service.ts';

/** The platform figures for the allow-listed phones (DASHBOARD_PHONES; decisions §6 "The dashboard"). */
export const adminDashboardModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/admin/dashboard',
    {
      config: { access: 'platformDashboard' },
      schema: {
        tags: ['admin dashboard'],
        querystring: AdminDashboardQuerySchema,
        response: { 200: envelopeOf(AdminDashboardResponseSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await getAdminDashboard(userContextOf(app, request), request.query));
    },
  );
};
