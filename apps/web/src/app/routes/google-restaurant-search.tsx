import { Box } from '@mantine/core';
import { BusinessProfileGate, RestaurantSetup } from '@/features/reservations/index.ts';

/** /google-restaurant-search: set up the profile's restaurant (search or by hand). */
export default function GoogleRestaurantSearchRoute() {
  return (
    <BusinessProfileGate>
      {(profile) => (
        <Box p="md">
          <RestaurantSetup key={profile.profileId} profileId={profile.profileId} venueName={profile.name ?? ''} />
        </Box>
      )}
    </BusinessProfileGate>
  );
}
