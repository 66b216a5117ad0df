import type { QueryClient } from '@tanstack/react-query';
import { isValidElement, lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RedirectIfAuthenticated, RequireAuth } from '@/components/route-guards.tsx';
import { paths } from '@/config/paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { preloadViewData, viewLoaderOf } from './routes/main-shell-views.ts';

/*
 * One chunk per screen (issue 15 "Speed", docs/decisions/0018): /login loads neither the shell
 * nor any other screen; RootLayout's Suspense shows the loader while a screen's chunk arrives.
 */
const AdminDashboardPage = lazy(() => import('./routes/admin-dashboard.tsx'));
const BankDetailsPage = lazy(() => import('./routes/bank-details.tsx'));
const ContactDetailsPage = lazy(() => import('./routes/contact-details.tsx'));
const AddEventRoute = lazy(() => import('./routes/add-event.tsx'));
const CityWiseBookingsRoute = lazy(() => import('./routes/city-wise-bookings.tsx'));
const DeactivateRestaurantRoute = lazy(() => import('./routes/deactivate-restaurant.tsx'));
const DigitalMenuPlansPage = lazy(() => import('./routes/digital-menu-plans.tsx'));
const DigitalMenuSettingsPage = lazy(() => import('./routes/digital-menu-settings.tsx'));
const EditBusinessProfilePage = lazy(() => import('./routes/edit-business-profile.tsx'));
const EventGuestsRoute = lazy(() => import('./routes/event-guests.tsx'));
const EventTicketSellingEditRoute = lazy(() => import('./routes/event-ticket-selling-edit.tsx'));
const EventTicketSellingRoute = lazy(() => import('./routes/event-ticket-selling.tsx'));
const FastSocialPlansPage = lazy(() => import('./routes/fast-social-plans.tsx'));
const FastSocialSettingsPage = lazy(() => import('./routes/fast-social-settings.tsx'));
const GoogleRestaurantSearchRoute = lazy(() => import('./routes/google-restaurant-search.tsx'));
const HomeRoute = lazy(() => import('./routes/home.tsx'));
const LiveActivityRoute = lazy(() => import('./routes/live-activity.tsx'));
const LoginPage = lazy(() => import('./routes/login.tsx'));
const loadMainShellView = () => import('./routes/main-shell-view.tsx');
const MainShellView = lazy(loadMainShellView);
const ManageLinksPage = lazy(() => import('./routes/manage-links.tsx'));
const ManageSlotRoute = lazy(() => import('./routes/manage-slot.tsx'));
const ManageSlotsRoute = lazy(() => import('./routes/manage-slots.tsx'));
const OpeningHoursRoute = lazy(() => import('./routes/opening-hours.tsx'));
const OverallBookingsRoute = lazy(() => import('./routes/overall-bookings.tsx'));
const UserDetailsPage = lazy(() => import('./routes/profile-user-details.tsx'));
const ProfilePage = lazy(() => import('./routes/profile.tsx'));
const QrManagerAddPage = lazy(() => import('./routes/qr-manager-add.tsx'));
const QrManagerDetailsPage = lazy(() => import('./routes/qr-manager-details.tsx'));
const QrManagerPage = lazy(() => import('./routes/qr-manager.tsx'));
const ReservationsDashboardRoute = lazy(() => import('./routes/reservations-dashboard.tsx'));
const ReservationsRoute = lazy(() => import('./routes/reservations.tsx'));
const WaitlistRoute = lazy(() => import('./routes/waitlist.tsx'));
const GuestsRoute = lazy(() => import('./routes/guests.tsx'));
const RestaurantSettingsRoute = lazy(() => import('./routes/restaurant-settings.tsx'));
const RolesAndAuthoritiesPage = lazy(() => import('./routes/roles-and-authorities.tsx'));
const SubscriptionPaymentCallbackPage = lazy(() => import('./routes/subscription-payment-callback.tsx'));
const SubscriptionPlansPage = lazy(() => import('./routes/subscription-plans.tsx'));
const SuperAdminAccessPage = lazy(() => import('./routes/super-admin-access.tsx'));
const TermsConditionsRoute = lazy(() => import('./routes/terms-conditions.tsx'));
const WalletPage = lazy(() => import('./routes/wallet.tsx'));
const loadAppLayout = () => import('./layout/app-layout.tsx');
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));
const OptionalShell = lazy(() => import('./layout/optional-shell.tsx').then((m) => ({ default: m.OptionalShell })));

