import { Button, Group, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';

const LINKS = [
  { label: 'Bookings', to: paths.reservations.getHref() },
  { label: 'Waitlist', to: paths.reservationsWaitlist.getHref() },
  { label: 'Guests', to: paths.reservationsGuests.getHref() },
  { label: 'Live', to: paths.liveActivity.getHref() },
  { label: 'Meal times & slots', to: paths.reservationsManageSlots.getHref() },
  { label: 'Opening hours', to: paths.openingHours.getHref() },
  { label: 'Terms', to: paths.reservationsTermsConditions.getHref() },
  { label: 'Settings', to: paths.tableReservationSettings.getHref() },
  { label: 'Figures', to: paths.reservationsOverallBookings.getHref() },
  { label: 'Cities', to: paths.reservationsCityWiseBookings.getHref() },
  { label: 'Pause bookings', to: paths.deactivateRestaurant.getHref() },
];

/** The reservations area's own links; one scrolling row on a phone. */
export function ReservationsNav() {
  const { pathname } = useLocation();
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Group gap={6} wrap="nowrap" component="nav" aria-label="Reservations" w="max-content">
        {LINKS.map((link) => {
          const isCurrent =
            pathname === link.to || (link.to !== paths.reservations.getHref() && pathname.startsWith(`${link.to}/`));
          return (
            <Button
              key={link.to}
              component={Link}
              to={link.to}
              size="compact-sm"
              radius="xl"
              variant={isCurrent ? 'filled' : 'default'}
              aria-current={isCurrent ? 'page' : undefined}
              style={{ flexShrink: 0 }}
            >
              {link.label}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
