import { isWithin, paths } from '@/config/paths.ts';

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
