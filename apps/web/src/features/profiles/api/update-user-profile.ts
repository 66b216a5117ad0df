import { useMutation } from '@tanstack/react-query';
import type { UpdateUserProfileRequestSchema, UserProfile } from '@venue/shared';
import type { z } from 'zod';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

export type UpdateUserProfileInput = z.input<typeof UpdateUserProfileRequestSchema>;

/** Saves name, email and picture (POST /v1/user/updateProfile); answers the saved profile. */
export async function updateUserProfile(input: UpdateUserProfileInput): Promise<UserProfile | null> {
  const body = await api.post<UserProfile | { userProfile: UserProfile } | null>('/v1/user/updateProfile', input, {
    fallbackMessage: 'Failed to update profile',
  });
  if (!body || typeof body !== 'object') return null;
  return 'userProfile' in body ? body.userProfile : body;
}

export function useUpdateUserProfile() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: updateUserProfile,
    onSuccess: (saved) => {
      // The sidebar shows the stored userProfile (spec §3): keep it in step.
      if (saved?.mobileNumber) sessionStore.update({ userProfile: saved });
      return invalidate(profileKeys.userProfile);
    },
  });
}
