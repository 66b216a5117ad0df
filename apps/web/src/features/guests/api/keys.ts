import type { QueryClient } from '@tanstack/react-query';
import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

/** Query keys of the guest book (lib/query-keys.ts): `list(profileId, filters)`, `detail(profileId, id)`, `all(profileId)`. */
export const guestKeys = queryKeysFactory('guests');

/**
 * After a guest's tags, notes or erasure: every read of the profile again, since the desk's
 * bookings and waitlist carry the guest (and erasure blanks them), and no live event says so.
 * Every key carries the profile id second (lib/query-keys.ts).
 */
export const refreshProfile = (queryClient: QueryClient, profileId: ProfileKey) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === guestKeys.all(profileId)[1] });
