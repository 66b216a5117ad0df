import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMenuSettingsRequest } from '@venue/shared';
import { publicPagesRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { publicPagesKeys } from './keys.ts';

/** POST /v2/updateMenuSettings { selectedPublicTheme }. */
export const updateMenuSettings = (input: UpdateMenuSettingsRequest) =>
  api.call(publicPagesRoutes.updateMenuSettings, { body: input, fallbackMessage: 'Failed to save the theme' });

export function useUpdateMenuSettings(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMenuSettings,
    onSuccess: (body) => {
      queryClient.setQueryData(publicPagesKeys.settings(profileId), body);
      return queryClient.invalidateQueries({ queryKey: publicPagesKeys.preview(profileId) });
    },
  });
}
