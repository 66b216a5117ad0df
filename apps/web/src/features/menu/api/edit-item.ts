import { useMutation } from '@tanstack/react-query';
import { MENU_MESSAGES } from '@venue/shared';
import type { ItemFormValues } from '../types.ts';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { requireId } from '../utils/require-id.ts';
import { useInvalidateMenu } from './invalidate.ts';
import { buildEditItemForm, type MediaChange } from './item-payload.ts';

/** PATCH /v2/editItems (multipart); the file is absent when unchanged, empty when removed. */
export async function editItem(input: { id: string; values: ItemFormValues; media: MediaChange }) {
  const id = requireId(input.id, MENU_MESSAGES.missingRequestData);
  return api.call(menuRoutes.editItems, {
    form: buildEditItemForm(id, input.values, input.media),
    fallbackMessage: 'Failed to update item',
  });
}

export function useEditItem(username: string) {
  const invalidate = useInvalidateMenu(username);
  return useMutation({ mutationFn: editItem, onSuccess: invalidate });
}
