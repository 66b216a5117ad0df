import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTAURANT_LOOKUP_RETRY_MS } from '@venue/shared';
import { sessionStore } from '@/lib/session.ts';
import type { SubscriptionStatusResponse } from '@venue/shared';
import { statusResponse } from '@/lib/testing/subscription-fixtures.ts';
import { mockApi, type RecordedCall } from '@/lib/testing/mock-api.ts';
import { CAFE, PERSONAL, profile, storeSession } from '@/lib/testing/session-fixtures.ts';
import { toastError } from '@/lib/toast.ts';
import { switchProfile } from './use-switch-profile.ts';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const STATUS = 'GET /v1/subscription/subscription-status';
const SOCIAL = 'GET /fast-social/all';
const RESTAURANT_ID = 'f'.repeat(24);

function statusBody(restaurantId: string | null, serviceAlerts: SubscriptionStatusResponse['serviceAlerts']) {
  return statusResponse({ restaurantId, serviceAlerts });
}

const stored = (key: string) => localStorage.getItem(key);
const ACCOUNT_ID = 'a'.repeat(24);

/** As the server answers (plugins/access.ts): a profileId query and an X-Profile-ID that disagree are refused. */
function statusAsServer(body: ReturnType<typeof statusBody>) {
  return (call: RecordedCall) => {
    const header = call.headers.get('X-Profile-ID');
    if (header && header !== call.query.get('profileId')) {
      return { status: 403, errorCode: 'PROFILE_FORBIDDEN', errorMessage: "You don't have access to this profile" };
    }
    return { body };
  };
}

beforeEach(() => {
  sessionStorage.clear();
  storeSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(toastError).mockClear();
  sessionStore.clear();
});

describe('switching profile (spec §4)', () => {
  it('looks up the status, stores the restaurant and the billing alerts, loads the social data, then switches', async () => {
    const api = mockApi({
      [STATUS]: statusAsServer(statusBody(RESTAURANT_ID, [{ service: 'digital-menu', type: 'overdue' }])),
      // The whole answer the server sends: fakes are checked against the contract's response schema.
      [SOCIAL]: () => ({
        body: {
          accountId: ACCOUNT_ID,
          sections: {
            'Basic Details': {
              name: CAFE.name,
              username: CAFE.userName,
              mobileNumber: null,
              email: null,
              profileImage: null,
              businessWhatsappPhoneNumber: null,
            },
            'Contact Details': {
              address: '',
              googleMapsLink: null,
              contactNumbers: [],
              whatsappNumber: null,
              email: null,
              operationalHours: { openingHours: [], exceptions: [] },
            },
            Links: [],
          },
          verified: false,
        },
      }),
    });
    await switchProfile(CAFE);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([STATUS, SOCIAL]);
    // Asked as the profile switched to, not the one being left (issue 35: a 403 on every switch).
    expect(api.calls[0]!.query.get('profileId')).toBe(CAFE.profileId);
    expect(api.calls[0]!.headers.get('X-Profile-ID')).toBe(CAFE.profileId);
    expect(toastError).not.toHaveBeenCalled();
    expect(api.calls[1]!.query.get('userName')).toBe(CAFE.userName);
    // Spec §3's stored keys.
    expect(stored('restaurant_id')).toBe(RESTAURANT_ID);
    expect(stored('restaurant_username')).toBe(CAFE.userName);
    expect(stored('restaurantIdentifier')).toBe(CAFE.userName);
    expect(stored('accountId')).toBe(ACCOUNT_ID);
    expect(JSON.parse(stored('serviceAlerts')!)).toEqual([{ service: 'digital-menu', type: 'overdue' }]);
    expect(sessionStore.get().activeProfile?.profileId).toBe(CAFE.profileId);
  });

  it("clears the last profile's restaurant and alerts when this one has none, and a missing link-page read is no failure", async () => {
    localStorage.setItem('restaurant_id', RESTAURANT_ID);
    localStorage.setItem('restaurant_username', CAFE.userName);
    localStorage.setItem('serviceAlerts', JSON.stringify([{ service: 'digital-menu', type: 'due' }]));
    localStorage.setItem('restaurantIdentifier', CAFE.userName);
    localStorage.setItem('accountId', ACCOUNT_ID);
    storeSession({
      activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business', name: CAFE.name },
    });
    mockApi({ [STATUS]: statusAsServer(statusBody(null, [])) });
    await switchProfile(PERSONAL);
    expect(stored('restaurant_id')).toBeNull();
    expect(stored('restaurant_username')).toBeNull();
    expect(stored('restaurantIdentifier')).toBeNull();
    expect(stored('accountId')).toBeNull();
    expect(JSON.parse(stored('serviceAlerts')!)).toEqual([]);
    expect(toastError).not.toHaveBeenCalled();
    expect(sessionStore.get().activeProfile?.profileId).toBe(PERSONAL.profileId);
  });

  it('does not retry a failed lookup for the same profile within 300000 ms, but still switches', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    localStorage.setItem('restaurant_id', RESTAURANT_ID);
    localStorage.setItem('serviceAlerts', JSON.stringify([{ service: 'digital-menu', type: 'due' }]));
    let failing = true;
    const api = mockApi({
      [STATUS]: () =>
        failing
          ? { status: 500, errorCode: 'INTERNAL', errorMessage: 'Failed to fetch subscription status' }
          : { body: statusBody(RESTAURANT_ID, []) },
    });
    await switchProfile(CAFE);
    expect(toastError).toHaveBeenCalledWith('Failed to fetch subscription status');
    expect(stored('restaurant_id')).toBeNull();
    expect(stored('serviceAlerts')).toBeNull();
    expect(sessionStore.get().activeProfile?.profileId).toBe(CAFE.profileId);

    failing = false;
    vi.advanceTimersByTime(RESTAURANT_LOOKUP_RETRY_MS - 1);
    await switchProfile(CAFE);
    expect(api.callsTo(STATUS)).toHaveLength(1);
    // Another profile is not held back by this one's failure.
    const other = profile({ profileId: '9'.repeat(24), name: 'Other', userName: 'other', profileType: 'business' });
    await switchProfile(other);
    expect(api.callsTo(STATUS)).toHaveLength(2);

    vi.advanceTimersByTime(1);
    await switchProfile(CAFE);
    expect(api.callsTo(STATUS)).toHaveLength(3);
    expect(stored('restaurant_id')).toBe(RESTAURANT_ID);
  });
});
