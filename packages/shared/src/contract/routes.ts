/*
 * Every route of the API, without zod: the guest pages and the dashboard's shell take their
 * paths from here (`@venue/shared/routes`); their types come from `Endpoints` (index.ts).
 */
export * from './define.ts';
export { adminDashboardRoutes } from './admin-dashboard.routes.ts';
export { authRoutes } from './auth.routes.ts';
export { fastSocialRoutes } from './fast-social.routes.ts';
export { healthRoutes } from './health.routes.ts';
export { SUBSCRIBE_ROUTES, subscriptionsRoutes, superAdminRoutes } from './subscriptions.routes.ts';
export { teamRoutes } from './team.routes.ts';
export { categoriesRoutes, mediaRoutes } from './media.routes.ts';
export { invoicesRoutes, paymentsRoutes, walletRoutes } from './money.routes.ts';
export { menuRoutes, menuSpreadsheetRoutes } from './menu.routes.ts';
export { menuTranslationsRoutes } from './menu-translations.routes.ts';
export { qrRoutes } from './qr.routes.ts';
export { eventsRoutes, ticketOrdersRoutes } from './events.routes.ts';
export { eventPromoCodesRoutes, promoPreviewRoutes } from './event-promo-codes.routes.ts';
export { profileListRoutes } from './profile-list.routes.ts';
export { profilesRoutes } from './profiles.routes.ts';
export { publicPagesRoutes } from './public-pages.routes.ts';
export { bookingGuestRoutes } from './booking-guest.routes.ts';
export { reservationsRoutes } from './reservations.routes.ts';
export { waitlistRoutes } from './waitlist.routes.ts';
export { guestsRoutes } from './guests.routes.ts';
