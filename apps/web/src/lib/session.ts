import { useSyncExternalStore } from 'react';
import type { Profile, TokenPair, UserData, UserProfile } from '@venue/shared';
import { clearAllStoredState, readJson, STORAGE_KEYS, writeJson } from './storage.ts';

/** The active business context (spec §3 "Active business profile"). */
export interface ActiveProfile {
  profileId: string;
  userName: string;
  profileType: 'personal' | 'business';
  name?: string;
  image?: string | null;
}

export interface Session {
  isLoggedIn: boolean;
  accessToken: string | null;
  user: UserData | null;
  userProfile: UserProfile | null;
  businessProfiles: Profile[];
  activeProfile: ActiveProfile | null;
}

/**
 * The logged-in state lives in localStorage under the spec's keys (§3); this store is the
 * one reader and writer, and notifies React when it changes (also from another tab).
 */
const listeners = new Set<() => void>();
let snapshot: Session = read();

function read(): Session {
  const accessToken = localStorage.getItem(STORAGE_KEYS.accessToken);
  return {
    isLoggedIn: localStorage.getItem(STORAGE_KEYS.isAuthenticated) === 'true' && Boolean(accessToken),
    accessToken,
    user: readJson<UserData>(STORAGE_KEYS.userData),
    userProfile: readJson<UserProfile>(STORAGE_KEYS.userProfile),
    businessProfiles: readJson<Profile[]>(STORAGE_KEYS.businessProfiles) ?? [],
    activeProfile: readJson<ActiveProfile>(STORAGE_KEYS.activeBusinessProfile),
  };
}

function writeTokens(tokens: TokenPair) {
  localStorage.setItem(STORAGE_KEYS.accessToken, tokens.access.token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh.token);
  localStorage.setItem(STORAGE_KEYS.expiresAt, tokens.access.expires);
  localStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
}

function emit() {
  snapshot = read();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') window.addEventListener('storage', emit);

export const sessionStore = {
  get: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads storage (after a write made elsewhere, or in tests). */
  reload: emit,
  update(patch: Partial<Pick<Session, 'user' | 'userProfile' | 'businessProfiles' | 'activeProfile'>>) {
    if ('user' in patch) writeJson(STORAGE_KEYS.userData, patch.user);
    if ('userProfile' in patch) writeJson(STORAGE_KEYS.userProfile, patch.userProfile);
    if ('businessProfiles' in patch) writeJson(STORAGE_KEYS.businessProfiles, patch.businessProfiles);
    if ('activeProfile' in patch) {
      if (patch.activeProfile) writeJson(STORAGE_KEYS.activeBusinessProfile, patch.activeProfile);
      else localStorage.removeItem(STORAGE_KEYS.activeBusinessProfile);
    }
    emit();
  },
  setTokens(tokens: TokenPair) {
    writeTokens(tokens);
    emit();
  },
  /**
   * Stores a fresh login (spec §3 stored keys) in one go, so listeners never see a half-written
   * session: tokens, userId, userData, userProfile, businessProfiles, isAuthenticated and the
   * chosen active profile.
   */
  signIn(login: {
    token: TokenPair;
    user: UserData;
    userProfile: UserProfile;
    businessProfiles: Profile[];
    activeProfile: ActiveProfile | null;
  }) {
    writeTokens(login.token);
    localStorage.setItem(STORAGE_KEYS.userId, login.user.uuid || login.user.id);
    writeJson(STORAGE_KEYS.userData, login.user);
    writeJson(STORAGE_KEYS.userProfile, login.userProfile);
    writeJson(STORAGE_KEYS.businessProfiles, login.businessProfiles);
    if (login.activeProfile) writeJson(STORAGE_KEYS.activeBusinessProfile, login.activeProfile);
    else localStorage.removeItem(STORAGE_KEYS.activeBusinessProfile);
    emit();
  },
  clear() {
    clearAllStoredState();
    emit();
  },
};

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The active profile, or null when none is chosen. */
export function useActiveProfile(): ActiveProfile | null {
  return useSession().activeProfile;
}

/** The active profile's id (what every query key carries, lib/query-keys.ts), or null. */
export function useActiveProfileId(): string | null {
  return useSession().activeProfile?.profileId ?? null;
}
