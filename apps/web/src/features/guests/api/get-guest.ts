import { useQuery } from '@tanstack/react-query';
import type { ResponseOf, guestsEndpoints } from '@venue/shared';
import { guestsRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { guestKeys } from './keys.ts';

export type GuestDetail = ResponseOf<typeof guestsEndpoints.getGuest>['guest'];

/** GET /v1/guests/{id}: the guest with their bookings, waitlist entries and ticket orders. */
export const getGuest = async (id: string) =>
  (await api.call(guestsRoutes.getGuest, { params: { id }, fallbackMessage: 'Failed to load the guest' })).guest;

export function useGuest(id: string | null) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: guestKeys.detail(profileId, id ?? ''),
    queryFn: () => getGuest(id!),
    enabled: Boolean(profileId && id),
  });
}
