import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuPreviewQuery } from '@venue/shared';
import { publicPagesRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { publicPagesKeys } from './keys.ts';

/** A venue-local moment to preview the menu at (its schedules, decisions §7); none: now. */
export type PreviewAt = MenuPreviewQuery | null;

/** GET /v2/menu-preview: the active profile's menu exactly as guests see it (visible entities only). */
export const getMenuPreview = (at: PreviewAt = null) => api.call(publicPagesRoutes.getMenuPreview, { query: at ?? {} });

/** Always fetched afresh on opening the preview: it must show the latest saved edits. */
export const menuPreviewQuery = (profileId: string, at: PreviewAt = null) =>
  queryOptions({
    queryKey: at ? [...publicPagesKeys.preview(profileId), at.date, at.time] : publicPagesKeys.preview(profileId),
    queryFn: () => getMenuPreview(at),
    staleTime: 0,
    refetchOnMount: 'always',
    // The menu stays in view while another moment's is fetched.
    placeholderData: (previous) => previous,
  });

export function useMenuPreview(profileId: string, at: PreviewAt = null) {
  return useQuery(menuPreviewQuery(profileId, at));
}
