import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  NO_FLAGS,
  OWNER_FLAGS,
  refusalFor,
  type MemberRequirement,
  type PermissionFlags,
  type Role,
  type UserPermissionsBody,
} from '@venue/shared';
import { teamRoutes } from '@venue/shared/routes';
import { api, ApiError, authHooks } from './api-client.ts';
import { queryKeysFactory } from './query-keys.ts';
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
 * Spec §4: permissions are cached per token and profile pair, so a new token (rights may have
 * changed since) or another profile asks again. Logout empties the whole query cache
 * (syncQueryCacheWithSession), this answer with it.
 */
export const permissionKeys = queryKeysFactory('permissions');
const permissionsKey = (profileId: string, token: string) => permissionKeys.scoped(profileId, token);

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
  return api.call(teamRoutes.getUserPermissions, { query: { profileId }, fallbackMessage: 'Failed to fetch permissions' });
}

export const permissionsQuery = (profileId: string, token: string) =>
  queryOptions({
    queryKey: permissionsKey(profileId, token),
    queryFn: async () => {
      try {
        return toState(await fetchUserPermissions(profileId));
      } catch (error) {
        // Spec §8: on failure every flag falls to false (usePermissions), with a destructive toast.
        const failure = error instanceof ApiError ? error : new ApiError(0, 'HTTP_ERROR', 'Failed to fetch permissions');
        toastError(failure.message);
        throw failure;
      }
    },
  });

/**
 * A 403 means the rights we show may be out of date (the owner changed them while this screen
 * was open): ask again for the active profile, so the guards follow. Not for the permissions
 * call itself, whose 403 is its answer. Returns the uninstaller.
 */
export function refreshPermissionsOnForbidden(queryClient: QueryClient): () => void {
  const onForbidden = (path: string) => {
    if (path === teamRoutes.getUserPermissions.path) return;
    const profileId = sessionStore.get().activeProfile?.profileId;
    if (profileId) void queryClient.invalidateQueries({ queryKey: permissionKeys.all(profileId) });
  };
  authHooks.onForbidden = onForbidden;
  return () => {
    if (authHooks.onForbidden === onForbidden) authHooks.onForbidden = null;
  };
}

/**
 * The caller's role and flags in the active profile, fetched once logged in with an active
 * profile. While loading, guards show their content dimmed and inert.
 */
export function usePermissions(): PermissionsState {
  const session = useSession();
  const token = session.isLoggedIn ? session.accessToken : null;
  const profileId = session.activeProfile?.profileId ?? null;
  const query = useQuery({ ...permissionsQuery(profileId ?? '', token ?? ''), enabled: Boolean(token && profileId) });
  if (!token || !profileId) return NOTHING;
  if (query.isError) return { status: 'error', role: null, flags: NO_FLAGS, error: query.error.message };
  return query.data ?? LOADING;
}

/** What a guard asks for: a feature flag, a minimum role, or both. */
export type AccessRequirement = MemberRequirement;

export type AccessDecision = 'loading' | 'allowed' | 'denied';

/** Whether permissions satisfy a requirement; the same rule the server's guard applies. */
export function decideAccess(permissions: PermissionsState, requirement: AccessRequirement): AccessDecision {
  if (permissions.status === 'loading') return 'loading';
  if (permissions.status === 'error' || !permissions.role) return 'denied';
  return refusalFor({ role: permissions.role, flags: permissions.flags }, requirement) ? 'denied' : 'allowed';
}

/** `useAccess({ flag: 'digitalMenuAccess' })` → 'loading' | 'allowed' | 'denied'. */
export function useAccess(requirement: AccessRequirement): AccessDecision {
  return decideAccess(usePermissions(), requirement);
}
