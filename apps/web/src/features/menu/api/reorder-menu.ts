import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuResponse } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { applyOrderToMenu, type ReorderScope } from '../utils/reorder.ts';
import { menuKeys } from './keys.ts';

export interface ReorderInput {
  scope: ReorderScope;
  /** The order the screen showed before the drag: the server checks it is still current. */
  oldIds: string[];
  newIds: string[];
}

const FALLBACK: Record<ReorderScope, string> = {
  item: 'Failed to reorder menu items. Please try again.',
  subcategory: 'Failed to reorder subcategories. Please try again.',
  category: 'Failed to reorder categories. Please try again.',
};

/** POST /v2/menu-drag { type, oldData, reorderedData }; 409 with a message when the order is stale. */
export function reorderMenu(input: ReorderInput) {
  return api.call(menuRoutes.menuDrag, {
    body: {
      type: input.scope,
      oldData: input.oldIds.map((_id) => ({ _id })),
      reorderedData: input.newIds.map((_id) => ({ _id })),
    },
    fallbackMessage: FALLBACK[input.scope],
  });
}

/**
 * Drag ordering with an optimistic update (model: medusa's organize-category-form): the cache
 * takes the new order at once, is put back when the call fails, and is refetched either way
 * so the screen ends on the server's truth (spec §4 "on failure data is refetched").
 */
export function useReorderMenu(username: string) {
  const queryClient = useQueryClient();
  const key = menuKeys.menu(useActiveProfileId(), username);
  return useMutation({
    mutationFn: reorderMenu,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MenuResponse>(key);
      if (previous) queryClient.setQueryData<MenuResponse>(key, applyOrderToMenu(previous, input.scope, input.newIds));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
