import { useLocation } from 'react-router';
import HomeRoute from './home.tsx';
import MenuRoute from './menu.tsx';
import ProfilePage from './profile.tsx';
import RolesAndAuthoritiesPage from './roles-and-authorities.tsx';

/**
 * Any path the route table does not name (spec §2): protected, inside the main shell, which
 * picks its view by the path. Home is the shell's default view.
 */
export default function MainShellView() {
  const { pathname } = useLocation();
  const first = pathname.split('/')[1] ?? '';
  if (first === 'menu') return <MenuRoute />;
  if (first === 'profile') return <ProfilePage />;
  if (first === 'roles-and-authorities') return <RolesAndAuthoritiesPage />;
  return <HomeRoute />;
}