/** Protected (spec §2): inside the shell; a logged-out visitor goes to /login and comes back. */
const protectedRoutes: RouteObject[] = [
  { path: paths.profile.path, element: <ProfilePage /> },
  { path: paths.userDetails.path, element: <UserDetailsPage /> },
  { path: paths.home.path, element: <HomeRoute /> },
  { path: paths.rolesAndAuthorities.path, element: <RolesAndAuthoritiesPage /> },
  // Same screen under the reservations area (spec §2).
  { path: paths.reservationsUserAccess.path, element: <RolesAndAuthoritiesPage /> },
  { path: paths.digitalMenuSettings.path, element: <DigitalMenuSettingsPage /> },
  { path: paths.superAdminAccess.path, element: <SuperAdminAccessPage /> },
  { path: paths.reservations.path, element: <ReservationsRoute /> },
  { path: paths.reservationsWaitlist.path, element: <WaitlistRoute /> },
  { path: paths.reservationsGuests.path, element: <GuestsRoute /> },
  { path: paths.googleRestaurantSearch.path, element: <GoogleRestaurantSearchRoute /> },
  { path: paths.tableReservationSettings.path, element: <RestaurantSettingsRoute /> },
  { path: paths.reservationsDashboard.path, element: <ReservationsDashboardRoute /> },
  { path: paths.deactivateRestaurant.path, element: <DeactivateRestaurantRoute /> },
  { path: paths.manageLinks.path, element: <ManageLinksPage /> },
  { path: paths.editBusinessProfile.path, element: <EditBusinessProfilePage /> },
  { path: paths.dashboard.path, element: <AdminDashboardPage /> },
  { path: paths.addEvent.path, element: <AddEventRoute /> },
  { path: paths.eventTicketSelling.path, element: <EventTicketSellingRoute /> },
  { path: paths.eventTicketSellingEdit.path, element: <EventTicketSellingEditRoute /> },
  { path: paths.eventGuests.path, element: <EventGuestsRoute /> },
  { path: paths.wallet.path, element: <WalletPage /> },
  { path: paths.bankDetails.path, element: <BankDetailsPage /> },
  // The QR area (spec §2): its own three screens; anything else under it goes back to its start.
  {
    path: paths.qrManager.path,
    children: [
      { index: true, element: <QrManagerPage /> },
      { path: paths.qrManagerAdd.path, element: <QrManagerAddPage /> },
      { path: paths.qrManagerDetails.path, element: <QrManagerDetailsPage /> },
      { path: '*', element: <Navigate to={paths.qrManager.getHref()} replace /> },
    ],
  },
  // Any other path: protected, the main shell picks home / menu / profile / roles by path.
  { path: '*', element: <MainShellView /> },
];

/**
 * Not guarded (spec §2): open without login. The reservations screens among them say so
 * themselves when nobody is logged in (features/reservations RestaurantGate).
 */
const unguardedRoutes: RouteObject[] = [
  { path: paths.reservationsBusinessProfileSettings.path, element: <RestaurantSettingsRoute /> },
  { path: paths.reservationsTermsConditions.path, element: <TermsConditionsRoute /> },
  { path: paths.reservationsManageSlots.path, element: <ManageSlotsRoute /> },
  { path: paths.reservationsManageSlot.path, element: <ManageSlotRoute /> },
  { path: paths.reservationsCityWiseBookings.path, element: <CityWiseBookingsRoute /> },
  { path: paths.reservationsOverallBookings.path, element: <OverallBookingsRoute /> },
  { path: paths.liveActivity.path, element: <LiveActivityRoute /> },
  { path: paths.openingHours.path, element: <OpeningHoursRoute /> },
  { path: paths.subscriptionPlans.path, element: <SubscriptionPlansPage /> },
  { path: paths.digitalMenuPlans.path, element: <DigitalMenuPlansPage /> },
  { path: paths.fastSocialPlans.path, element: <FastSocialPlansPage /> },
  { path: paths.contactDetails.path, element: <ContactDetailsPage /> },
  { path: paths.fastSocialSettings.path, element: <FastSocialSettingsPage /> },
];

/** The route table of spec §2, exported for tests (createMemoryRouter). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Anything the shells below do not catch (issue 35): our own screen, never React Router's.
    errorElement: <RouteError />,
    children: [
      { path: paths.root.path, element: <Navigate to={paths.login.getHref()} replace /> },
      {
        path: paths.login.path,
        element: (
          <RedirectIfAuthenticated>
            <LoginPage />
          </RedirectIfAuthenticated>
        ),
      },
      { path: paths.subscriptionPaymentCallback.path, element: <SubscriptionPaymentCallbackPage /> },
      { element: <OptionalShell />, children: [{ errorElement: <RouteError />, children: unguardedRoutes }] },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        // Inside the shell: a screen that fails keeps the sidebar and tab bar around the error.
        children: [{ errorElement: <RouteError />, children: protectedRoutes }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

/**
 * A cold start on a main-shell path (/home, /menu, /profile, ...): fetches the shell, the main
 * shell view and its screen at once, and the data the view shows first (preloadViewData). Left to the lazy components, each chunk is asked for only
 * once its parent has rendered, three round trips and three script evaluations in a row on a
 * slow phone (issue 15 "Speed"). Other screens load as they render. The router has matched the
 * start's location already; matching it again cost ~60 ms of a throttled cold start.
 */
export function preloadScreen(queryClient: QueryClient) {
  const { matches, location } = router.state;
  const leaf = matches.at(-1)?.route.element;
  if (!isValidElement(leaf) || leaf.type !== MainShellView) return;
  void loadAppLayout();
  void loadMainShellView();
  void viewLoaderOf(location.pathname)();
  preloadViewData(location.pathname, queryClient);
}
