import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader.tsx';
import { useAuthHooks } from '@/features/auth/hooks/use-auth-hooks.ts';
import { chooseActiveProfile } from '@/lib/active-profile.ts';
import { sessionStore } from '@/lib/session.ts';

/**
 * Reads the stored login state once (spec §2: "Initializing..." until then), applies spec §5's
 * stored-active-profile rule to it, and installs the HTTP client's refresh and logout hooks.
 */
function readStoredState() {
  sessionStore.reload();
  const { isLoggedIn, user, activeProfile, businessProfiles } = sessionStore.get();
  if (!isLoggedIn || !user) return;
  // Memberships known to this browser: those at login plus the profile list read since (a
  // profile created after login is the user's own even before the next login says so).
  const associatedProfiles = [
    ...user.associatedProfiles,
    ...businessProfiles.map((profile) => ({ profileId: profile.profileId, role: profile.role ?? 'owner' })),
  ];
  const chosen = chooseActiveProfile(activeProfile, { ...user, associatedProfiles }, businessProfiles);
  if (chosen !== activeProfile) sessionStore.update({ activeProfile: chosen });
}

export function RootLayout() {
  const [ready, setReady] = useState(false);
  useAuthHooks();
  useEffect(() => {
    readStoredState();
    setReady(true);
  }, []);
  if (!ready) return <FullScreenLoader />;
  return (
    <>
      <ScrollRestoration />
      {/* Screens are lazy chunks (app/router.tsx): the loader shows while one arrives. */}
      <Suspense fallback={<FullScreenLoader label="Loading..." />}>
        <Outlet />
      </Suspense>
    </>
  );
}
