import { useEffect, useSyncExternalStore } from 'react';
import {
  NO_FLAGS,
  OWNER_FLAGS,
  type PermissionFlag,
  type PermissionFlags,
  type Role,
  type UserPermissionsBody,
} from '@venue/shared';
import { api, ApiError, authHooks } from './api-client.ts';
import { sessionStore, useSession } from './session.ts';
import { toastError } from './toast.ts';

export type PermissionsStatus = 'loading' | 'ready' | 'error';

export interface PermissionsState {
  status: PermissionsStatus;
  /** The caller's role in the active profile; null while loading, on failure, or without a profile. */
  role: Role | null;
  flags: PermissionFlags;
  /** The failure's message (spec §8), when status is 'error'. */
  error: string | null;
}

const LOADING: PermissionsState = { status: 'loading', role: null, flags: NO_FLAGS, error: null };
/** Logged out or no active profile: nothing is permitted, and there is nothing to wait for. */
const NOTHING: PermissionsState = { status: 'ready', role: null, flags: NO_FLAGS, error: null };

/**
 * Permissions cached per (access token, profile) pair (spec §4): a new token or another
 * profile fetches again, and logout empties the cache. Kept outside React Query so that the
 * cache follows the session itself, whoever clears it.
 */
const cache = new Map<string, PermissionsState>();
const inFlight = new Set<string>();
const listeners = new Set<() => void>();

const cacheKey = (token: string, profileId: string) => `${profileId} ${token}`;

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every cached answer (logout, or after the caller's own rights were changed). */
export function clearPermissionsCache() {
  cache.clear();
  inFlight.clear();
  emit();
}

sessionStore.subscribe(() => {
  if (!sessionStore.get().isLoggedIn && cache.size > 0) clearPermissionsCache();
});

const PERMISSIONS_PATH = '/v1/user/user-permissions';

/**
 * A 403 means the rights we show may be out of date (the owner changed them while this screen
 * was open): forget the active profile's answer so the guards ask again. Not for the
 * permissions call itself, whose 403 is its answer.
 */
authHooks.onForbidden = (path) => {
  if (path === PERMISSIONS_PATH) return;
  const { accessToken, activeProfile } = sessionStore.get();
  if (!accessToken || !activeProfile) return;
  if (cache.delete(cacheKey(accessToken, activeProfile.profileId))) emit();
};

function toState(body: UserPermissionsBody): PermissionsState {
  const flags: PermissionFlags = {
    digitalMenuAccess: body.permissions.digitalMenuAccess.value === true,
    tableReserveAccess: body.permissions.tableReserveAccess.value === true,
    socialProfileAccess: body.permissions.socialProfileAccess.value === true,
  };
  return { status: 'ready', role: body.role, flags: body.role === 'owner' ? { ...OWNER_FLAGS } : flags, error: null };
}

/** GET user-permissions (spec §7); the server message, else the spec's fallbacks. */
export function fetchUserPermissions(profileId: string): Promise<UserPermissionsBody> {
  return api.get<UserPermissionsBody>(PERMISSIONS_PATH, { profileId }, { fallbackMessage: 'Failed to fetch permissions' });
}

async function load(token: string, profileId: string) {
  const key = cacheKey(token, profileId);
  if (cache.has(key) || inFlight.has(key)) return;
  inFlight.add(key);
  let next: PermissionsState;
  try {
    next = toState(await fetchUserPermissions(profileId));
  } catch (error) {
    // Spec §8: on failure every flag falls to false, with a destructive toast.
    const message = error instanceof ApiError ? error.message : 'Failed to fetch permissions';
    toastError(message);
    next = { status: 'error', role: null, flags: NO_FLAGS, error: message };
  }
  // A logout (or a newer token) while this was in flight makes the answer worthless.
  if (!inFlight.delete(key)) return;
  for (const stale of cache.keys()) if (!stale.endsWith(` ${token}`)) cache.delete(stale);
  cache.set(key, next);
  emit();
}

/**
 * The caller's role and flags in the active profile, fetched once logged in with an active
 * profile. While loading, guards show their content dimmed and inert.
 */
export function usePermissions(): PermissionsState {
  const session = useSession();
  const token = session.isLoggedIn ? session.accessToken : null;
  const profileId = session.activeProfile?.profileId ?? null;
  const key = token && profileId ? cacheKey(token, profileId) : null;
  const state = useSyncExternalStore(
    subscribe,
    () => (key ? (cache.get(key) ?? LOADING) : NOTHING),
    () => LOADING,
  );
  // `state` is a dependency so that a cleared cache loads again while the screen stays open.
  useEffect(() => {
    if (token && profileId) void load(token, profileId);
  }, [token, profileId, state]);
  return state;
}

/** What a guard asks for: a feature flag, a minimum role, or both. */
export interface AccessRequirement {
  flag?: PermissionFlag;
  /** 'manager' admits owners and managers; 'owner' only the owner. */
  role?: 'owner' | 'manager';
}

export type AccessDecision = 'loading' | 'allowed' | 'denied';

/** Whether permissions satisfy a requirement; the same rule the server's guard applies. */
export function decideAccess(permissions: PermissionsState, requirement: AccessRequirement): AccessDecision {
  if (permissions.status === 'loading') return 'loading';
  if (permissions.status === 'error' || !permissions.role) return 'denied';
  if (requirement.role === 'owner' && permissions.role !== 'owner') return 'denied';
  if (requirement.role === 'manager' && permissions.role === 'staff') return 'denied';
  if (requirement.flag && !permissions.flags[requirement.flag]) return 'denied';
  return 'allowed';
}

/** `useAccess({ flag: 'digitalMenuAccess' })` → 'loading' | 'allowed' | 'denied'. */
export function useAccess(requirement: AccessRequirement): AccessDecision {
  return decideAccess(usePermissions(), requirement);
}
