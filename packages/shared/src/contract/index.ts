import type { Endpoint } from './define.ts';
import { adminDashboardEndpoints } from './admin-dashboard.ts';
import { authEndpoints } from './auth.ts';
import { fastSocialEndpoints } from './fast-social.ts';
import { healthEndpoints } from './health.ts';
import { categoriesEndpoints, mediaEndpoints } from './media.ts';
import { menuEndpoints, menuSpreadsheetEndpoints } from './menu.ts';
import { menuTranslationsEndpoints } from './menu-translations.ts';
import { invoicesEndpoints, paymentsEndpoints, walletEndpoints } from './money.ts';
import { bookingGuestEndpoints, reservationsEndpoints } from './reservations.ts';
import { subscriptionsEndpoints, superAdminEndpoints } from './subscriptions.ts';
import { teamEndpoints } from './team.ts';
import { qrEndpoints } from './qr.ts';
import { eventsEndpoints, ticketOrdersEndpoints } from './events.ts';
import { eventPromoCodesEndpoints, promoPreviewEndpoints } from './event-promo-codes.ts';
import { profileListEndpoints, profilesEndpoints } from './profiles.ts';
import { publicPagesEndpoints } from './public-pages.ts';
import { waitlistEndpoints } from './waitlist.ts';
import { guestsEndpoints } from './guests.ts';

export * from './routes.ts';
export {
  adminDashboardEndpoints,
  categoriesEndpoints,
  invoicesEndpoints,
  mediaEndpoints,
  paymentsEndpoints,
  walletEndpoints,
  authEndpoints,
  fastSocialEndpoints,
  healthEndpoints,
  subscriptionsEndpoints,
  superAdminEndpoints,
  teamEndpoints,
  menuEndpoints,
  menuSpreadsheetEndpoints,
  menuTranslationsEndpoints,
  qrEndpoints,
  eventsEndpoints,
  ticketOrdersEndpoints,
  eventPromoCodesEndpoints,
  promoPreviewEndpoints,
  profileListEndpoints,
  profilesEndpoints,
  publicPagesEndpoints,
  reservationsEndpoints,
  bookingGuestEndpoints,
  waitlistEndpoints,
  guestsEndpoints,
};

/** Each feature's definitions; an operationId is unique across them all (contract.test.ts). */
export const featureEndpoints = [
  healthEndpoints,
  authEndpoints,
  teamEndpoints,
  fastSocialEndpoints,
  adminDashboardEndpoints,
  subscriptionsEndpoints,
  superAdminEndpoints,
  invoicesEndpoints,
  walletEndpoints,
  paymentsEndpoints,
  mediaEndpoints,
  categoriesEndpoints,
  menuEndpoints,
  menuSpreadsheetEndpoints,
  menuTranslationsEndpoints,
  qrEndpoints,
  eventsEndpoints,
  ticketOrdersEndpoints,
  eventPromoCodesEndpoints,
  promoPreviewEndpoints,
  profileListEndpoints,
  profilesEndpoints,
  publicPagesEndpoints,
  reservationsEndpoints,
  bookingGuestEndpoints,
  waitlistEndpoints,
  guestsEndpoints,
] as const;

/** The features' definitions as one object type, in the order of `featureEndpoints`. */
type Merged<T extends readonly object[]> = T extends readonly [infer First, ...infer Rest extends readonly object[]]
  ? First & Merged<Rest>
  : unknown;

/** Every endpoint by operationId: `featureEndpoints` merged, so a feature is listed once. */
export const endpoints = Object.assign({}, ...featureEndpoints) as Merged<typeof featureEndpoints>;

export type Endpoints = typeof endpoints;
export type OperationId = keyof Endpoints;

/** Every endpoint, for the OpenAPI document, the route check and the web's test fakes. */
export const allEndpoints: readonly Endpoint[] = featureEndpoints.flatMap((feature) => Object.values(feature) as Endpoint[]);
