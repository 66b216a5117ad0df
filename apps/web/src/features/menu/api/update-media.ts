import { useMutation } from '@tanstack/react-query';
import { MENU_MESSAGES } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { emptyFile } from '../utils/media.ts';
import { requireId } from '../utils/require-id.ts';

export interface UpdateMediaInput {
  type: 'category' | 'subcategory' | 'item';
  id: string;
  /** Category name lowercased without whitespace (spec §7). */
  folderName: string;
  /** null clears the media: the call then carries an empty file (spec §4). */
  file: File | null;
}

/** POST /v2/updateMedia (form: type, _id, folderName, file) → the new absolute URL, '' when cleared. */
export async function updateMedia(input: UpdateMediaInput) {
  const id = requireId(
    input.id,
    input.type === 'subcategory' ? MENU_MESSAGES.subcategoryIdMissing : MENU_MESSAGES.missingRequestData,
  );
  const form = new FormData();
  form.append('type', input.type);
  form.append('_id', id);
  form.append('folderName', input.folderName);
  form.append('file', input.file ?? emptyFile());
  return api.call(menuRoutes.updateMedia, {
    form,
    fallbackMessage: input.file ? 'Failed to update subcategory image' : 'Failed to remove subcategory image',
  });
}

export function useUpdateMedia() {
  return useMutation({ mutationFn: updateMedia });
}
