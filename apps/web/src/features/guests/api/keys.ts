import { queryKeysFactory } from '@/lib/query-keys.ts';

/** Query keys of the guest book (lib/query-keys.ts): `list(profileId, filters)`, `detail(profileId, id)`, `all(profileId)`. */
export const guestKeys = queryKeysFactory('guests');
