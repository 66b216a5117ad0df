import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, waitlistEndpoints } from '@venue/shared';
import { waitlistRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { waitlistKeys } from './keys.ts';

export type WaitlistSettingsInput = BodyOf<typeof waitlistEndpoints.updateWaitlistSettings>;

/** GET /v1/waitlist/settings. */
export const getWaitlistSettings = () =>
  api.call(waitlistRoutes.getWaitlistSettings, { fallbackMessage: 'Failed to load the waitlist settings' });

export function useWaitlistSettings() {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: waitlistKeys.settings(profileId), queryFn: getWaitlistSettings, enabled: Boolean(profileId) });
}

/** PUT /v1/waitlist/settings { remoteJoin, maxPartySize, maxWaiting }. */
export const updateWaitlistSettings = (body: WaitlistSettingsInput) =>
  api.call(waitlistRoutes.updateWaitlistSettings, { body, fallbackMessage: 'Failed to save the waitlist settings' });

export function useUpdateWaitlistSettings() {
  const profileId = useActiveProfileId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWaitlistSettings,
    onSuccess: (answer) => queryClient.setQueryData(waitlistKeys.settings(profileId), answer),
  });
}
