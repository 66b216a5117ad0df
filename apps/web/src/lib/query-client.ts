import { QueryClient } from '@tanstack/react-query';
import { refreshPermissionsOnForbidden } from './permissions.ts';
import { sessionStore, type Session } from './session.ts';

/** Spec §9 caching: default queries never stale, no retry, no refetch on focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

const profileIdOf = (session: Session) => (session.isLoggedIn ? (session.activeProfile?.profileId ?? null) : null);

/**
 * Empties the query cache whenever the active profile changes or the session ends, whoever
 * changed it (the switcher, a login, logout, another tab): nothing read for one business or
 * person survives into the next. Keys carry the profile too (lib/query-keys.ts), so a late
 * answer for the old profile can never be shown under the new one. Returns the unsubscriber.
 */
export function syncQueryCacheWithSession(queryClient: QueryClient): () => void {
  let current = profileIdOf(sessionStore.get());
  return sessionStore.subscribe(() => {
    const next = profileIdOf(sessionStore.get());
    if (next === current) return;
    current = next;
    queryClient.removeQueries();
  });
}

/** Ties a client to the session: the cache follows the active profile, a 403 refreshes the rights. */
export function connectQueryClient(queryClient: QueryClient): () => void {
  const stopSync = syncQueryCacheWithSession(queryClient);
  const stopForbidden = refreshPermissionsOnForbidden(queryClient);
  return () => {
    stopSync();
    stopForbidden();
  };
}
