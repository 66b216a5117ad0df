import { useMutation } from '@tanstack/react-query';
import type { ItemFormValues } from '../types.ts';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { useInvalidateMenu } from './invalidate.ts';
import { buildAddItemForm } from './item-payload.ts';

/** POST /v2/addItems (multipart). Spec §8: the server's message, else "Can't add item right now." */
export function addItem(input: { values: ItemFormValues; file: File | null }) {
  return api.call(menuRoutes.addItems, {
    form: buildAddItemForm(input.values, input.file),
    fallbackMessage: "Can't add item right now.",
  });
}

export function useAddItem(username: string) {
  const invalidate = useInvalidateMenu(username);
  return useMutation({ mutationFn: addItem, onSuccess: invalidate });
}
