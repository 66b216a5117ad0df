/**
 * The one query-key factory (after medusa's `query-key-factory.ts`). Every key starts with
 * the feature and the active profile id, so an answer for one business is never shown under
 * another, and `all(profileId)` reaches every query a feature holds for that profile. The
 * cache is also emptied when the active profile changes (`syncQueryCacheWithSession`).
 */

/** The active profile's id; null before one is chosen (a new account with no profile yet). */
export type ProfileKey = string | null;

const NO_PROFILE = 'no-profile';

export function queryKeysFactory<const Feature extends string>(feature: Feature) {
  const all = (profileId: ProfileKey) => [feature, profileId ?? NO_PROFILE] as const;
  return {
    all,
    lists: (profileId: ProfileKey) => [...all(profileId), 'list'] as const,
    list: (profileId: ProfileKey, query?: Record<string, unknown>) =>
      query === undefined ? ([...all(profileId), 'list'] as const) : ([...all(profileId), 'list', { query }] as const),
    details: (profileId: ProfileKey) => [...all(profileId), 'detail'] as const,
    detail: (profileId: ProfileKey, id: string | number) => [...all(profileId), 'detail', id] as const,
    /** A key of the feature's own shape below the profile: `scoped(profileId, 'stats', days)`. */
    scoped: <const Parts extends readonly unknown[]>(profileId: ProfileKey, ...parts: Parts) =>
      [...all(profileId), ...parts] as const,
  };
}
