import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
// The calls' own files: a feature's index would bring its screens into the first chunk.
import { menuQueryOptions } from '@/features/menu/api/get-menu.ts';
import { socialProfilesQuery } from '@/features/profiles/api/get-social-profiles.ts';
import { subscriptionStatusQuery } from '@/features/subscriptions/api/get-subscription-status.ts';
import { permissionsQuery } from '@/lib/permissions.ts';
import { sessionStore } from '@/lib/session.ts';

/*
 * Route loaders (React Router's data APIs, as Bulletproof React uses them): a screen's first data
 * is asked for when its route matches, beside the route's chunk, with the very query options the
 * screen's hooks use, so the screen finds it in the query cache. On a cold start the router
 * matches before React renders: left to the screens, these calls would wait for the scripts to
 * arrive and run, more than a second on a slow phone (issue 15 "Speed"). Nothing waits for the
 * data: navigation goes on as the screens' own queries would let it (docs/decisions/0037).
 */

/** Starts a query unless its data is cached already; a failure is the screen's to show. */
function startQuery<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>) {
  void queryClient.ensureQueryData(options).catch(() => undefined);
}

function loggedInProfile() {
  const session = sessionStore.get();
  return session.isLoggedIn && session.accessToken ? { profile: session.activeProfile, token: session.accessToken } : null;
}

/** The logged-in shell: what the sidebar and every screen's guards wait for. */
export function shellLoader(queryClient: QueryClient): LoaderFunction {
  return () => {
    const session = loggedInProfile();
    const profileId = session?.profile?.profileId;
    if (!session || !profileId) return null;
    startQuery(queryClient, socialProfilesQuery(profileId));
    startQuery(queryClient, permissionsQuery(profileId, session.token));
    startQuery(queryClient, subscriptionStatusQuery(profileId));
    return null;
  };
}

/** /menu: the active profile's menu. */
export function menuLoader(queryClient: QueryClient): LoaderFunction {
  return () => {
    const profile = loggedInProfile()?.profile;
    if (profile) startQuery(queryClient, menuQueryOptions(profile.profileId, profile.userName));
    return null;
  };
}
