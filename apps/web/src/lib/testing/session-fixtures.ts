import type { Profile, UserData, UserProfile } from '@venue/shared';
import type { ActiveProfile } from '../session.ts';
import { sessionStore } from '../session.ts';

export const USER: UserData = {
  uuid: 'a'.repeat(24),
  id: 'a'.repeat(24),
  mobileNumber: '+919000000011',
  associatedProfiles: [
    { profileId: 'b'.repeat(24), role: 'owner' },
    { profileId: 'c'.repeat(24), role: 'owner' },
  ],
  canSeeDashboard: false,
  isSuperAdmin: false,
};

export const USER_PROFILE: UserProfile = {
  name: 'Asha',
  userName: 'asha',
  mobileNumber: '+919000000011',
  email: null,
  image: null,
};

export function profile(overrides: Partial<Profile> & Pick<Profile, 'profileId' | 'name' | 'userName' | 'profileType'>): Profile {
  return {
    _id: overrides.profileId,
    image: null,
    services: [],
    associatedCategories: [],
    hasConnectedRestaurant: false,
    operationalHours: null,
    timeZone: 'Asia/Kolkata',
    role: 'owner',
    ...overrides,
  };
}

export const PERSONAL = profile({ profileId: 'b'.repeat(24), name: 'Asha', userName: 'asha', profileType: 'personal' });
export const CAFE = profile({ profileId: 'c'.repeat(24), name: 'Spice Route', userName: 'spice-route', profileType: 'business' });

/** Writes a logged-in session to storage the way a login does. */
export function storeSession(options: { user?: UserData; activeProfile?: ActiveProfile | null; profiles?: Profile[] } = {}) {
  sessionStore.signIn({
    token: {
      access: { token: 'access-1', expires: '2099-01-01T00:00:00Z' },
      refresh: { token: 'refresh-1', expires: '2099-01-01T00:00:00Z' },
    },
    user: options.user ?? USER,
    userProfile: USER_PROFILE,
    businessProfiles: options.profiles ?? [CAFE],
    activeProfile:
      options.activeProfile === undefined
        ? { profileId: PERSONAL.profileId, userName: 'asha', profileType: 'personal', name: 'Asha' }
        : options.activeProfile,
  });
}
