import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader.tsx';
import { RedirectIfAuthenticated, RequireAuth } from '@/components/route-guards.tsx';
import { paths } from '@/config/paths.ts';
import { RootLayout } from './root-layout.tsx';
import { menuLoader, shellLoader } from './route-loaders.ts';
import { RouteError } from './route-error.tsx';

/*
 * One route table (spec §2), one chunk per screen (issue 15 "Speed", docs/decisions/0018): each
 * route's `lazy` fetches its screen when the route matches, so /login loads neither the shell nor
 * any other screen. On a cold start the router matches before React renders and asks for the
 * shell's chunk, the screen's chunk and their loaders' data at once (docs/decisions/0037), not
 * one after another as each parent renders.
 */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
const appLayout = async () => ({ Component: (await import('./layout/app-layout.tsx')).AppLayout });
const optionalShell = async () => ({ Component: (await import('./layout/optional-shell.tsx')).OptionalShell });
const home = screen(() => import('./routes/home.tsx'));
const profile = screen(() => import('./routes/profile.tsx'));
const rolesAndAuthorities = screen(() => import('./routes/roles-and-authorities.tsx'));
const restaurantSettings = screen(() => import('./routes/restaurant-settings.tsx'));

/** Protected (spec §2): inside the shell; a logged-out visitor goes to /login and comes back. */
const protectedRoutes = (queryClient: QueryClient): RouteObject[] => [
  { path: paths.home.path, lazy: home },
  // The main shell's own views; a page below one of them shows it too ("/menu/x" is the menu).
  { path: `${paths.menu.path}/*`, lazy: screen(() => import('./routes/menu.tsx')), loader: menuLoader(queryClient) },
  { path: paths.menuLanguages.path, lazy: screen(() => import('./routes/menu-languages.tsx')) },
  { path: `${paths.profile.path}/*`, lazy: profile },
  { path: paths.userDetails.path, lazy: screen(() => import('./routes/profile-user-details.tsx')) },
  { path: `${paths.rolesAndAuthorities.path}/*`, lazy: rolesAndAuthorities },
  // Same screen under the reservations area (spec §2).
  { path: paths.reservationsUserAccess.path, lazy: rolesAndAuthorities },
  { path: paths.digitalMenuSettings.path, lazy: screen(() => import('./routes/digital-menu-settings.tsx')) },
  { path: paths.superAdminAccess.path, lazy: screen(() => import('./routes/super-admin-access.tsx')) },
  { path: paths.reservations.path, lazy: screen(() => import('./routes/reservations.tsx')) },
  { path: paths.reservationsWaitlist.path, lazy: screen(() => import('./routes/waitlist.tsx')) },
  { path: paths.reservationsGuests.path, lazy: screen(() => import('./routes/guests.tsx')) },
  { path: paths.googleRestaurantSearch.path, lazy: screen(() => import('./routes/google-restaurant-search.tsx')) },
  { path: paths.tableReservationSettings.path, lazy: restaurantSettings },
  { path: paths.reservationsDashboard.path, lazy: screen(() => import('./routes/reservations-dashboard.tsx')) },
  { path: paths.deactivateRestaurant.path, lazy: screen(() => import('./routes/deactivate-restaurant.tsx')) },
  { path: paths.manageLinks.path, lazy: screen(() => import('./routes/manage-links.tsx')) },
  { path: paths.editBusinessProfile.path, lazy: screen(() => import('./routes/edit-business-profile.tsx')) },
  { path: paths.dashboard.path, lazy: screen(() => import('./routes/admin-dashboard.tsx')) },
  { path: paths.addEvent.path, lazy: screen(() => import('./routes/add-event.tsx')) },
  { path: paths.eventTicketSelling.path, lazy: screen(() => import('./routes/event-ticket-selling.tsx')) },
  { path: paths.eventTicketSellingEdit.path, lazy: screen(() => import('./routes/event-ticket-selling-edit.tsx')) },
  { path: paths.eventGuests.path, lazy: screen(() => import('./routes/event-guests.tsx')) },
  { path: paths.wallet.path, lazy: screen(() => import('./routes/wallet.tsx')) },
  { path: paths.bankDetails.path, lazy: screen(() => import('./routes/bank-details.tsx')) },
  // The QR area (spec §2): its own three screens; anything else under it goes back to its start.
  {
    path: paths.qrManager.path,
    children: [
      { index: true, lazy: screen(() => import('./routes/qr-manager.tsx')) },
      { path: paths.qrManagerAdd.path, lazy: screen(() => import('./routes/qr-manager-add.tsx')) },
      { path: paths.qrManagerDetails.path, lazy: screen(() => import('./routes/qr-manager-details.tsx')) },
      { path: '*', element: <Navigate to={paths.qrManager.getHref()} replace /> },
    ],
  },
  // Any path the table does not name (spec §2): protected, inside the main shell, on Home.
  { path: '*', lazy: home },
];

