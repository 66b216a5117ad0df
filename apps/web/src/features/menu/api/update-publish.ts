import { useMutation } from '@tanstack/react-query';
import { MENU_MESSAGES, type MenuEntityType } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { requireId } from '../utils/require-id.ts';
import { useInvalidateMenu } from './invalidate.ts';

export interface UpdatePublishInput {
  id: string;
  type: MenuEntityType;
  isVisible: boolean;
  /** Showing a subcategory: also show the items its hide hid. */
  showItems?: boolean;
}

const FALLBACK: Record<MenuEntityType, string> = {
  Item: 'Failed to update item visibility',
  SubCategory: 'Failed to update subcategory visibility',
  Category: 'Failed to update category visibility',
};

/**
 * POST /v2/updatePublish { _id, type, publish, showItems? }. Hiding a subcategory also hides its
 * items on the server, in the same transaction (spec §4); showing it with `showItems` shows
 * those same items again.
 */
export async function updatePublish(input: UpdatePublishInput) {
  const id = requireId(
    input.id,
    input.type === 'SubCategory' ? MENU_MESSAGES.subcategoryUpdateIdMissing : MENU_MESSAGES.missingRequestData,
  );
  return api.call(menuRoutes.updatePublish, {
    body: { _id: id, type: input.type, publish: input.isVisible ? 1 : 0, ...(input.showItems ? { showItems: true } : {}) },
    fallbackMessage: FALLBACK[input.type],
  });
}

export function useUpdatePublish(username: string, options: { invalidate?: boolean } = {}) {
  const invalidate = useInvalidateMenu(username);
  return useMutation({ mutationFn: updatePublish, onSuccess: options.invalidate === false ? undefined : invalidate });
}
