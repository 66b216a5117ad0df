import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { menuEndpoints, ResponseOf } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { menuKeys } from './keys.ts';

/** POST /v2/reorderHomePageImages { order: [_id] }. */
export function reorderHomePageImages(ids: string[]) {
  return api.call(menuRoutes.reorderHomePageImages, {
    body: { order: ids },
    fallbackMessage: 'Failed to reorder images. Please try again.',
  });
}

/** Optimistic like the menu drag: new order at once, rolled back on failure, refetched after. */
export function useReorderHomePageImages(profileId: string) {
  const queryClient = useQueryClient();
  const key = menuKeys.homeImages(profileId);
  return useMutation({
    mutationFn: reorderHomePageImages,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ResponseOf<typeof menuEndpoints.listHomePageImages>>(key);
      if (previous) {
        const order = new Map(ids.map((id, index) => [id, index + 1]));
        queryClient.setQueryData(key, {
          images: previous.images.map((image) => ({ ...image, order: order.get(image._id) ?? image.order })),
        });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
