import { lazy } from 'react';
import { useLocation } from 'react-router';
import { isWithin, paths } from '@/config/paths.ts';

// Each view is its own chunk, like every screen of the route table (app/router.tsx).
const loadHome = () => import('./home.tsx');
const loadMenu = () => import('./menu.tsx');
const loadProfile = () => import('./profile.tsx');
const loadRoles = () => import('./roles-and-authorities.tsx');
const HomeRoute = lazy(loadHome);
const MenuRoute = lazy(loadMenu);
const ProfilePage = lazy(loadProfile);
const RolesAndAuthoritiesPage = lazy(loadRoles);

function viewOf(pathname: string) {
  if (isWithin(pathname, paths.menu.path)) return { View: MenuRoute, load: loadMenu };
  if (isWithin(pathname, paths.profile.path)) return { View: ProfilePage, load: loadProfile };
  if (isWithin(pathname, paths.rolesAndAuthorities.path)) return { View: RolesAndAuthoritiesPage, load: loadRoles };
  return { View: HomeRoute, load: loadHome };
}

/** Starts fetching the view's chunk before this component renders (app/router.tsx `preloadScreen`). */
export function preloadView(pathname: string) {
  void viewOf(pathname).load();
}

/**
 * Any path the route table does not name (spec §2): protected, inside the main shell, which
 * picks its view by the path. Home is the shell's default view.
 */
export default function MainShellView() {
  const { pathname } = useLocation();
  const { View } = viewOf(pathname);
  return <View />;
}
