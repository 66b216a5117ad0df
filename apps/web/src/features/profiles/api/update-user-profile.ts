import { useMutation } from '@tanstack/react-query';
import type { UpdateUserProfileRequestSchema, UserProfile } from '@venue/shared';
import { authRoutes } from '@venue/shared/routes';
import type { z } from 'zod';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

export type UpdateUserProfileInput = z.input<typeof UpdateUserProfileRequestSchema>;

/** Saves name, email and picture (POST /v1/user/updateProfile); answers the saved profile. */
export function updateUserProfile(input: UpdateUserProfileInput): Promise<UserProfile> {
  return api.call(authRoutes.updateProfile, { body: input, fallbackMessage: 'Failed to update profile' });
}

export function useUpdateUserProfile() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: updateUserProfile,
    onSuccess: (saved) => {
      // The sidebar shows the stored userProfile (spec §3): keep it in step.
      if (saved.mobileNumber) sessionStore.update({ userProfile: saved });
      return invalidate(profileKeys.userProfile);
    },
  });
}
