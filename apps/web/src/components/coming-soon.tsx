import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

/** Human titles for the screens whose contents are not built yet (spec §2 "not shown"). */
const TITLES: Record<string, string> = {
  '/wallet': 'Wallet',
  '/manage-links': 'Manage links',
  '/reservations': 'Reservations',
  '/reservations/dashboard': 'Dashboard',
  '/deactivate-restaurant': 'Deactivate restaurant',
  '/super-admin-access': 'Super admin',
  '/profile/edit-business-profile': 'Business profile',
  '/profile/settings/table-reservation': 'Table reservation settings',
  '/google-restaurant-search': 'Find your restaurant',
  '/add-event': 'Add event',
  '/event-ticket-selling': 'Ticket selling',
  '/bank-details': 'Bank details',
  '/subscription-payment-callback': 'Payment',
  '/live-activity': 'Live activity',
  '/subscription-plans': 'Subscription plans',
  '/digital-menu-plans': 'Digital menu plans',
  '/fast-social-plans': 'Fast social plans',
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
export function ComingSoon({ title, backTo = '/profile' }: { title?: string; backTo?: string }) {
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
