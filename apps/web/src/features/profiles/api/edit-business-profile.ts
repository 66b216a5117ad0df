import { useMutation } from '@tanstack/react-query';
import type { EditBusinessProfileRequest } from '@venue/shared';
import { profilesRoutes } from '@venue/shared/routes';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** POST /v1/profiles: name, image, categories, GSTIN, numbers and FSSAI of the active business. */
export const editBusinessProfile = (input: EditBusinessProfileRequest) =>
  api.call(profilesRoutes.editBusinessProfile, { body: input, fallbackMessage: 'Failed to update business profile' });

export function useEditBusinessProfile() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: editBusinessProfile, onSuccess: () => invalidate(profileKeys.all) });
}
