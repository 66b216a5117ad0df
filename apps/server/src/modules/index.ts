import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { healthModule } from './health/health.routes.ts';
import { authModule } from './auth/auth.routes.ts';
import { profilesModule } from './profiles/profiles.routes.ts';
import { mediaModule } from './media/media.routes.ts';
import { categoriesModule } from './categories/categories.routes.ts';
import { teamModule } from './team/team.routes.ts';
import { menuModule } from './menu/menu.routes.ts';
import { menuTranslationsModule } from './menu/menu-translations.routes.ts';
import { menuSpreadsheetModule } from './menu-spreadsheet/menu-spreadsheet.routes.ts';
import { publicPagesModule } from './public-pages/public-pages.routes.ts';
import { fastSocialModule } from './fast-social/fast-social.routes.ts';
import { adminDashboardModule } from './admin-dashboard/admin-dashboard.routes.ts';
import { qrModule } from './qr/qr.routes.ts';
import { paymentsModule } from './payments/payments.routes.ts';
import { subscriptionsModule } from './subscriptions/subscriptions.routes.ts';
import { invoicesModule } from './invoices/invoices.routes.ts';
import { createTermLifeJobs, refreshOnItemsChanged } from './subscriptions/term-life.ts';
import { superAdminSubscriptionsModule } from './subscriptions/super-admin.routes.ts';
import { bookingsModule } from './reservations/bookings.routes.ts';
import { restaurantModule } from './reservations/restaurant.routes.ts';
import { eventsModule } from './events/events.routes.ts';
import { walletModule } from './wallet/wallet.routes.ts';
import { setupChecklistModule } from './setup-checklist/setup-checklist.routes.ts';
import { waitlistModule } from './waitlist/waitlist.routes.ts';
import { guestsModule } from './guests/guests.routes.ts';
import { unclaimedRefundEvents, type ProviderEventOwner } from './payments/payments.service.ts';
import type { MenuItemsChangedHook } from '../lib/context.ts';
import type { JobDefinition } from '../lib/jobs/index.ts';
import { feeInvoiceMonthJob } from './invoices/fee-invoices.ts';
import { invoiceIssuerOf } from './invoices/invoices.service.ts';
import { removeMediaObjectJob } from './media/media-removal.ts';
import { sandboxWebhookJobOf } from './payments/payments.routes.ts';
import { unclaimedRefundJob } from './payments/unclaimed-payments.ts';
import { bookingReminderJob } from './reservations/booking-reminders.ts';
import { depositHoldJob, depositRefundJob } from './reservations/booking-deposits.ts';
import { pendingExpiryJob } from './reservations/booking-expiry-job.ts';
import { bookingLinkKeysOf } from './reservations/bookings-messages.ts';
import { depositTermsOf } from './reservations/deposit-money.ts';
import { liveEventsJob } from './reservations/live-activity.ts';
import { releaseTicketHoldJob } from './events/ticket-orders.ts';
import { ticketRefundJob } from './events/ticket-refunds.ts';
import { payoutTransferJob } from './wallet/payouts.ts';
import { linkedAccountSyncJob } from './wallet/vendor-account.ts';
import { termLinkEvents } from './subscriptions/subscriptions.service.ts';
import { ticketOrderLinkEvents } from './events/ticket-orders.ts';
import { ticketRefundEvents } from './events/ticket-refunds.ts';
import { depositLinkEvents, depositRefundEvents } from './reservations/booking-deposits.ts';
import { payoutTransferEvents } from './wallet/payouts.ts';
import { linkedAccountEvents } from './wallet/vendor-account.ts';

/**
 * Every feature's routes, registered in this order. A feature is one folder under modules/
 * exporting one plugin; add it here (CONTRIBUTING.md "How to add a feature").
 */
export const featureModules: FastifyPluginAsync[] = [
  healthModule,
  authModule,
  profilesModule,
  mediaModule,
  categoriesModule,
  teamModule,
  menuModule,
  menuTranslationsModule,
  menuSpreadsheetModule,
  publicPagesModule,
  fastSocialModule,
  adminDashboardModule,
  qrModule,
  paymentsModule,
  subscriptionsModule,
  invoicesModule,
  superAdminSubscriptionsModule,
  bookingsModule,
  restaurantModule,
  eventsModule,
  walletModule,
  setupChecklistModule,
  waitlistModule,
  guestsModule,
];

/**
 * What runs inside each menu write that adds or removes dishes, in its transaction
 * (`app.deps.menuItemsChanged`): billing's check of the item count against the plan.
 */
export const menuItemsChangedHooks: readonly MenuItemsChangedHook[] = [refreshOnItemsChanged];

/**
 * Every handler of the payment provider's webhooks (`app.deps.providerEvents`), each the feature
 * that owns the link, transfer, refund or account by its `notes.purpose`.
 */
export const providerEventOwners: readonly ProviderEventOwner[] = [
  termLinkEvents,
  ticketOrderLinkEvents,
  ticketRefundEvents,
  depositLinkEvents,
  depositRefundEvents,
  unclaimedRefundEvents,
  payoutTransferEvents,
  linkedAccountEvents,
];

/**
 * Every kind of durable job (lib/jobs), each written by its feature and made here with what its
 * handler needs from the app. app.ts puts them all on the runner before any route exists, so a
 * job a request schedules always has its handler, on every instance.
 */
export function jobKinds(app: FastifyInstance): JobDefinition<unknown>[] {
  const { config, payments, media, notifier, liveActivity } = app.deps;
  const linkKeys = bookingLinkKeysOf(config);
  return [
    notifier.job,
    ...createTermLifeJobs(notifier),
    feeInvoiceMonthJob(invoiceIssuerOf(config)),
    removeMediaObjectJob(media),
    sandboxWebhookJobOf(app),
    unclaimedRefundJob(payments),
    bookingReminderJob(linkKeys),
    pendingExpiryJob(linkKeys, depositTermsOf(config)),
    depositHoldJob(config),
    depositRefundJob(payments, linkKeys),
    liveEventsJob(liveActivity),
    releaseTicketHoldJob,
    ticketRefundJob(payments),
    linkedAccountSyncJob(payments),
    payoutTransferJob(payments),
  ];
}
