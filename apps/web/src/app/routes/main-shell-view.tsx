import { lazy } from 'react';
import { useLocation } from 'react-router';
import { isWithin, paths } from '@/config/paths.ts';

// Each view is its own chunk, like every screen of the route table (app/router.tsx).
const HomeRoute = lazy(() => import('./home.tsx'));
const MenuRoute = lazy(() => import('./menu.tsx'));
const ProfilePage = lazy(() => import('./profile.tsx'));
const RolesAndAuthoritiesPage = lazy(() => import('./roles-and-authorities.tsx'));

/**
 * Any path the route table does not name (spec §2): protected, inside the main shell, which
 * picks its view by the path. Home is the shell's default view.
 */
export default function MainShellView() {
  const { pathname } = useLocation();
  if (isWithin(pathname, paths.menu.path)) return <MenuRoute />;
  if (isWithin(pathname, paths.profile.path)) return <ProfilePage />;
  if (isWithin(pathname, paths.rolesAndAuthorities.path)) return <RolesAndAuthoritiesPage />;
  return <HomeRoute />;
}
