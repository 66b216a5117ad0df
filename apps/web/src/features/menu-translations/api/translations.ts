import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { menuTranslationsRoutes } from '@venue/shared/routes';
import { menuTranslationKeys } from './keys.ts';

/** GET /v2/translations?lang=: every entity of the draft beside its text in `lang`, with what is missing. */
export function getTranslations(lang: string, signal?: AbortSignal) {
  return api.call(menuTranslationsRoutes.getTranslations, { query: { lang }, signal });
}

export function translationsQueryOptions(profileId: string, lang: string) {
  return queryOptions({
    queryKey: menuTranslationKeys.translations(profileId, lang),
    queryFn: ({ signal }) => getTranslations(lang, signal),
  });
}

export function useTranslations(profileId: string | undefined, lang: string | null) {
  return useQuery({ ...translationsQueryOptions(profileId ?? '', lang ?? ''), enabled: Boolean(profileId && lang) });
}
