import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { RedirectIfAuthenticated, RequireAuth } from '@/components/route-guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { OptionalShell } from './layout/optional-shell.tsx';
import { RootLayout } from './root-layout.tsx';
import DigitalMenuSettingsPage from './routes/digital-menu-settings.tsx';
import HomeRoute from './routes/home.tsx';
import LoginPage from './routes/login.tsx';
import MainShellView from './routes/main-shell-view.tsx';
import UserDetailsPage from './routes/profile-user-details.tsx';
import ProfilePage from './routes/profile.tsx';
import QrManagerAddPage from './routes/qr-manager-add.tsx';
import QrManagerDetailsPage from './routes/qr-manager-details.tsx';
import QrManagerPage from './routes/qr-manager.tsx';
import RolesAndAuthoritiesPage from './routes/roles-and-authorities.tsx';

const soon = <ComingSoon />;

/** Protected (spec §2): inside the shell; a logged-out visitor goes to /login and comes back. */
const protectedRoutes: RouteObject[] = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/profile/user-details', element: <UserDetailsPage /> },
  { path: '/home', element: <HomeRoute /> },
  { path: '/roles-and-authorities', element: <RolesAndAuthoritiesPage /> },
  // Same screen under the reservations area (spec §2).
  { path: '/reservations/user-access', element: <RolesAndAuthoritiesPage /> },
  { path: '/digital-menu-settings', element: <DigitalMenuSettingsPage /> },
  { path: '/wallet', element: soon },
  { path: '/manage-links', element: soon },
  { path: '/profile/settings/table-reservation', element: soon },
  { path: '/reservations/dashboard', element: soon },
  { path: '/deactivate-restaurant', element: soon },
  { path: '/super-admin-access', element: soon },
  { path: '/profile/edit-business-profile', element: soon },
  { path: '/google-restaurant-search', element: soon },
  { path: '/reservations', element: soon },
  { path: '/add-event', element: soon },
  { path: '/event-ticket-selling', element: soon },
  { path: '/event-ticket-selling/:eventId/edit', element: soon },
  { path: '/event/:eventId/guests', element: soon },
  { path: '/bank-details', element: soon },
  // The QR area (spec §2): its own three screens; anything else under it goes back to its start.
  {
    path: '/qr-manager',
    children: [
      { index: true, element: <QrManagerPage /> },
      { path: 'add', element: <QrManagerAddPage /> },
      { path: 'details/:restaurantName', element: <QrManagerDetailsPage /> },
      { path: '*', element: <Navigate to="/qr-manager" replace /> },
    ],
  },
  // Any other path: protected, the main shell picks home / menu / profile / roles by path.
  { path: '*', element: <MainShellView /> },
];

/** Not guarded (spec §2): open without login. */
const unguardedRoutes: RouteObject[] = [
  '/reservations/business-profile-settings',
  '/reservations/terms-conditions',
  '/reservations/manage-slots',
  '/reservations/manage-slots/:mealTimeId',
  '/reservations/city-wise-bookings',
  '/reservations/overall-bookings',
  '/live-activity',
  '/profile/settings/contact-details',
  '/profile/settings/opening-hours',
  '/profile/settings/fast-social',
  '/subscription-plans',
  '/digital-menu-plans',
  '/fast-social-plans',
].map((path) => ({ path, element: soon }));

/** The route table of spec §2, exported for tests (createMemoryRouter). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        path: '/login',
        element: (
          <RedirectIfAuthenticated>
            <LoginPage />
          </RedirectIfAuthenticated>
        ),
      },
      { path: '/subscription-payment-callback', element: soon },
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
