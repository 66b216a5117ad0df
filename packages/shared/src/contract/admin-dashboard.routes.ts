import { defineRoutes } from './define.ts';

/** The platform figures for the allow-listed phones (DASHBOARD_PHONES; decisions §6 "The dashboard"). */
export const adminDashboardRoutes = defineRoutes('admin dashboard', {
  getAdminDashboard: {
    method: 'GET',
    path: '/v1/admin/dashboard',
    access: 'platformDashboard',
    summary: "The platform's figures over a date range (from, to)",
  },
});
