import { isWithin, paths } from '@/config/paths.ts';
import { menuPath } from '@/features/menu/api/menu-path.ts';
import { fetchEarly } from '@/lib/early-fetch.ts';
import { sessionStore } from '@/lib/session.ts';

/**
 * A cold start's first data, asked for by the first script (main.tsx) before the dashboard's code
 * is fetched: /menu's menu is on its way while the scripts load and run, and the menu query takes
 * it (lib/early-fetch.ts), with the credentials the API client would send. Kept apart from
 * `routes/main-shell-views.ts`, whose chunk loaders would reshape the first script's chunks.
 */
export function requestViewDataEarly(pathname: string) {
  const session = sessionStore.get();
  const profile = session.isLoggedIn ? session.activeProfile : null;
  if (!profile || !session.accessToken || !isWithin(pathname, paths.menu.path)) return;
  fetchEarly(menuPath(profile.userName), { Authorization: `Bearer ${session.accessToken}`, 'X-Profile-ID': profile.profileId });
}
