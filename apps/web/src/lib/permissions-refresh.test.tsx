import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { permissionKeys, usePermissions } from './permissions.ts';
import { sessionStore } from './session.ts';
import { CAFE, storeSession } from './testing/session-fixtures.ts';
import { mockApi } from './testing/mock-api.ts';
import { createQueryWrapper } from './testing/query-wrapper.tsx';

vi.mock('./toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

/** What the server currently says of the member's menu right; the owner may change it. */
let menuAccess: boolean;

const permissionsBody = () => ({
  role: 'staff',
  permissions: {
    digitalMenuAccess: { value: menuAccess },
    tableReserveAccess: { value: false },
    socialProfileAccess: { value: false },
  },
});

beforeEach(() => {
  menuAccess = true;
  storeSession({
    activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business', name: CAFE.name },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('permissions after a 403', () => {
  it('asks the server again when a write is refused, so the guards show the new rights', async () => {
    const server = mockApi({
      'GET /v1/user/user-permissions': () => ({ body: permissionsBody() }),
      'POST /v2/addItems': () => ({ status: 403, errorCode: 'FORBIDDEN', errorMessage: 'You do not have menu access' }),
    });
    const { result } = renderHook(() => usePermissions(), createQueryWrapper());
    await waitFor(() => expect(result.current.flags.digitalMenuAccess).toBe(true));

    // The owner takes the menu right away while this screen is open; the next write is refused.
    menuAccess = false;
    await expect(api.post('/v2/addItems', {})).rejects.toMatchObject({ status: 403 });

    await waitFor(() => expect(result.current.flags.digitalMenuAccess).toBe(false));
    expect(server.callsTo('GET /v1/user/user-permissions')).toHaveLength(2);
  });

  it('does not ask again when the permissions call itself is refused', async () => {
    const server = mockApi({
      'GET /v1/user/user-permissions': () => ({ status: 403, errorCode: 'FORBIDDEN', errorMessage: 'Not a member' }),
    });
    const { result } = renderHook(() => usePermissions(), createQueryWrapper());
    await waitFor(() => expect(result.current.status).toBe('error'));
    // Give a loop the chance to show itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('GET /v1/user/user-permissions')).toHaveLength(1);
    expect(result.current.flags.digitalMenuAccess).toBe(false);
  });

  it('keeps nothing of the rights after logout: the query is gone from the cache', async () => {
    mockApi({ 'GET /v1/user/user-permissions': () => ({ body: permissionsBody() }) });
    const { queryClient, wrapper } = createQueryWrapper();
    const { result } = renderHook(() => usePermissions(), { wrapper });
    await waitFor(() => expect(result.current.flags.digitalMenuAccess).toBe(true));
    expect(queryClient.getQueryCache().findAll({ queryKey: permissionKeys.all(CAFE.profileId) })).toHaveLength(1);

    act(() => sessionStore.clear());

    expect(queryClient.getQueryCache().findAll({ queryKey: permissionKeys.all(CAFE.profileId) })).toHaveLength(0);
    expect(result.current).toMatchObject({ status: 'ready', role: null, flags: { digitalMenuAccess: false } });
  });
});
