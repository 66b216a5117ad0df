import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { menuTranslationsRoutes } from '@venue/shared/routes';
import { menuTranslationKeys } from './keys.ts';

/** PUT /v2/menu-languages { languages }: the languages guests may read the menu in. */
export function updateMenuLanguages(languages: string[]) {
  return api.call(menuTranslationsRoutes.updateMenuLanguages, {
    body: { languages },
    fallbackMessage: "Failed to save the menu's languages",
  });
}

export function useUpdateMenuLanguages() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updateMenuLanguages, onSuccess: () => invalidate(menuTranslationKeys.all) });
}
