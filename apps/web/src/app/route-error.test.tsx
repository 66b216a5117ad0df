import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/lib/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { permissionsReply } from '@/lib/testing/render.tsx';
import { CAFE, PERSONAL, storeSession } from '@/lib/testing/session-fixtures.ts';
import { createRoutes } from './router.tsx';

/*
 * Issue 35 "No error screen": a screen that throws, or whose chunk is gone after a deploy,
 * shows our error screen with Retry and Home, inside the shell when there is one; React
 * Router's raw "Unexpected Application Error" never shows.
 */

// Real route modules replaced by ones that fail the way a broken screen and a stale chunk do.
vi.mock('./routes/wallet.tsx', () => ({
  default: () => {
    throw new Error('Cannot read properties of undefined (reading "balance")');
  },
}));
vi.mock('./routes/bank-details.tsx', () => ({
  default: () => {
    throw new TypeError('Failed to fetch dynamically imported module: https://example.in/assets/bank-details-OLD.js');
  },
}));
vi.mock('./routes/subscription-payment-callback.tsx', () => ({
  default: () => {
    throw new Error('boom');
  },
}));

class JsdomSafeRequest extends Request {
  constructor(input: RequestInfo | URL, init: RequestInit = {}) {
    const { signal: _signal, ...rest } = init;
    super(input, rest);
  }
}

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('Request', JsdomSafeRequest);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  sessionStore.reload();
  mockApi({
    'GET /v1/user/socialProfiles': () => ({ body: { profiles: [PERSONAL, CAFE] } }),
    'GET /v1/user/user-permissions': () => permissionsReply('owner'),
    'GET /v1/subscription/subscription-status': () => ({ status: 404, errorCode: 'NOT_FOUND', errorMessage: 'x' }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('error screens (issue 35)', () => {
  it('a screen that throws keeps the sidebar and offers Retry and Home', async () => {
    storeSession();
    renderAt('/wallet');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    // The shell stays: the owner can go anywhere from here.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });

  it('a chunk gone after a deploy says a new version is ready, inside the shell', async () => {
    storeSession();
    renderAt('/bank-details');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('heading', { name: 'A newer version is ready' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('outside the shell the root catches it, and Home goes to the login for a visitor', async () => {
    renderAt('/subscription-payment-callback');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });
});
