import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { Restaurant } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { toast, toastError } from '@/lib/toast.ts';
import { useUpdateRestaurantActivity } from '../api/update-restaurant-activity.ts';
import { ReservationsPage } from './reservations-page.tsx';

/** /deactivate-restaurant: pause or resume taking bookings; existing bookings stay. */
export function RestaurantActivity({ restaurant }: { restaurant: Restaurant }) {
  const update = useUpdateRestaurantActivity();
  const [isAsking, setAsking] = useState(false);
  const next = !restaurant.isActive;

  const confirm = () =>
    update.mutate(
      { restaurantId: restaurant._id, isActive: next },
      {
        onSuccess: () => {
          toast({ title: next ? 'Bookings resumed' : 'Bookings paused' });
          setAsking(false);
        },
        onError: (error) => toastError(error.message),
      },
    );

  return (
    <ReservationsPage title="Pause bookings" description={restaurant.name}>
      <Card withBorder radius="md" padding="lg" maw={620}>
        <Stack gap="md">
          {restaurant.isActive ? (
            <Alert color="teal" title="Taking bookings">
              Guests can book on your booking page.
            </Alert>
          ) : (
            <Alert color="yellow" title="Bookings are paused">
              Guests see that you are not taking bookings right now.
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            Pausing stops new bookings only. Bookings already made stay, and you can resume at any time.
          </Text>
          <Group>
            <AccessGuard flag="tableReserveAccess" mode="disable">
              <Button
                color={restaurant.isActive ? 'red' : 'teal'}
                leftSection={restaurant.isActive ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                onClick={() => setAsking(true)}
              >
                {restaurant.isActive ? 'Pause bookings' : 'Resume bookings'}
              </Button>
            </AccessGuard>
          </Group>
        </Stack>
      </Card>
      <ResponsiveDialog opened={isAsking} onClose={() => setAsking(false)} title="Are you sure?" size="sm" drawerSize="auto">
        <Text size="sm">
          {next
            ? 'Guests will be able to book again.'
            : 'Guests will not be able to book until you resume. Existing bookings are kept.'}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)} disabled={update.isPending}>
            Cancel
          </Button>
          <Button color={next ? 'teal' : 'red'} onClick={confirm} loading={update.isPending}>
            {next ? 'Resume bookings' : 'Pause bookings'}
          </Button>
        </Group>
      </ResponsiveDialog>
    </ReservationsPage>
  );
}
