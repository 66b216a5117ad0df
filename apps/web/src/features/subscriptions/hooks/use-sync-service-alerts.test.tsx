import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session.ts';
import { createQueryWrapper } from '@/lib/testing/query-wrapper.tsx';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { CAFE, storeSession } from '@/lib/testing/session-fixtures.ts';
import { statusResponse } from '../test/fixtures.ts';
import { useSyncServiceAlerts } from './use-sync-service-alerts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('service alerts on start', () => {
  it("rewrites the stored alerts from the active profile's status, so the /menu banner is current after a reload", async () => {
    storeSession({ activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business' } });
    localStorage.setItem('serviceAlerts', JSON.stringify([{ service: 'digital-menu', type: 'due' }]));
    const api = mockApi({
      'GET /v1/subscription/subscription-status': () => ({
        body: statusResponse({ serviceAlerts: [{ service: 'digital-menu', type: 'overdue' }] }),
      }),
    });
    renderHook(() => useSyncServiceAlerts(), { wrapper: createQueryWrapper().wrapper });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('serviceAlerts')!)).toEqual([{ service: 'digital-menu', type: 'overdue' }]),
    );
    expect(api.callsTo('GET /v1/subscription/subscription-status')[0]!.query.get('profileId')).toBe(CAFE.profileId);
  });

  it('asks nothing when logged out', () => {
    const api = mockApi({});
    renderHook(() => useSyncServiceAlerts(), { wrapper: createQueryWrapper().wrapper });
    expect(api.calls).toHaveLength(0);
  });
});
