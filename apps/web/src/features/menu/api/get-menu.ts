import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuResponse } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { toMenuView } from '../utils/map-menu.ts';
import { menuKeys } from './keys.ts';

/** Spec §7/§9: the menu query is stale after 5 minutes and kept for 10. */
export const MENU_STALE_MS = 5 * 60_000;
export const MENU_GC_MS = 10 * 60_000;

/** GET /v2/menu/{username}: the active profile's menu, hidden entities included (decisions §2). */
export function getMenu(username: string, signal?: AbortSignal): Promise<MenuResponse> {
  return api.call(menuRoutes.getMenu, { params: { username }, signal });
}

export function menuQueryOptions(profileId: ProfileKey, username: string) {
  return queryOptions({
    queryKey: menuKeys.menu(profileId, username),
    queryFn: ({ signal }) => getMenu(username, signal),
    staleTime: MENU_STALE_MS,
    gcTime: MENU_GC_MS,
  });
}

/** The menu mapped to the dashboard's view; `select` keeps the cache in the server's shape. */
export function useMenu(username: string | undefined) {
  return useQuery({ ...menuQueryOptions(useActiveProfileId(), username ?? ''), select: toMenuView, enabled: Boolean(username) });
}
