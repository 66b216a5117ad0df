import { IconBook2, IconCalendarEvent, IconChartBar, IconUserCircle, type Icon } from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  /** Whether the current path belongs to this entry. */
  matches: (pathname: string) => boolean;
}

const DASHBOARD_PATH = '/reservations/dashboard';

/**
 * The shell's entries in spec §2 order: Menu, Reservations, Profile, and Dashboard only for
 * the allow-listed people (user.canSeeDashboard, from DASHBOARD_PHONES on the server).
 */
export function navItems(canSeeDashboard: boolean): NavItem[] {
  const items: NavItem[] = [
    { label: 'Menu', to: '/menu', icon: IconBook2, matches: (p) => p === '/menu' || p.startsWith('/menu/') || p === '/home' },
    {
      label: 'Reservations',
      to: '/reservations',
      icon: IconCalendarEvent,
      matches: (p) => (p === '/reservations' || p.startsWith('/reservations/')) && !p.startsWith(DASHBOARD_PATH),
    },
    { label: 'Profile', to: '/profile', icon: IconUserCircle, matches: (p) => p === '/profile' || p.startsWith('/profile/') },
  ];
  if (canSeeDashboard)
    items.push({ label: 'Dashboard', to: DASHBOARD_PATH, icon: IconChartBar, matches: (p) => p.startsWith(DASHBOARD_PATH) });
  return items;
}

/** Mobile order (spec §2): Menu, Reservations, optional Dashboard, Profile. */
export function tabItems(canSeeDashboard: boolean): NavItem[] {
  const items = navItems(canSeeDashboard);
  const profile = items.find((item) => item.to === '/profile')!;
  return [...items.filter((item) => item !== profile), profile];
}
