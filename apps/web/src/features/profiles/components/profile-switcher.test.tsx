import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session.ts';
import { STORAGE_KEYS } from '@/lib/storage.ts';
import { stubMatchMedia } from '@/lib/testing/match-media.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, renderWithProviders } from '@/lib/testing/render.tsx';
import { CAFE } from '@/lib/testing/session-fixtures.ts';
import { ProfileSwitcher } from './profile-switcher.tsx';

beforeEach(() => {
  stubMatchMedia();
  mockApi({ 'GET /v1/user/socialProfiles': () => ({ body: { profiles: [CAFE] } }) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('the profile switcher', () => {
  it('names the active profile from the profiles list when the stored session lacks its name', async () => {
    logInToVenue(CAFE.profileId, CAFE.userName);
    // A session stored by an older login: the active profile without its name.
    const { profileId, userName, profileType } = CAFE;
    localStorage.setItem(STORAGE_KEYS.activeBusinessProfile, JSON.stringify({ profileId, userName, profileType }));
    sessionStore.reload();
    renderWithProviders(<ProfileSwitcher />);
    expect(await screen.findByText('Spice Route')).toBeInTheDocument();
    expect(screen.queryByText('No profile selected')).not.toBeInTheDocument();
  });
});
