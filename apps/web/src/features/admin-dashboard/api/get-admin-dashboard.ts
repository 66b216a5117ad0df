import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDashboardResponseSchema } from '@venue/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { adminDashboardKeys } from './keys.ts';

export type AdminDashboard = z.infer<typeof AdminDashboardResponseSchema>;

/** GET /v1/admin/dashboard?from=&to= (IST dates; decisions §6 "The dashboard"). */
export const getAdminDashboard = (from: string, to: string) => api.get<AdminDashboard>('/v1/admin/dashboard', { from, to });

export function useAdminDashboard(from: string, to: string) {
  return useQuery({
    queryKey: adminDashboardKeys.figures(useActiveProfileId(), from, to),
    queryFn: () => getAdminDashboard(from, to),
    placeholderData: keepPreviousData,
  });
}
