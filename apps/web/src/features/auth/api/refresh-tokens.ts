import type { TokenPair } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { STORAGE_KEYS } from '@/lib/storage.ts';
import { sessionStore } from '@/lib/session.ts';

/**
 * Replaces both tokens with a fresh pair (spec §4; the server rotates the refresh token).
 * Throws "No refresh token available" when none is stored and "Failed to refresh access
 * token" when the answer carries no token (spec §5 "Other"). Returns the new access token.
 */
export async function refreshTokens(): Promise<string> {
  const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
  if (!refreshToken) throw new Error('No refresh token available');
  let body: { token?: Partial<TokenPair> } | null;
  try {
    body = await api.post<{ token?: Partial<TokenPair> }>('/v1/user/refresh-tokens', { refreshToken }, { skipAuthRefresh: true });
  } catch {
    throw new Error('Failed to refresh access token');
  }
  const access = body?.token?.access;
  const refresh = body?.token?.refresh;
  if (!access?.token || !refresh?.token) throw new Error('Failed to refresh access token');
  sessionStore.setTokens({ access, refresh });
  return access.token;
}
