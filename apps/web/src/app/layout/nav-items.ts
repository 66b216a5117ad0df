import {
  IconBook2,
  IconBuildingBank,
  IconCalendarEvent,
  IconAddressBook,
  IconClockHour4,
  IconChartBar,
  IconConfetti,
  IconHome,
  IconLanguage,
  IconPalette,
  IconQrcode,
  IconTicket,
  IconUserCircle,
  IconWallet,
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

/** Home: the set-up checklist and the venue's categories (issue 35: nothing linked to it). */
const HOME: NavItem = { label: 'Home', to: paths.home.getHref(), icon: IconHome, matches: (p) => p === paths.home.path };

/**
 * Events and money (issue 35: an owner had to type /add-event): the free events, the ticketed
 * ones and their guest lists; the wallet and the bank account payouts go to.
 */
const EVENTS: NavItem = {
  label: 'Events',
  to: paths.addEvent.getHref(),
  icon: IconConfetti,
  matches: (p) => p === paths.addEvent.path,
};
const TICKET_SELLING: NavItem = {
  label: 'Ticket selling',
  to: paths.eventTicketSelling.getHref(),
  icon: IconTicket,
  matches: (p) => isWithin(p, paths.eventTicketSelling.path) || p.startsWith('/event/'),
};
const WALLET: NavItem = {
  label: 'Wallet',
  to: paths.wallet.getHref(),
  icon: IconWallet,
  matches: (p) => p === paths.wallet.path,
};
const BANK_DETAILS: NavItem = {
  label: 'Bank details',
  to: paths.bankDetails.getHref(),
  icon: IconBuildingBank,
  matches: (p) => p === paths.bankDetails.path,
};

/**
 * The shell's entries: Home, then spec §2's Menu and Reservations, the events and the wallet
 * (issue 35), Profile, and Dashboard only for the allow-listed people (user.canSeeDashboard,
 * from DASHBOARD_PHONES on the server).
 */
export function navItems(canSeeDashboard: boolean): NavItem[] {
  const items: NavItem[] = [
    HOME,
    {
      label: 'Menu',
      to: paths.menu.getHref(),
      icon: IconBook2,
      matches: (p) => isWithin(p, paths.menu.path),
      // Issue 15: the QR codes and the public menu's settings are one click from the navigation.
      children: [
        { label: 'QR codes', to: paths.qrManager.getHref(), icon: IconQrcode, matches: (p) => isWithin(p, paths.qrManager.path) },
        {
          label: 'Menu settings',
          to: paths.digitalMenuSettings.getHref(),
          icon: IconPalette,
          matches: (p) => p === paths.digitalMenuSettings.path,
        },
        {
          label: 'Languages',
          to: paths.menuLanguages.getHref(),
          icon: IconLanguage,
          matches: (p) => p === paths.menuLanguages.path,
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
      // Issue 38: the walk-in waitlist, beside the bookings.
      children: [
        {
          label: 'Waitlist',
          to: paths.reservationsWaitlist.getHref(),
          icon: IconClockHour4,
          matches: (p) => p === paths.reservationsWaitlist.path,
        },
        {
          label: 'Guests',
          to: paths.reservationsGuests.getHref(),
          icon: IconAddressBook,
          matches: (p) => p === paths.reservationsGuests.path,
        },
      ],
    },
    { ...EVENTS, children: [TICKET_SELLING] },
    { ...WALLET, children: [BANK_DETAILS] },
    {
      label: 'Profile',
      to: paths.profile.getHref(),
      icon: IconUserCircle,
      matches: (p) => isWithin(p, paths.profile.path),
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

const MENU_PATH = paths.menu.getHref();
const RESERVATIONS_PATH = paths.reservations.getHref();
const DASHBOARD_PATH = paths.dashboard.getHref();
const PROFILE_PATH = paths.profile.getHref();

/** Mobile order (spec §2): Menu, Reservations, optional Dashboard, Profile; the rest under "More". */
export function tabItems(canSeeDashboard: boolean): NavItem[] {
  const items = navItems(canSeeDashboard);
  const byPath = (to: string) => items.find((item) => item.to === to);
  return [byPath(MENU_PATH), byPath(RESERVATIONS_PATH), byPath(DASHBOARD_PATH), byPath(PROFILE_PATH)].filter(
    (item): item is NavItem => item !== undefined,
  );
}

/** The phone's "More" sheet (issue 35): every entry the four tabs leave out, children flattened. */
export function moreItems(canSeeDashboard: boolean): NavItem[] {
  const tabs = new Set(tabItems(canSeeDashboard).map((item) => item.to));
  return navItems(canSeeDashboard).flatMap(({ children = [], ...item }) => [...(tabs.has(item.to) ? [] : [item]), ...children]);
}
