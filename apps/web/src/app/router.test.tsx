import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDashboardPath } from '@/config/paths.ts';
import { menuKeys } from '@/features/menu/api/keys.ts';
import { sampleMenu } from '@/features/menu/test/menu-fixture.ts';
import { AppProviders } from '@/lib/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { permissionsReply } from '@/lib/testing/render.tsx';
import { CAFE, PERSONAL, storeSession } from '@/lib/testing/session-fixtures.ts';
import { createRoutes } from './router.tsx';

function renderAt(entry: InitialEntry, queryClient = createQueryClient()) {
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [entry] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The route a path ends on in the table: its screen is the route's `lazy` chunk. */
const leafOf = (path: string) => matchRoutes(createRoutes(createQueryClient()), path)!.at(-1)!.route;

const CAFE_ACTIVE = { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business' as const, name: CAFE.name };

/**
 * The data router builds a fetch Request with jsdom's AbortSignal, which Node's Request
 * refuses; nothing here aborts navigations, so the signal can be left out.
 */
class JsdomSafeRequest extends Request {
  constructor(input: RequestInfo | URL, init: RequestInit = {}) {
    const { signal: _signal, ...rest } = init;
    super(input, rest);
  }
}

// The screens are lazy chunks (app/router.tsx); loading them all first keeps each test's waits
// about the screen, not about transforming its modules.
beforeAll(async () => {
  await Promise.all(Object.values(import.meta.glob(['./routes/*.tsx', './layout/*.tsx'])).map((load) => load()));
}, 120_000);

let server: ReturnType<typeof mockApi>;
beforeEach(() => {
  vi.stubGlobal('Request', JsdomSafeRequest);
  // ScrollRestoration scrolls on navigation; jsdom has no layout to scroll.
  vi.stubGlobal('scrollTo', () => {});
  sessionStore.reload();
  server = mockApi({
    'GET /v1/user/socialProfiles': () => ({ body: { profiles: [PERSONAL, CAFE] } }),
    'POST /v1/user/logout': () => ({ body: { loggedOut: true } }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('route table guards (spec §2)', () => {
  it('sends / to /login', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a logged-out visitor of a protected page to /login after a short wait, remembering the path', async () => {
    const router = renderAt('/profile/user-details?tab=1');
    // The guard waits AUTH_GUARD_DELAY_MS before redirecting.
    expect(await screen.findByText('Checking your session...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/user-details');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/profile/user-details?tab=1' });

    // Logging in returns to the remembered origin.
    act(() => storeSession());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile/user-details'));
    expect(router.state.location.search).toBe('?tab=1');
  });

  it('treats any unnamed path as protected', async () => {
    const router = renderAt('/somewhere-else');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.state).toEqual({ from: '/somewhere-else' });
  });

  it('sends a logged-in visitor of /login to /profile, or to the remembered origin', async () => {
    storeSession();
    const router = renderAt('/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile'));

    const second = renderAt({ pathname: '/login', state: { from: '/profile/user-details' } });
    await vi.waitFor(() => expect(second.state.location.pathname).toBe('/profile/user-details'));
  });

  it('never follows a remembered origin off the app', async () => {
    storeSession();
    const router = renderAt({ pathname: '/login', state: { from: '//evil.example/x' } });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('opens the unguarded screens without login', async () => {
    const router = renderAt('/subscription-plans');
    expect(await screen.findByRole('heading', { name: 'Subscription plans' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(router.state.location.pathname).toBe('/subscription-plans');
  });

  it('sends unknown paths of the QR area back to /qr-manager', async () => {
    storeSession();
    const router = renderAt('/qr-manager/whatever/else');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/qr-manager'));
  });

  it('loads each screen as its own chunk, so /login carries no other screen (issue 15)', () => {
    for (const path of ['/login', '/profile', '/wallet', '/bank-details', '/menu', '/qr-manager', '/somewhere-else']) {
      const leaf = leafOf(path);
      expect(leaf.lazy, path).toBeTypeOf('function');
      expect(leaf.element ?? leaf.Component, path).toBeUndefined();
    }
  });

  it('shows the roles screen at /reservations/user-access', () => {
    // Both paths name the same chunk.
    expect(leafOf('/reservations/user-access').lazy).toBe(leafOf('/roles-and-authorities').lazy);
  });
});

/** Every path of the route table, children joined to their parents' (React Router's own rule). */
function tablePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [...(route.path === undefined ? [] : [own]), ...tablePaths(route.children ?? [], own)];
  });
}

describe('the server answers 200 for exactly the paths this table names (docs/decisions/0038)', () => {
  it('takes every route of the table, with its ids and the pages of its areas, for a dashboard path', () => {
    const named = tablePaths(createRoutes(createQueryClient())).filter((path) => path !== '/*');
    expect(named.length).toBeGreaterThan(40);
    for (const path of named) {
      const sample = path.replace(/:[A-Za-z]+/g, 'x1').replace(/\/\*$/, '/x/y');
      expect(isDashboardPath(sample), sample).toBe(true);
      expect(isDashboardPath(path.replace(/:[A-Za-z]+/g, 'x1').replace(/\/\*$/, '')), path).toBe(true);
    }
    // The table's last route shows Home on any other path (spec §2); the server says 404 for those.
    expect(isDashboardPath('/somewhere-else')).toBe(false);
  });
});

describe('the main shell: any path the table does not name (spec §2)', () => {
  beforeEach(() => {
    server = mockApi({
      'GET /v1/user/socialProfiles': () => ({ body: { profiles: [PERSONAL, CAFE] } }),
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v2/menu/spice-route': () => ({ body: sampleMenu() }),
    });
    storeSession({ activeProfile: CAFE_ACTIVE });
  });

  it.each([
    ['/somewhere-else', 'Home'],
    ['/home/x/y', 'Home'],
    ['/menu/x', 'Menu'],
    ['/profile/anything', 'Profile'],
    ['/roles-and-authorities/x', 'Roles and authorities'],
  ])('opens %s inside the shell, on the %s screen, keeping the path', async (path, heading) => {
    const router = renderAt(path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('route loaders start a screen\'s first data before it renders (issue 15 "Speed")', () => {
  beforeEach(() => {
    server = mockApi({
      'GET /v1/user/socialProfiles': () => ({ body: { profiles: [PERSONAL, CAFE] } }),
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v2/menu/spice-route': () => ({ body: sampleMenu() }),
    });
  });

  // No React: what is asked for comes from matching the route alone.
  const start = (path: string) => {
    const queryClient = createQueryClient();
    const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
    return { queryClient, router };
  };
  const asked = () => server.calls.map((call) => `${call.method} ${call.path}`);

  it("puts /menu's menu into the query cache under the screen's own key, beside the shell's data", async () => {
    storeSession({ activeProfile: CAFE_ACTIVE });
    const { queryClient, router } = start('/menu');
    await vi.waitFor(() => expect(queryClient.getQueryData(menuKeys.menu(CAFE.profileId, 'spice-route'))).toEqual(sampleMenu()));
    expect(asked()).toEqual(
      expect.arrayContaining([
        'GET /v1/user/socialProfiles',
        'GET /v1/user/user-permissions',
        'GET /v1/subscription/subscription-status',
        'GET /v2/menu/spice-route',
      ]),
    );
    // Each asked once; the screen then finds them in the cache.
    expect(new Set(asked()).size).toBe(asked().length);
    router.dispose();
  });

  it('asks for the menu on /menu only', async () => {
    storeSession({ activeProfile: CAFE_ACTIVE });
    const { router } = start('/home');
    await vi.waitFor(() => expect(asked()).toContain('GET /v1/user/user-permissions'));
    expect(asked()).not.toContain('GET /v2/menu/spice-route');
    router.dispose();
  });

  it('asks for nothing without a session', async () => {
    const { router } = start('/menu');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(asked()).toEqual([]);
    router.dispose();
  });
});

describe('the shell', () => {
  it('lists the wallet and bank details in the profile settings', async () => {
    storeSession();
    renderAt('/profile');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    expect(within(main).getByRole('link', { name: 'Bank details' })).toHaveAttribute('href', '/bank-details');
  });

  it.each([
    ['/wallet', 'Wallet'],
    ['/bank-details', 'Bank details'],
  ])('opens %s from its own sidebar entry (issue 35)', async (path, title) => {
    storeSession();
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the sidebar entries, the person and no Dashboard unless allowed', async () => {
    storeSession();
    renderAt('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Menu',
      'QR codes',
      'Menu settings',
      'Languages',
      'Reservations',
      'Waitlist',
      'Guests',
      'Events',
      'Ticket selling',
      'Wallet',
      'Bank details',
      'Profile',
    ]);
    // Issue 35: Home, the events and the money each have a place.
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/add-event');
    expect(within(nav).getByRole('link', { name: 'Ticket selling' })).toHaveAttribute('href', '/event-ticket-selling');
    expect(within(nav).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    expect(within(nav).getByRole('link', { name: 'Bank details' })).toHaveAttribute('href', '/bank-details');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    // Issue 15: QR codes and the menu's settings are in the navigation.
    expect(within(nav).getByRole('link', { name: 'QR codes' })).toHaveAttribute('href', '/qr-manager');
    // Issue 38: the walk-in waitlist sits under Reservations.
    expect(within(nav).getByRole('link', { name: 'Waitlist' })).toHaveAttribute('href', '/reservations/waitlist');
    expect(within(nav).getByRole('link', { name: 'Guests' })).toHaveAttribute('href', '/reservations/guests');
    expect(within(nav).getByRole('link', { name: 'Menu settings' })).toHaveAttribute('href', '/digital-menu-settings');
    // The person's name and their number as people write it.
    const person = screen.getByRole('group', { name: 'Logged in as' });
    expect(within(person).getByText('Asha')).toBeInTheDocument();
    expect(within(person).getByText('+91 90000 00011')).toBeInTheDocument();
    expect(screen.getByText(/Powered by/)).toBeInTheDocument();
  });

  it('adds Dashboard for allow-listed people', async () => {
    const { USER } = await import('@/lib/testing/session-fixtures.ts');
    storeSession({ user: { ...USER, canSeeDashboard: true } });
    renderAt('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('sends people who are not allow-listed away from /dashboard', async () => {
    storeSession();
    const router = renderAt('/dashboard');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.callsTo('GET /v1/admin/dashboard')).toEqual([]);
  });

  it('logs out: clears the stored keys, revokes on the server, lands on /login and says so', async () => {
    storeSession();
    const router = renderAt('/profile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    for (const key of ['accessToken', 'refreshToken', 'userData', 'activeBusinessProfile', 'isAuthenticated'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(server.callsTo('POST /v1/user/logout')[0]?.json).toEqual({ refreshToken: 'refresh-1' });
  });

  it('discards a stored business profile the user no longer belongs to on start (spec §5)', async () => {
    storeSession({
      activeProfile: { profileId: 'd'.repeat(24), userName: 'gone', profileType: 'business' },
      profiles: [PERSONAL, CAFE],
    });
    renderAt('/profile');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    // The venue they still belong to takes its place.
    expect(sessionStore.get().activeProfile).toMatchObject({ profileId: CAFE.profileId });
  });
});
