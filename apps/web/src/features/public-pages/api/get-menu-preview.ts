import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuPreviewBody } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { publicPagesKeys } from './keys.ts';

/** GET /v2/menu-preview: the active profile's menu exactly as guests see it (visible entities only). */
export const getMenuPreview = () => api.get<MenuPreviewBody>('/v2/menu-preview');

/** Always fetched afresh on opening the preview: it must show the latest saved edits. */
export const menuPreviewQuery = (profileId: string) =>
  queryOptions({ queryKey: publicPagesKeys.preview(profileId), queryFn: getMenuPreview, staleTime: 0, refetchOnMount: 'always' });

export function useMenuPreview(profileId: string) {
  return useQuery(menuPreviewQuery(profileId));
}
