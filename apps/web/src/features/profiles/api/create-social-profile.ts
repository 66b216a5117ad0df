import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProfileRequest } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

/** Creates a personal or business profile (POST /v1/user/createSocialProfile). */
export function createSocialProfile(input: CreateProfileRequest): Promise<unknown> {
  const fallbackMessage =
    input.profileType === 'business' ? 'Failed to create business profile. Please try again.' : 'Failed to create profile';
  return api.post('/v1/user/createSocialProfile', input, { fallbackMessage });
}

export function useCreateSocialProfile() {
  const queryClient = useQueryClient();
  const profileId = useActiveProfileId();
  return useMutation({
    mutationFn: createSocialProfile,
    // Spec §7: the list is read again after creating.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all(profileId) }),
  });
}
