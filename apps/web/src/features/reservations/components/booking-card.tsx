import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconDoorEnter, IconPhone, IconUserOff, IconUsers, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  ARRIVED_FROM_MINUTES_BEFORE,
  BOOKING_STATUS_LABELS,
  DECLINE_REASON_MAX,
  DEPOSIT_STATE_LABELS,
  formatPaise,
  type DepositState,
  NO_SHOW_FROM_MINUTES_AFTER,
  RESERVATION_MESSAGES,
  type Booking,
  type BookingStatus,
  type GuestSummary,
} from '@venue/shared';
import { KnownGuest } from '@/components/known-guest.tsx';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { useAccess } from '@/lib/permissions.ts';
import { formatPhoneNumber } from '@/lib/phone.ts';
import { toastError } from '@/lib/toast.ts';
import { useAcceptBooking } from '../api/accept-booking.ts';
import { useDeclineBooking } from '../api/decline-booking.ts';
import { useMarkArrived } from '../api/mark-arrived.ts';
import { useMarkNoShow } from '../api/mark-no-show.ts';
import { useUndoBookingStatus } from '../api/undo-status.ts';
import { formatLocalTime, venueDate } from '@/lib/local-date.ts';

/** From when the desk may mark a booking (decisions §7): arrived 30 minutes early, no-show 15 minutes late. */
export function deskMoveOpensAt(booking: Pick<Booking, 'startsAt'>, move: 'arrived' | 'no-show'): Date {
  const minutes = move === 'arrived' ? -ARRIVED_FROM_MINUTES_BEFORE : NO_SHOW_FROM_MINUTES_AFTER;
  return new Date(new Date(booking.startsAt).getTime() + minutes * 60_000);
}

/** "7:45 pm" on the venue's clock. */
const clockTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(instant).toLowerCase();

/** The time, again every half minute: the desk's buttons open as the booking's time comes. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export const STATUS_COLORS: Record<BookingStatus, string> = {
  'awaiting-deposit': 'yellow',
  pending: 'orange',
  accepted: 'teal',
  declined: 'gray',
  arrived: 'blue',
  'no-show': 'red',
  cancelled: 'gray',
  expired: 'gray',
};

/** Where a booking's deposit stands, at a glance (decisions §7). */
const DEPOSIT_COLORS: Record<DepositState, string> = {
  awaiting: 'yellow',
  paid: 'teal',
  'refund-pending': 'grape',
  refunded: 'gray',
  forfeited: 'red',
  applied: 'blue',
  unpaid: 'gray',
};

/** One booking on the desk, with the moves its status allows (decisions §6). */
export function BookingCard({
  booking,
  timeZone = 'Asia/Kolkata',
}: {
  /** A desk list's booking carries its known guest (tags, notes); an action's answer does not. */
  booking: Booking & { guest?: GuestSummary | null };
  timeZone?: string;
}) {
  const accept = useAcceptBooking();
  const decline = useDeclineBooking();
  const arrived = useMarkArrived();
  const noShow = useMarkNoShow();
  const undo = useUndoBookingStatus();
  const isBusy = accept.isPending || decline.isPending || arrived.isPending || noShow.isPending || undo.isPending;
  const [asking, setAsking] = useState<'decline' | 'no-show' | null>(null);
  const [reason, setReason] = useState('');
  const now = useNow();
  const arrivedFrom = deskMoveOpensAt(booking, 'arrived');
  const noShowFrom = deskMoveOpensAt(booking, 'no-show');
  const canArrive = now >= arrivedFrom;
  const canNoShow = now >= noShowFrom;
  // The server keeps the last word (same local day of the mark); a booking of today is the desk's.
  const canUndo = (booking.status === 'arrived' || booking.status === 'no-show') && booking.date === venueDate(timeZone, 0, now);
  const trimmedReason = reason.trim();
  const close = () => {
    setAsking(null);
    setReason('');
  };
  const onError = (error: Error) => toastError(error.message);
  // Without the flag the server answers the number masked (last four digits): nothing to call.
  const seesGuest = useAccess({ flag: 'tableReserveAccess' }) === 'allowed';

  return (
    <Card withBorder radius="md" padding="md" aria-label={`Booking ${booking.reference} for ${booking.name}`} component="article">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <Stack gap={0} miw={76} style={{ flexShrink: 0 }}>
            <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
              {formatLocalTime(booking.time)}
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
              {booking.depositStatus ? (
                <Badge color={DEPOSIT_COLORS[booking.depositStatus]} variant="outline">
                  {DEPOSIT_STATE_LABELS[booking.depositStatus]} · {formatPaise(booking.depositPaise)}
                </Badge>
              ) : null}
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
            <KnownGuest guest={booking.guest} />
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
                  onClick={() => setAsking('decline')}
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
                  disabled={isBusy || !canArrive}
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
                  disabled={isBusy || !canNoShow}
                  loading={noShow.isPending}
                  onClick={() => setAsking('no-show')}
                >
                  No-show
                </Button>
                {!canNoShow ? (
                  <Text size="xs" c="dimmed" w="100%">
                    {canArrive
                      ? `No-show from ${clockTime(noShowFrom, timeZone)}`
                      : `Arrived from ${clockTime(arrivedFrom, timeZone)}, no-show from ${clockTime(noShowFrom, timeZone)}`}
                  </Text>
                ) : null}
              </>
            ) : null}
            {canUndo ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconArrowBackUp size={14} />}
                disabled={isBusy}
                loading={undo.isPending}
                onClick={() => undo.mutate(booking._id, { onError })}
              >
                Undo {BOOKING_STATUS_LABELS[booking.status].toLowerCase()}
              </Button>
            ) : null}
          </Group>
        </AccessGuard>
      </Group>
      <ResponsiveDialog
        opened={asking === 'decline'}
        onClose={close}
        title={`Decline ${booking.name}'s booking?`}
        size="md"
        drawerSize="auto"
      >
        <Stack gap="md">
          <Text size="sm">
            {booking.partySize} {booking.partySize === 1 ? 'guest' : 'guests'} at {formatLocalTime(booking.time)}. The guest is
            told by SMS and WhatsApp, with your reason.
          </Text>
          <Textarea
            label="Reason for the guest"
            placeholder="We are fully committed to a private event that evening"
            required
            autosize
            minRows={2}
            maxLength={DECLINE_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            description={`${reason.length}/${DECLINE_REASON_MAX}`}
            error={decline.isError ? decline.error.message : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep booking
            </Button>
            <Button
              color="red"
              disabled={trimmedReason.length === 0}
              loading={decline.isPending}
              onClick={() => decline.mutate({ bookingId: booking._id, reason: trimmedReason }, { onSuccess: close, onError })}
            >
              Decline booking
            </Button>
          </Group>
          {trimmedReason.length === 0 ? (
            <Text size="xs" c="dimmed">
              {RESERVATION_MESSAGES.declineReasonRequired}
            </Text>
          ) : null}
        </Stack>
      </ResponsiveDialog>
      <ResponsiveDialog
        opened={asking === 'no-show'}
        onClose={close}
        title={`Mark ${booking.name} as a no-show?`}
        size="md"
        drawerSize="auto"
      >
        <Stack gap="md">
          <Text size="sm">
            Their {booking.partySize} {booking.partySize === 1 ? 'seat goes' : 'seats go'} back on sale for{' '}
            {formatLocalTime(booking.time)}. You can undo this today.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={noShow.isPending}
              onClick={() => noShow.mutate(booking._id, { onSuccess: close, onError })}
            >
              Mark no-show
            </Button>
          </Group>
        </Stack>
      </ResponsiveDialog>
    </Card>
  );
}
