import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminDashboardEndpoints, ResponseOf } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { adminDashboardRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { adminDashboardKeys } from './keys.ts';

export type AdminDashboard = ResponseOf<typeof adminDashboardEndpoints.getAdminDashboard>;

/** GET /v1/admin/dashboard?from=&to= (IST dates; decisions §6 "The dashboard"). */
export const getAdminDashboard = (from: string, to: string) =>
  api.call(adminDashboardRoutes.getAdminDashboard, { query: { from, to } });

export function useAdminDashboard(from: string, to: string) {
  return useQuery({
    queryKey: adminDashboardKeys.figures(useActiveProfileId(), from, to),
    queryFn: () => getAdminDashboard(from, to),
    placeholderData: keepPreviousData,
  });
}
