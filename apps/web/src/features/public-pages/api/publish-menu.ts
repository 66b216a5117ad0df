import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { PREVIEW_TEXTS } from '../lib/preview-texts.ts';
import { publicPagesKeys } from './keys.ts';

/** POST /v2/publish-menu: records the publish time and refreshes the public page (spec §4). */
export const publishMenu = () => api.call(menuRoutes.publishMenu, { body: {}, fallbackMessage: PREVIEW_TEXTS.publishFailed });

export function usePublishMenu() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: publishMenu,
    onSuccess: () => invalidate(publicPagesKeys.all),
  });
}
