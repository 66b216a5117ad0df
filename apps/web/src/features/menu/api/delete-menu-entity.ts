import { useMutation } from '@tanstack/react-query';
import { MENU_MESSAGES, type MenuEntityType } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { requireId } from '../utils/require-id.ts';
import { useInvalidateMenu } from './invalidate.ts';

const FALLBACK: Record<MenuEntityType, string> = {
  Item: 'There was an error deleting the menu item. Please try again.',
  SubCategory: 'Failed to delete subcategory. Please try again.',
  Category: 'Failed to delete entity',
};

/** POST /v2/deleteMenu { _id, type }: a subcategory takes its items with it (spec §4). */
export async function deleteMenuEntity(input: { id: string; type: MenuEntityType }) {
  const id = requireId(
    input.id,
    input.type === 'SubCategory' ? MENU_MESSAGES.subcategoryDeleteIdMissing : MENU_MESSAGES.missingRequestData,
  );
  return api.call(menuRoutes.deleteMenu, { body: { _id: id, type: input.type }, fallbackMessage: FALLBACK[input.type] });
}

export function useDeleteMenuEntity(username: string) {
  const invalidate = useInvalidateMenu(username);
  return useMutation({ mutationFn: deleteMenuEntity, onSuccess: invalidate });
}
