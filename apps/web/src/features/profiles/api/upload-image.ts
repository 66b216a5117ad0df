import { mediaRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';

/**
 * Uploads one image in the spec's single-chunk form (§7 "File upload") and returns its URL.
 * `folderName` groups files on the storage side (profile avatars, user pictures).
 */
export async function uploadImage(file: File, folderName: string, fallbackMessage = 'Failed to upload image'): Promise<string> {
  const form = new FormData();
  form.append('chunkNumber', '0');
  form.append('totalChunks', '1');
  form.append('folderName', folderName);
  form.append('originalname', file.name);
  // Fields before the file: the server streams the file and needs its fields first.
  form.append('file', file, file.name);
  const body = await api.call(mediaRoutes.uploadFile, { form, fallbackMessage });
  if (!body?.imgURL) throw new Error(fallbackMessage);
  return body.imgURL;
}
