import { Text } from '@mantine/core';
import { OpeningHoursScreen } from '@/features/reservations/index.ts';
import { ProfileSubpage } from '../layout/profile-subpage.tsx';

/**
 * /profile/settings/opening-hours: the venue's one set of opening hours (issue 35), for every
 * venue, with or without table reservations (it no longer asks to create a restaurant first).
 */
export default function OpeningHoursRoute() {
  return (
    <ProfileSubpage title="Opening hours">
      <Text size="sm" c="dimmed">
        Guests see these hours on your menu, link page and booking page; bookings are taken only while you are open.
      </Text>
      <OpeningHoursScreen />
    </ProfileSubpage>
  );
}
