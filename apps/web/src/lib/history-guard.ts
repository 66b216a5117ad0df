import { LOGOUT_HISTORY_GUARD_MS } from '@venue/shared';
import { paths } from '@/config/paths.ts';

/**
 * After logout, Back must not show the dashboard page the user just left (spec §2): for
 * LOGOUT_HISTORY_GUARD_MS every Back press is answered by pushing /login again. Call it once
 * the router is already on /login. Returns a function that ends the guard early.
 */
export function guardHistoryAfterLogout(loginPath = paths.login.getHref()): () => void {
  // A second /login entry on top: the first Back lands on /login instead of the old page.
  window.history.pushState(window.history.state, '', loginPath);
  const onPopState = () => window.history.pushState(window.history.state, '', loginPath);
  window.addEventListener('popstate', onPopState);
  const timer = window.setTimeout(stop, LOGOUT_HISTORY_GUARD_MS);
  function stop() {
    window.clearTimeout(timer);
    window.removeEventListener('popstate', onPopState);
  }
  return stop;
}
