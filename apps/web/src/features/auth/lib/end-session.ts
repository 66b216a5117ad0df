import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths.ts';
import { guardHistoryAfterLogout } from '@/lib/history-guard.ts';
import { sessionStore } from '@/lib/session.ts';
import { STORAGE_KEYS } from '@/lib/storage.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { logoutOnServer } from '../api/logout.ts';

export type Navigate = (to: string, options: { replace: boolean }) => void | Promise<void>;

/**
 * Ends the session (spec §2, §4): revoke on the server, clear every stored key and cached
 * query, go to /login, keep Back on /login for a moment, and say so. `reason` is the refresh
 * failure when the session was lost rather than ended by the person.
 */
export async function endSession(deps: { queryClient: QueryClient; navigate: Navigate }, reason?: string): Promise<void> {
  // Several calls can lose the session at once; only the first one acts.
  if (reason && !localStorage.getItem(STORAGE_KEYS.accessToken)) return;
  // The request reads the tokens before the store is cleared below.
  void logoutOnServer();
  sessionStore.clear();
  deps.queryClient.clear();
  await deps.navigate(paths.login.getHref(), { replace: true });
  guardHistoryAfterLogout(paths.login.getHref());
  if (reason) toastError(`${reason}. Please log in again.`, 'Session expired');
  else toast({ title: 'Logged out successfully!' });
}
