import { lazy } from 'react';
import { useLocation } from 'react-router';
import { loadHome, loadMenu, loadProfile, loadRoles, viewLoaderOf } from './main-shell-views.ts';

// Each view is its own chunk, like every screen of the route table (app/router.tsx).
const views = new Map([
  [loadHome, lazy(loadHome)],
  [loadMenu, lazy(loadMenu)],
  [loadProfile, lazy(loadProfile)],
  [loadRoles, lazy(loadRoles)],
]);

/**
 * Any path the route table does not name (spec §2): protected, inside the main shell, which
 * picks its view by the path (main-shell-views.ts).
 */
export default function MainShellView() {
  const { pathname } = useLocation();
  const View = views.get(viewLoaderOf(pathname))!;
  return <View />;
}
