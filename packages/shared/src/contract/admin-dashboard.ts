import { AdminDashboardQuerySchema, AdminDashboardResponseSchema } from '../fast-social.ts';
import { adminDashboardRoutes } from './admin-dashboard.routes.ts';
import { defineEndpoints } from './define.ts';

export const adminDashboardEndpoints = defineEndpoints(adminDashboardRoutes, {
  getAdminDashboard: { query: AdminDashboardQuerySchema, response: AdminDashboardResponseSchema },
});
