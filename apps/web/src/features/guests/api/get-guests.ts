import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResponseOf, guestsEndpoints } from '@venue/shared';
import { guestsRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { guestKeys } from './keys.ts';

export type GuestList = ResponseOf<typeof guestsEndpoints.listGuests>;
export type GuestFilters = { search: string; tag: string | null; page: number };

/** GET /v1/guests?search=&tag=&page= (decisions §7 "Guest book"). */
export const getGuests = (filters: GuestFilters) =>
  api.call(guestsRoutes.listGuests, {
    query: { search: filters.search || undefined, tag: filters.tag ?? undefined, page: filters.page },
    fallbackMessage: 'Failed to load the guest book',
  });

/** A page of the guest book; the last page stays on screen while the next search loads. */
export function useGuests(filters: GuestFilters) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: guestKeys.list(profileId, filters),
    queryFn: () => getGuests(filters),
    enabled: Boolean(profileId),
    placeholderData: keepPreviousData,
  });
}
