import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { menuTranslationsRoutes } from '@venue/shared/routes';
import { menuTranslationKeys } from './keys.ts';

/** GET /v2/menu-languages: the menu's languages (en first) and every language it may offer. */
export function getMenuLanguages(signal?: AbortSignal) {
  return api.call(menuTranslationsRoutes.getMenuLanguages, { signal });
}

export function menuLanguagesQueryOptions(profileId: string) {
  return queryOptions({ queryKey: menuTranslationKeys.languages(profileId), queryFn: ({ signal }) => getMenuLanguages(signal) });
}

export function useMenuLanguages(profileId: string | undefined) {
  return useQuery({ ...menuLanguagesQueryOptions(profileId ?? ''), enabled: Boolean(profileId) });
}
