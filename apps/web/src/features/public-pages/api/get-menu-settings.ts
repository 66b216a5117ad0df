import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicPagesRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { publicPagesKeys } from './keys.ts';

/** GET /v2/menuSettings: the public theme, the public link and the last publish time. */
export const getMenuSettings = () => api.call(publicPagesRoutes.getMenuSettings);

export const menuSettingsQuery = (profileId: string) =>
  queryOptions({ queryKey: publicPagesKeys.settings(profileId), queryFn: getMenuSettings });

export function useMenuSettings(profileId: string) {
  return useQuery(menuSettingsQuery(profileId));
}
