import { SUBSCRIPTION_API } from '@venue/shared';
import { profileListRoutes } from '@venue/shared/routes';
import { isWithin, paths } from '@/config/paths.ts';
import { USER_PERMISSIONS_PATH } from '@/config/shell-api-paths.ts';
import { menuPath } from '@/features/menu/api/menu-path.ts';
import { buildUrl } from '@/lib/build-url.ts';
import { fetchEarly } from '@/lib/early-fetch.ts';
import { sessionStore } from '@/lib/session.ts';

/**
 * A cold start's first data, asked for by the first script (main.tsx) before the dashboard's code
 * is fetched (lib/early-fetch.ts), with the credentials the API client would send: what the shell
 * and the guards of every screen wait for (the profiles, the caller's permissions, the subscription
 * status), and /menu's menu. On a slow phone the scripts take seconds to arrive and run; asked for
 * by the screens, these calls would start only after them, and the guards' one after the shell's
 * (issue 15 "Speed"). Kept apart from `routes/main-shell-views.ts`, whose chunk loaders would
 * reshape the first script's chunks.
 */
export function requestViewDataEarly(pathname: string) {
  const session = sessionStore.get();
  const profile = session.isLoggedIn ? session.activeProfile : null;
  if (!profile || !session.accessToken) return;
  const headers = { Authorization: `Bearer ${session.accessToken}`, 'X-Profile-ID': profile.profileId };
  const ofProfile = { profileId: profile.profileId };
  fetchEarly(profileListRoutes.listSocialProfiles.path, headers);
  fetchEarly(buildUrl(USER_PERMISSIONS_PATH, ofProfile), headers);
  fetchEarly(buildUrl(SUBSCRIPTION_API.status, ofProfile), headers);
  if (isWithin(pathname, paths.menu.path)) fetchEarly(menuPath(profile.userName), headers);
}
