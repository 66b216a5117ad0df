import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { usePermissions } from './permissions.ts';
import { sessionStore } from './session.ts';
import { envelopeResponse } from './testing/mock-api.ts';
import { createQueryWrapper } from './testing/query-wrapper.tsx';
import { toastError } from './toast.ts';

vi.mock('./toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);

function logIn(token: string, profileId: string) {
  localStorage.setItem('accessToken', token);
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('activeBusinessProfile', JSON.stringify({ profileId, userName: 'venue', profileType: 'business' }));
  sessionStore.reload();
}

/** Answers user-permissions per profile: owner of A, menu-only staff of B. */
function serverAnswers() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    expect(url.pathname).toBe('/v1/user/user-permissions');
    const profileId = url.searchParams.get('profileId');
    const menuOnly = profileId === B;
    return envelopeResponse({
      body: {
        role: menuOnly ? 'staff' : 'owner',
        permissions: {
          digitalMenuAccess: { value: true },
          tableReserveAccess: { value: !menuOnly },
          socialProfileAccess: { value: !menuOnly },
        },
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('usePermissions', () => {
  beforeEach(() => {
    vi.mocked(toastError).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.reload();
  });

  it('loads the role and flags for the active profile, sending the token and the profile', async () => {
    const fetchMock = serverAnswers();
    logIn('token-1', B);
    const { result } = renderHook(() => usePermissions(), createQueryWrapper());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({
      role: 'staff',
      flags: { digitalMenuAccess: true, tableReserveAccess: false, socialProfileAccess: false },
    });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'X-Profile-ID': B });
  });

  it('asks the server once per token and profile pair', async () => {
    const fetchMock = serverAnswers();
    logIn('token-1', A);
    const { wrapper } = createQueryWrapper();
    const first = renderHook(() => usePermissions(), { wrapper });
    const second = renderHook(() => usePermissions(), { wrapper });
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    await waitFor(() => expect(second.result.current.role).toBe('owner'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => logIn('token-1', B));
    await waitFor(() => expect(first.result.current.role).toBe('staff'));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // A new token (after a refresh) asks again: rights may have changed since.
    act(() => logIn('token-2', B));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    act(() => logIn('token-2', A));
    await waitFor(() => expect(first.result.current.role).toBe('owner'));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('is cleared on logout, so the next login asks again', async () => {
    const fetchMock = serverAnswers();
    logIn('token-1', A);
    const { result } = renderHook(() => usePermissions(), createQueryWrapper());
    await waitFor(() => expect(result.current.role).toBe('owner'));

    act(() => sessionStore.clear());
    expect(result.current).toMatchObject({ status: 'ready', role: null, flags: { digitalMenuAccess: false } });

    act(() => logIn('token-1', A));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.role).toBe('owner'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("drops every flag and shows the server's message when the server refuses", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelopeResponse({ status: 403, errorCode: 'FORBIDDEN', errorMessage: "You don't have access to this profile" }),
      ),
    );
    logIn('token-1', A);
    const { result } = renderHook(() => usePermissions(), createQueryWrapper());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({
      role: null,
      flags: { digitalMenuAccess: false, tableReserveAccess: false, socialProfileAccess: false },
    });
    expect(toastError).toHaveBeenCalledWith("You don't have access to this profile");
  });

  it("falls back to 'Failed to fetch permissions' when the server gives no message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('upstream broke', { status: 502 })),
    );
    logIn('token-1', A);
    const { result } = renderHook(() => usePermissions(), createQueryWrapper());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(toastError).toHaveBeenCalledWith('Failed to fetch permissions');
  });

  it("says 'Network error occurred' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    logIn('token-1', A);
    const { result } = renderHook(() => usePermissions(), createQueryWrapper());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Network error occurred');
    expect(toastError).toHaveBeenCalledWith('Network error occurred');
    expect(result.current.flags.digitalMenuAccess).toBe(false);
  });
});
