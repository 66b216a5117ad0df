import { useMutation } from '@tanstack/react-query';
import type { CreateProfileRequest, Profile } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { profilesRoutes } from '@venue/shared/routes';
import { profileKeys } from './keys.ts';

/** Creates a personal or business profile (POST /v1/user/createSocialProfile); answers the new profile. */
export function createSocialProfile(input: CreateProfileRequest): Promise<Profile> {
  const fallbackMessage =
    input.profileType === 'business' ? 'Failed to create business profile. Please try again.' : 'Failed to create profile';
  return api.call(profilesRoutes.createSocialProfile, { body: input, fallbackMessage });
}

export function useCreateSocialProfile() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: createSocialProfile,
    // Spec §7: the list is read again after creating.
    onSuccess: () => invalidate(profileKeys.all),
  });
}
