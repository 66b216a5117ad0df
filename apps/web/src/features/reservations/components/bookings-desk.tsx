import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type Booking, type BookingStatus, type Restaurant } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { useBookings } from '../api/get-bookings.ts';
import { useSlots } from '../api/get-slots.ts';
import { reservationKeys } from '../api/keys.ts';
import { useLiveActivity } from '../hooks/use-live-activity.ts';
import { venueDate } from '@/lib/local-date.ts';
import { AutoAcceptSwitch } from './auto-accept-switch.tsx';
import { BookingCard } from './booking-card.tsx';
import { ConnectionBadge } from './connection-badge.tsx';
import { ExportBookingsDialog } from './export-bookings-dialog.tsx';
import { ReservationsPage } from './reservations-page.tsx';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { SlotCovers } from './slot-covers.tsx';
import { VenueDatePicker } from './venue-date-picker.tsx';

/** Pending bookings wait on the desk, so they come first; then by time. */
export function deskOrder<T extends Booking>(bookings: T[]): T[] {
  return [...bookings].sort((a, b) => {
    const pendingFirst = Number(b.status === 'pending') - Number(a.status === 'pending');
    return pendingFirst || a.time.localeCompare(b.time) || a.createdAt.localeCompare(b.createdAt);
  });
}

const STATUS_FILTER = [
  { value: 'all', label: 'All statuses' },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] })),
];

/** /reservations: the day's bookings, updated live as guests book. */
export function BookingsDesk({ restaurant }: { restaurant: Restaurant }) {
  const today = venueDate(restaurant.timeZone);
  const [date, setDate] = useState(today);
  const [status, setStatus] = useState<BookingStatus | null>(null);
  const [page, setPage] = useState(1);
  const [exportOpen, setExportOpen] = useState(false);
  const bookings = useBookings({ date, status, page });
  const slots = useSlots(restaurant._id, date);
  const invalidate = useInvalidateProfileQueries();

  const refresh = useCallback(() => {
    void invalidate(reservationKeys.bookingsAll);
    void invalidate(reservationKeys.slotsAll);
  }, [invalidate]);
  const connection = useLiveActivity(refresh, refresh);

  const ordered = useMemo(() => deskOrder(bookings.data?.bookings ?? []), [bookings.data]);
  const pendingCount = ordered.filter((booking) => booking.status === 'pending').length;
  const pageCount = bookings.data ? Math.max(1, Math.ceil(bookings.data.total / Math.max(1, bookings.data.pageSize))) : null;

  return (
    <ReservationsPage
      title="Bookings"
      description={restaurant.name}
      actions={
        <>
          <ConnectionBadge connection={connection} />
          {/* The file holds guests' names, numbers and notes: the desk's only (the server refuses others). */}
          <AccessGuard flag="tableReserveAccess" mode="fallback">
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => setExportOpen(true)}>
              Export
            </Button>
          </AccessGuard>
        </>
      }
    >
      {!restaurant.isActive ? (
        <Alert color="yellow" title="Bookings are paused">
          Guests cannot book right now. Resume bookings under “Pause bookings”.
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <VenueDatePicker
              value={date}
              today={today}
              onChange={(next) => {
                setDate(next);
                setPage(1);
              }}
            />
            <Select
              label="Status"
              data={STATUS_FILTER}
              value={status ?? 'all'}
              onChange={(value) => {
                setStatus(!value || value === 'all' ? null : (value as BookingStatus));
                setPage(1);
              }}
              allowDeselect={false}
              w={170}
            />
          </Group>
          <AutoAcceptSwitch restaurant={restaurant} />
        </Group>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Covers per slot
          </Text>
          {slots.isPending ? (
            <LoadingRows rows={1} label="Loading slots" />
          ) : slots.isError ? (
            <Text c="red" size="sm">
              {slots.error.message}
            </Text>
          ) : (
            <SlotCovers slots={slots.data} />
          )}
        </Stack>
      </Card>
      {bookings.isPending ? (
        <LoadingRows label="Loading bookings" />
      ) : bookings.isError ? (
        <LoadError title="Bookings unavailable" error={bookings.error} />
      ) : ordered.length === 0 ? (
        <EmptyState title="No bookings for this date">New bookings appear here as guests make them.</EmptyState>
      ) : (
        <Stack gap="sm" aria-label="Bookings">
          {pendingCount > 0 ? (
            <Text size="sm" c="orange.8" fw={500}>
              {pendingCount} waiting for your answer
            </Text>
          ) : null}
          {ordered.map((booking) => (
            <BookingCard key={booking._id} booking={booking} timeZone={restaurant.timeZone} />
          ))}
        </Stack>
      )}
      {pageCount && pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
      <ExportBookingsDialog opened={exportOpen} onClose={() => setExportOpen(false)} defaultFrom={date} />
    </ReservationsPage>
  );
}
