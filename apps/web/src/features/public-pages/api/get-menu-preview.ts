import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicPagesRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { publicPagesKeys } from './keys.ts';

/** GET /v2/menu-preview: the active profile's menu exactly as guests see it (visible entities only). */
export const getMenuPreview = () => api.call(publicPagesRoutes.getMenuPreview);

/** Always fetched afresh on opening the preview: it must show the latest saved edits. */
export const menuPreviewQuery = (profileId: string) =>
  queryOptions({ queryKey: publicPagesKeys.preview(profileId), queryFn: getMenuPreview, staleTime: 0, refetchOnMount: 'always' });

export function useMenuPreview(profileId: string) {
  return useQuery(menuPreviewQuery(profileId));
}
