import { AUTH_GUARD_DELAY_MS } from '@venue/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { FullScreenLoader } from './full-screen-loader.tsx';

/** Where a protected route sends a logged-out visitor, with the path to come back to. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * Protected routes (spec §2): a logged-out visitor is sent to /login, remembering the path.
 * The guard waits AUTH_GUARD_DELAY_MS first (spec §4) so a session being written by another
 * tab or a just-finished login is not bounced. As a layout route it guards its child routes.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    if (isLoggedIn) return;
    const timer = window.setTimeout(() => setWaited(true), AUTH_GUARD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isLoggedIn]);

  if (isLoggedIn) return children ?? <Outlet />;
  if (!waited) return <FullScreenLoader label="Checking your session..." />;
  const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to={paths.login.getHref()} replace state={state} />;
}

/** /login for someone already logged in goes to the remembered origin, else /profile. */
export function RedirectIfAuthenticated({ children }: { children?: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) return children ?? <Outlet />;
  const from = (location.state as LoginRedirectState | null)?.from;
  // Only same-app paths: a crafted state must not send anyone off-site or back to /login.
  const target =
    from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(paths.login.path) ? from : paths.profile.getHref();
  return <Navigate to={target} replace />;
}
