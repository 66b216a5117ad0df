import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PutTranslationRequest, TranslationsBody } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { menuTranslationsRoutes } from '@venue/shared/routes';
import { menuTranslationKeys } from './keys.ts';

/** PUT /v2/translations: one entity's text in one language, saved to the draft. */
export function putTranslation(input: PutTranslationRequest) {
  return api.call(menuTranslationsRoutes.putTranslation, { body: input, fallbackMessage: 'Failed to save the translation' });
}

/** Saves a translation and puts the answer in place: the list keeps its scroll and the other rows' typing. */
export function usePutTranslation() {
  const queryClient = useQueryClient();
  const profileId = useActiveProfileId();
  return useMutation({
    mutationFn: putTranslation,
    onSuccess: ({ entry, missing }, input) =>
      queryClient.setQueryData<TranslationsBody>(menuTranslationKeys.translations(profileId, input.lang), (body) =>
        body
          ? {
              ...body,
              missing,
              entries: body.entries.map((known) =>
                known.entityType === entry.entityType && known._id === entry._id ? entry : known,
              ),
            }
          : body,
      ),
  });
}
