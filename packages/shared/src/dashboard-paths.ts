/**
 * Every path of the dashboard (spec §2), in one place: the web's router declares `path`, links,
 * navigate calls and guards go to `getHref()`, and the server answers 200 with the dashboard
 * only for a path the app names (`isDashboardPath`; docs/decisions/0038). A path is never typed
 * out anywhere else. Zod-free: the web imports it as `@venue/shared/dashboard-paths`.
 */
const fixed = <const P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  root: fixed('/'),
  login: fixed('/login'),
  subscriptionPaymentCallback: fixed('/subscription-payment-callback'),

  home: fixed('/home'),
  menu: fixed('/menu'),
  /** The menu's languages and translations (decisions §7). */
  menuLanguages: fixed('/menu/languages'),
  digitalMenuSettings: fixed('/digital-menu-settings'),

  profile: fixed('/profile'),
  userDetails: fixed('/profile/user-details'),
  editBusinessProfile: fixed('/profile/edit-business-profile'),
  tableReservationSettings: fixed('/profile/settings/table-reservation'),
  contactDetails: fixed('/profile/settings/contact-details'),
  openingHours: fixed('/profile/settings/opening-hours'),
  fastSocialSettings: fixed('/profile/settings/fast-social'),
  rolesAndAuthorities: fixed('/roles-and-authorities'),
  manageLinks: fixed('/manage-links'),
  wallet: fixed('/wallet'),
  bankDetails: fixed('/bank-details'),
  deactivateRestaurant: fixed('/deactivate-restaurant'),
  superAdminAccess: fixed('/super-admin-access'),
  /** The platform Dashboard of the allow-listed people (spec §2 entry; decisions §6). */
  dashboard: fixed('/dashboard'),
  googleRestaurantSearch: fixed('/google-restaurant-search'),

  qrManager: fixed('/qr-manager'),
  qrManagerAdd: fixed('/qr-manager/add'),
  qrManagerDetails: {
    path: '/qr-manager/details/:restaurantName',
    getHref: (restaurantName: string) => `/qr-manager/details/${encodeURIComponent(restaurantName)}`,
  },

  reservations: fixed('/reservations'),
  reservationsDashboard: fixed('/reservations/dashboard'),
  reservationsUserAccess: fixed('/reservations/user-access'),
  reservationsBusinessProfileSettings: fixed('/reservations/business-profile-settings'),
  reservationsTermsConditions: fixed('/reservations/terms-conditions'),
  reservationsManageSlots: fixed('/reservations/manage-slots'),
  reservationsManageSlot: {
    path: '/reservations/manage-slots/:mealTimeId',
    getHref: (mealTimeId: string) => `/reservations/manage-slots/${encodeURIComponent(mealTimeId)}`,
  },
  reservationsCityWiseBookings: fixed('/reservations/city-wise-bookings'),
  reservationsOverallBookings: fixed('/reservations/overall-bookings'),
  /** The walk-in waitlist (issue 38), beside the bookings desk. */
  reservationsWaitlist: fixed('/reservations/waitlist'),
  /** The guest book (issue 38), beside the waitlist. */
  reservationsGuests: fixed('/reservations/guests'),
  liveActivity: fixed('/live-activity'),

  addEvent: fixed('/add-event'),
  eventTicketSelling: fixed('/event-ticket-selling'),
  eventTicketSellingEdit: {
    path: '/event-ticket-selling/:eventId/edit',
    getHref: (eventId: string) => `/event-ticket-selling/${encodeURIComponent(eventId)}/edit`,
  },
  eventGuests: {
    path: '/event/:eventId/guests',
    getHref: (eventId: string) => `/event/${encodeURIComponent(eventId)}/guests`,
  },

  subscriptionPlans: fixed('/subscription-plans'),
  digitalMenuPlans: fixed('/digital-menu-plans'),
  fastSocialPlans: fixed('/fast-social-plans'),
} as const;

/**
 * Areas whose pages below them the app shows too (spec §2): the main shell's own views ("/menu/x"
 * is the menu) and the QR area, where any other path goes back to its start.
 */
export const dashboardAreas = [paths.menu, paths.profile, paths.rolesAndAuthorities, paths.qrManager] as const;

/** Whether `pathname` is `path` itself or a page below it ("/menu", "/menu/x", not "/menus"). */
export function isWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** A route path as the router matches it: `:name` is one segment, letters in any case. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`, 'i');
const routePatterns = Object.values(paths).map((entry) => patternOf(entry.path));

/**
 * Whether the dashboard names `pathname` (a path, no query): one of its routes, matched as React
 * Router matches (any letter case, one trailing slash), or a page inside one of its areas. The
 * server answers every other path 404 (docs/decisions/0038).
 */
export function isDashboardPath(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const lower = path.toLowerCase();
  return routePatterns.some((pattern) => pattern.test(path)) || dashboardAreas.some((area) => isWithin(lower, area.path));
}
