import type { QueryClient } from '@tanstack/react-query';
import { isWithin, paths } from '@/config/paths.ts';
import { sessionStore } from '@/lib/session.ts';

/**
 * The main shell's views by path (spec §2: any path the route table does not name), as chunk
 * loaders: `main-shell-view.tsx` renders them, and `router.tsx` `preloadScreen` fetches the one a
 * cold start needs without waiting for main-shell-view's own chunk. Home is the default.
 */
export const loadHome = () => import('./home.tsx');
export const loadMenu = () => import('./menu.tsx');
export const loadProfile = () => import('./profile.tsx');
export const loadRoles = () => import('./roles-and-authorities.tsx');

export function viewLoaderOf(pathname: string) {
  if (isWithin(pathname, paths.menu.path)) return loadMenu;
  if (isWithin(pathname, paths.profile.path)) return loadProfile;
  if (isWithin(pathname, paths.rolesAndAuthorities.path)) return loadRoles;
  return loadHome;
}

/**
 * What a view shows first, asked for on a cold start beside its chunk: /menu's menu. Left to the
 * screen, the request waits for the shell's and the screen's scripts to arrive and run, more than
 * a second on a slow phone (issue 15 "Speed"); the screen's useMenu then finds it in the cache.
 */
export function preloadViewData(pathname: string, queryClient: QueryClient) {
  const session = sessionStore.get();
  const profile = session.isLoggedIn ? session.activeProfile : null;
  if (!profile || !isWithin(pathname, paths.menu.path)) return;
  void import('@/features/menu/api/get-menu.ts').then(({ menuQueryOptions }) =>
    queryClient.prefetchQuery(menuQueryOptions(profile.profileId, profile.userName)),
  );
}
