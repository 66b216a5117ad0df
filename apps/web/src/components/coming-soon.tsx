import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Human titles for the screens whose contents are not built yet (spec §2 "not shown"). */
const TITLES: Record<string, string> = {
  [paths.wallet.path]: 'Wallet',
  [paths.manageLinks.path]: 'Manage links',
  [paths.reservations.path]: 'Reservations',
  [paths.reservationsDashboard.path]: 'Dashboard',
  [paths.deactivateRestaurant.path]: 'Deactivate restaurant',
  [paths.editBusinessProfile.path]: 'Business profile',
  [paths.tableReservationSettings.path]: 'Table reservation settings',
  [paths.googleRestaurantSearch.path]: 'Find your restaurant',
  [paths.addEvent.path]: 'Add event',
  [paths.eventTicketSelling.path]: 'Ticket selling',
  [paths.bankDetails.path]: 'Bank details',
  [paths.liveActivity.path]: 'Live activity',
};

function titleFor(pathname: string): string {
  if (TITLES[pathname]) return TITLES[pathname];
  const last = pathname.split('/').filter(Boolean).at(-1) ?? 'This page';
  const words = last.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One tidy placeholder for every screen that is routed but not built yet, so each route in
 * the table lands somewhere real instead of a blank page.
 */
export function ComingSoon({ title, backTo = paths.profile.getHref() }: { title?: string; backTo?: string }) {
  const { pathname } = useLocation();
  const heading = title ?? titleFor(pathname);
  return (
    <Center mih="60dvh" p="md">
      <Card withBorder padding="xl" maw={440} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconHourglassHigh size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {heading}
          </Title>
          <Text c="dimmed">This part of the dashboard is coming soon.</Text>
          <Button component={Link} to={backTo} variant="light">
            Back to profile
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
