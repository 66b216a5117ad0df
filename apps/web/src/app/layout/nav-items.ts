import {
  IconBook2,
  IconCalendarEvent,
  IconChartBar,
  IconPalette,
  IconQrcode,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { isWithin, paths } from '@/config/paths.ts';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  /** Whether the current path belongs to this entry. */
  matches: (pathname: string) => boolean;
  /** Entries shown under this one in the desktop sidebar (the phone's tab bar keeps spec §2's four). */
  children?: NavItem[];
}

/**
 * The shell's entries in spec §2 order: Menu, Reservations, Profile, and Dashboard only for
 * the allow-listed people (user.canSeeDashboard, from DASHBOARD_PHONES on the server).
 */
export function navItems(canSeeDashboard: boolean): NavItem[] {
  const items: NavItem[] = [
    {
      label: 'Menu',
      to: paths.menu.getHref(),
      icon: IconBook2,
      matches: (p) => isWithin(p, paths.menu.path) || p === paths.home.path,
      // Issue 15: the QR codes and the public menu's settings are one click from the navigation.
      children: [
        { label: 'QR codes', to: paths.qrManager.getHref(), icon: IconQrcode, matches: (p) => isWithin(p, paths.qrManager.path) },
        {
          label: 'Menu settings',
          to: paths.digitalMenuSettings.getHref(),
          icon: IconPalette,
          matches: (p) => p === paths.digitalMenuSettings.path,
        },
      ],
    },
    {
      label: 'Reservations',
      to: paths.reservations.getHref(),
      icon: IconCalendarEvent,
      // The set-up, the live feed and pausing belong to reservations though their paths do not say so
      // (spec §2); /reservations/dashboard is the bookings' figures, the Dashboard entry is /dashboard.
      matches: (p) =>
        isWithin(p, paths.reservations.path) ||
        [paths.googleRestaurantSearch.path, paths.liveActivity.path, paths.deactivateRestaurant.path].some((path) => path === p),
    },
    {
      label: 'Profile',
      to: paths.profile.getHref(),
      icon: IconUserCircle,
      // The wallet and bank details are opened from the profile's settings list.
      matches: (p) => isWithin(p, paths.profile.path) || p === paths.wallet.path || p === paths.bankDetails.path,
    },
  ];
  if (canSeeDashboard)
    items.push({
      label: 'Dashboard',
      to: paths.dashboard.getHref(),
      icon: IconChartBar,
      matches: (p) => isWithin(p, paths.dashboard.path),
    });
  return items;
}

/** Mobile order (spec §2): Menu, Reservations, optional Dashboard, Profile. */
export function tabItems(canSeeDashboard: boolean): NavItem[] {
  const items = navItems(canSeeDashboard);
  const profile = items.find((item) => item.to === paths.profile.getHref())!;
  return [...items.filter((item) => item !== profile), profile];
}
