import type { ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import type { Restaurant } from '@venue/shared';
import { paths } from '@/config/paths.ts';
import { useActiveProfile, useSession, type ActiveProfile } from '@/lib/session.ts';
import { useRestaurant } from '../api/check-restaurant.ts';
import { LoadError, LoadingRows } from '@/components/screen-states.tsx';

/**
 * Reservations belong to a business profile. Some of these routes are not guarded (spec §2),
 * so a visitor who is not logged in, or has no business profile active, is told so here.
 */
export function BusinessProfileGate({ children }: { children: (profile: ActiveProfile) => ReactNode }) {
  const { isLoggedIn } = useSession();
  const profile = useActiveProfile();
  if (!isLoggedIn) {
    return (
      <Alert color="yellow" title="Log in to manage reservations" m="md">
        <Stack gap="xs" align="flex-start">
          This screen belongs to a venue's dashboard.
          <Button component={Link} to={paths.login.getHref()} size="xs">
            Log in
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!profile || profile.profileType !== 'business') {
    return (
      <Alert color="yellow" title="No business profile" m="md">
        Choose or create a business profile to take table reservations.
      </Alert>
    );
  }
  return <>{children(profile)}</>;
}

/**
 * Every owner screen of reservations but the set-up needs the active profile's restaurant; a
 * profile without one is sent to the set-up screen.
 */
export function RestaurantGate({ children }: { children: (restaurant: Restaurant, profileId: string) => ReactNode }) {
  return (
    <BusinessProfileGate>
      {(profile) => (
        <GateForProfile key={profile.profileId} profileId={profile.profileId}>
          {children}
        </GateForProfile>
      )}
    </BusinessProfileGate>
  );
}

function GateForProfile({
  profileId,
  children,
}: {
  profileId: string;
  children: (restaurant: Restaurant, profileId: string) => ReactNode;
}) {
  const lookup = useRestaurant(profileId);
  if (lookup.isPending) return <LoadingRows label="Loading your restaurant" rows={3} />;
  if (lookup.isError) return <LoadError title="Restaurant unavailable" error={lookup.error} />;
  if (!lookup.data.hasRestaurant || !lookup.data.restaurant)
    return <Navigate to={paths.googleRestaurantSearch.getHref()} replace />;
  return <>{children(lookup.data.restaurant, profileId)}</>;
}
