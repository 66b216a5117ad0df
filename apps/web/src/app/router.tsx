import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RedirectIfAuthenticated, RequireAuth } from '@/components/route-guards.tsx';
import { paths } from '@/config/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { OptionalShell } from './layout/optional-shell.tsx';
import { RootLayout } from './root-layout.tsx';
import AdminDashboardPage from './routes/admin-dashboard.tsx';
import BankDetailsPage from './routes/bank-details.tsx';
import ContactDetailsPage from './routes/contact-details.tsx';
import AddEventRoute from './routes/add-event.tsx';
import CityWiseBookingsRoute from './routes/city-wise-bookings.tsx';
import DeactivateRestaurantRoute from './routes/deactivate-restaurant.tsx';
import DigitalMenuPlansPage from './routes/digital-menu-plans.tsx';
import DigitalMenuSettingsPage from './routes/digital-menu-settings.tsx';
import EditBusinessProfilePage from './routes/edit-business-profile.tsx';
import EventGuestsRoute from './routes/event-guests.tsx';
import EventTicketSellingEditRoute from './routes/event-ticket-selling-edit.tsx';
import EventTicketSellingRoute from './routes/event-ticket-selling.tsx';
import FastSocialPlansPage from './routes/fast-social-plans.tsx';
import FastSocialSettingsPage from './routes/fast-social-settings.tsx';
import GoogleRestaurantSearchRoute from './routes/google-restaurant-search.tsx';
import HomeRoute from './routes/home.tsx';
import LiveActivityRoute from './routes/live-activity.tsx';
import LoginPage from './routes/login.tsx';
import MainShellView from './routes/main-shell-view.tsx';
import ManageLinksPage from './routes/manage-links.tsx';
import ManageSlotRoute from './routes/manage-slot.tsx';
import ManageSlotsRoute from './routes/manage-slots.tsx';
import OpeningHoursRoute from './routes/opening-hours.tsx';
import OverallBookingsRoute from './routes/overall-bookings.tsx';
import UserDetailsPage from './routes/profile-user-details.tsx';
import ProfilePage from './routes/profile.tsx';
import QrManagerAddPage from './routes/qr-manager-add.tsx';
import QrManagerDetailsPage from './routes/qr-manager-details.tsx';
import QrManagerPage from './routes/qr-manager.tsx';
import ReservationsDashboardRoute from './routes/reservations-dashboard.tsx';
import ReservationsRoute from './routes/reservations.tsx';
import RestaurantSettingsRoute from './routes/restaurant-settings.tsx';
import RolesAndAuthoritiesPage from './routes/roles-and-authorities.tsx';
import SubscriptionPaymentCallbackPage from './routes/subscription-payment-callback.tsx';
import SubscriptionPlansPage from './routes/subscription-plans.tsx';
import SuperAdminAccessPage from './routes/super-admin-access.tsx';
import TermsConditionsRoute from './routes/terms-conditions.tsx';
import WalletPage from './routes/wallet.tsx';

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
      { element: <OptionalShell />, children: unguardedRoutes },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: protectedRoutes,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
