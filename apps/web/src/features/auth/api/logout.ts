import { api } from '@/lib/api-client.ts';
import { STORAGE_KEYS } from '@/lib/storage.ts';

/**
 * Revokes the refresh token on the server (POST /v1/user/logout). Best effort: logging out
 * locally must never wait on, or fail because of, the network.
 */
export async function logoutOnServer(): Promise<void> {
  const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
  if (!refreshToken) return;
  await api.post('/v1/user/logout', { refreshToken }, { skipAuthRefresh: true }).catch(() => undefined);
}
