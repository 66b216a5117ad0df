import { MantineProvider } from '@mantine/core';
import { render, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { sessionStore } from '../session.ts';
import { STORAGE_KEYS } from '../storage.ts';
import type { MockReply } from './mock-api.ts';
import { createQueryWrapper } from './query-wrapper.tsx';

/** A logged-in person with a business profile active, as a login and a profile switch leave it. */
export function logInToVenue(profileId: string, userName = 'spice-route', name = 'Spice Route') {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
  localStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
  localStorage.setItem(
    STORAGE_KEYS.activeBusinessProfile,
    JSON.stringify({ profileId, userName, profileType: 'business', name }),
  );
  sessionStore.reload();
}

/**
 * GET /v1/user/user-permissions as the owner, a manager (every flag), or staff with or without
 * tableReserveAccess.
 */
export function permissionsReply(role: 'owner' | 'manager' | 'staff', tableReserveAccess = role !== 'staff'): MockReply {
  return {
    body: {
      role,
      permissions: {
        digitalMenuAccess: { value: role !== 'staff' },
        tableReserveAccess: { value: tableReserveAccess },
        socialProfileAccess: { value: role !== 'staff' },
      },
    },
  };
}

/** `ui` inside a data router, as the app's (editors ask before leaving through useBlocker, which needs one). */
export function InDataRouter({ children, route = '/' }: { children: ReactElement; route?: string }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries: [route] }));
  return <RouterProvider router={router} />;
}

/**
 * Renders with the dashboard's providers (features may not import app/, so built here). The
 * router is a data router like the app's, so editors can ask before leaving (useBlocker); the
 * returned `router` lets a test navigate as the sidebar would.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const { wrapper: QueryWrapper, queryClient } = createQueryWrapper();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <MantineProvider env="test">
      <QueryWrapper>
        <RouterProvider router={router} />
      </QueryWrapper>
    </MantineProvider>,
  );
  return { ...result, queryClient, router };
}

/** Write controls are inert while the rights load (AccessGuard); wait until they have loaded. */
export async function rightsLoaded() {
  await waitFor(() => expect(document.querySelector('[data-access-guard="loading"]')).toBeNull());
}
