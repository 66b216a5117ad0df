import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { menuKeys } from './keys.ts';

/** POST /v2/deleteHomePageImage { _id }. */
export function deleteHomePageImage(id: string) {
  return api.call(menuRoutes.deleteHomePageImage, { body: { _id: id }, fallbackMessage: 'Failed to delete image' });
}

export function useDeleteHomePageImage(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHomePageImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.homeImages(profileId) }),
  });
}