/**
 * Not guarded (spec §2): open without login. The reservations screens among them say so
 * themselves when nobody is logged in (features/reservations RestaurantGate).
 */
const unguardedRoutes: RouteObject[] = [
  { path: paths.reservationsBusinessProfileSettings.path, lazy: restaurantSettings },
  { path: paths.reservationsTermsConditions.path, lazy: screen(() => import('./routes/terms-conditions.tsx')) },
  { path: paths.reservationsManageSlots.path, lazy: screen(() => import('./routes/manage-slots.tsx')) },
  { path: paths.reservationsManageSlot.path, lazy: screen(() => import('./routes/manage-slot.tsx')) },
  { path: paths.reservationsCityWiseBookings.path, lazy: screen(() => import('./routes/city-wise-bookings.tsx')) },
  { path: paths.reservationsOverallBookings.path, lazy: screen(() => import('./routes/overall-bookings.tsx')) },
  { path: paths.liveActivity.path, lazy: screen(() => import('./routes/live-activity.tsx')) },
  { path: paths.openingHours.path, lazy: screen(() => import('./routes/opening-hours.tsx')) },
  { path: paths.subscriptionPlans.path, lazy: screen(() => import('./routes/subscription-plans.tsx')) },
  { path: paths.digitalMenuPlans.path, lazy: screen(() => import('./routes/digital-menu-plans.tsx')) },
  { path: paths.fastSocialPlans.path, lazy: screen(() => import('./routes/fast-social-plans.tsx')) },
  { path: paths.contactDetails.path, lazy: screen(() => import('./routes/contact-details.tsx')) },
  { path: paths.fastSocialSettings.path, lazy: screen(() => import('./routes/fast-social-settings.tsx')) },
];

/** The route table of spec §2; its loaders fill `queryClient` (tests build it with createMemoryRouter). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // Shown while a cold start's chunks arrive, before the route's screen can render.
      HydrateFallback: FullScreenLoader,
      // Anything the shells below do not catch (issue 35): our own screen, never React Router's.
      errorElement: <RouteError />,
      children: [
        { path: paths.root.path, element: <Navigate to={paths.login.getHref()} replace /> },
        {
          element: <RedirectIfAuthenticated />,
          children: [{ path: paths.login.path, lazy: screen(() => import('./routes/login.tsx')) }],
        },
        {
          path: paths.subscriptionPaymentCallback.path,
          lazy: screen(() => import('./routes/subscription-payment-callback.tsx')),
        },
        { lazy: optionalShell, children: [{ errorElement: <RouteError />, children: unguardedRoutes }] },
        {
          element: <RequireAuth />,
          loader: shellLoader(queryClient),
          // Inside the shell: a screen that fails keeps the sidebar and tab bar around the error.
          children: [{ lazy: appLayout, children: [{ errorElement: <RouteError />, children: protectedRoutes(queryClient) }] }],
        },
      ],
    },
  ];
}

/** The dashboard's router: matching starts its chunks and first data at once (route lazy + loaders). */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
