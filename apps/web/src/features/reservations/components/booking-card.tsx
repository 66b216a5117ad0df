import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconDoorEnter, IconPhone, IconUserOff, IconUsers, IconX } from '@tabler/icons-react';
import { BOOKING_STATUS_LABELS, type Booking, type BookingStatus } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { useAccess } from '@/lib/permissions.ts';
import { formatPhoneNumber } from '@/lib/phone.ts';
import { toastError } from '@/lib/toast.ts';
import { useAcceptBooking } from '../api/accept-booking.ts';
import { useDeclineBooking } from '../api/decline-booking.ts';
import { useMarkArrived } from '../api/mark-arrived.ts';
import { useMarkNoShow } from '../api/mark-no-show.ts';
import { formatVenueTime } from '../lib/venue-date.ts';

export const STATUS_COLORS: Record<BookingStatus, string> = {
  pending: 'orange',
  accepted: 'teal',
  declined: 'gray',
  arrived: 'blue',
  'no-show': 'red',
  cancelled: 'gray',
  expired: 'gray',
};

/** One booking on the desk, with the moves its status allows (decisions §6). */
export function BookingCard({ booking }: { booking: Booking }) {
  const accept = useAcceptBooking();
  const decline = useDeclineBooking();
  const arrived = useMarkArrived();
  const noShow = useMarkNoShow();
  const isBusy = accept.isPending || decline.isPending || arrived.isPending || noShow.isPending;
  const onError = (error: Error) => toastError(error.message);
  // Without the flag the server answers the number masked (last four digits): nothing to call.
  const seesGuest = useAccess({ flag: 'tableReserveAccess' }) === 'allowed';

  return (
    <Card withBorder radius="md" padding="md" aria-label={`Booking ${booking.reference} for ${booking.name}`} component="article">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <Stack gap={0} miw={76} style={{ flexShrink: 0 }}>
            <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
              {formatVenueTime(booking.time)}
            </Text>
            <Text size="xs" c="dimmed">
              {booking.reference}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{booking.name}</Text>
              <Badge color={STATUS_COLORS[booking.status]} variant="light">
                {BOOKING_STATUS_LABELS[booking.status]}
              </Badge>
            </Group>
            <Group gap={4} style={{ columnGap: 'var(--mantine-spacing-md)' }}>
              <Group gap={4}>
                <IconUsers size={14} aria-hidden />
                <Text size="sm">
                  {booking.partySize} {booking.partySize === 1 ? 'guest' : 'guests'}
                </Text>
              </Group>
              <Group gap={4}>
                <IconPhone size={14} aria-hidden />
                {seesGuest ? (
                  <Text size="sm" component="a" href={`tel:+${booking.mobileNumber.replace(/\D/g, '')}`}>
                    {formatPhoneNumber(booking.mobileNumber)}
                  </Text>
                ) : (
                  <Text size="sm">{booking.mobileNumber}</Text>
                )}
              </Group>
            </Group>
            {booking.note ? (
              <Text size="sm" c="dimmed" fs="italic">
                “{booking.note}”
              </Text>
            ) : null}
          </Stack>
        </Group>
        <AccessGuard flag="tableReserveAccess" mode="disable">
          <Group gap="xs">
            {booking.status === 'pending' ? (
              <>
                <Button
                  size="xs"
                  color="teal"
                  leftSection={<IconCheck size={14} />}
                  disabled={isBusy}
                  loading={accept.isPending}
                  onClick={() => accept.mutate(booking._id, { onError })}
                >
                  Accept
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconX size={14} />}
                  disabled={isBusy}
                  loading={decline.isPending}
                  onClick={() => decline.mutate(booking._id, { onError })}
                >
                  Decline
                </Button>
              </>
            ) : null}
            {booking.status === 'accepted' ? (
              <>
                <Button
                  size="xs"
                  leftSection={<IconDoorEnter size={14} />}
                  disabled={isBusy}
                  loading={arrived.isPending}
                  onClick={() => arrived.mutate(booking._id, { onError })}
                >
                  Arrived
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  leftSection={<IconUserOff size={14} />}
                  disabled={isBusy}
                  loading={noShow.isPending}
                  onClick={() => noShow.mutate(booking._id, { onError })}
                >
                  No-show
                </Button>
              </>
            ) : null}
          </Group>
        </AccessGuard>
      </Group>
    </Card>
  );
}
