import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session.ts';
import { STORAGE_KEYS } from '@/lib/storage.ts';
import { logInToVenue } from '@/lib/testing/render.tsx';
import { requestViewDataEarly } from './early-view-data.ts';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStore.reload();
});

const logIn = () => logInToVenue('p1');
const requested = () => fetchMock.mock.calls.map(([url, init]) => [url, (init as RequestInit).headers]);
const credentials = { Authorization: 'Bearer token-1', 'X-Profile-ID': 'p1' };

describe('a cold start asks for the first data before the code arrives (issue 15 "Speed")', () => {
  it("asks for what every screen's shell and guards wait for, and /menu's menu", () => {
    logIn();
    requestViewDataEarly('/menu');
    expect(requested()).toEqual([
      ['/v1/user/socialProfiles', credentials],
      ['/v1/user/user-permissions?profileId=p1', credentials],
      ['/v1/subscription/subscription-status?profileId=p1', credentials],
      ['/v2/menu/spice-route', credentials],
    ]);
  });

  it('asks for the menu on /menu only', () => {
    logIn();
    requestViewDataEarly('/home');
    expect(requested().map(([url]) => url)).not.toContain('/v2/menu/spice-route');
    expect(requested()).toHaveLength(3);
  });

  it('asks for nothing without a session and a profile', () => {
    requestViewDataEarly('/menu');
    localStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    sessionStore.reload();
    requestViewDataEarly('/menu');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
