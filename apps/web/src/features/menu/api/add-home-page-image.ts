import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { menuKeys } from './keys.ts';

/** POST /v2/addHomePageImages (form: file, folderName, title). */
export function addHomePageImage(input: { file: File; folderName: string; title?: string }) {
  const form = new FormData();
  form.append('file', input.file);
  form.append('folderName', input.folderName);
  if (input.title) form.append('title', input.title);
  return api.call(menuRoutes.addHomePageImages, { form, fallbackMessage: 'Failed to add image' });
}

export function useAddHomePageImage(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addHomePageImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.homeImages(profileId) }),
  });
}
