import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { Attendee } from '@venue/shared';
import { useState } from 'react';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { countOf } from '@/lib/plural.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useCancelTicketOrder } from '../api/cancel-ticket-order.ts';
import { useAttendees } from '../api/get-attendees.ts';
import { answersText } from '../lib/check-in-result.ts';
import { formatInstantAt } from '@/lib/venue-time.ts';

type Filter = 'all' | 'checked-in' | 'not-yet';

/** The event's attendees, searched on the server (name, phone, code), filtered here by check-in. */
interface Props {
  eventId: string;
  timeZone: string;
  /** Checks a guest in from the list (a guest without their ticket, found by name). */
  onCheckIn: (code: string) => void;
  isCheckingIn: boolean;
}

export function GuestList({ eventId, timeZone, onCheckIn, isCheckingIn }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [filter, setFilter] = useState<Filter>('all');
  const attendees = useAttendees(eventId, debounced);
  const all = attendees.data ?? [];
  const checkedIn = all.filter((attendee) => attendee.checkedInAt !== null).length;
  const shown = all.filter((attendee) =>
    filter === 'all' ? true : filter === 'checked-in' ? attendee.checkedInAt !== null : attendee.checkedInAt === null,
  );
  const [cancelling, setCancelling] = useState<Attendee | null>(null);
  const cancelOrder = useCancelTicketOrder();
  // The venue cancels a guest's whole order (all its tickets or places), as one payment made it.
  const ticketsOfOrder = cancelling ? all.filter((attendee) => attendee.orderId === cancelling.orderId).length : 0;
  const confirmCancel = () => {
    if (!cancelling) return;
    cancelOrder.mutate(cancelling.orderId, {
      onSuccess: ({ order }) => {
        setCancelling(null);
        toast({
          title: 'Order cancelled',
          description: order.refundPaise > 0 ? 'The guest is refunded in full and told by SMS.' : 'The guest is told by SMS.',
        });
      },
      onError: (error) => toastError(error instanceof ApiError ? error.message : 'Failed to cancel the order'),
    });
  };

  return (
    <Stack gap="sm">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder="Search by name, phone or code"
        aria-label="Search guests"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        aria-label="Show guests"
        data={[
          { value: 'all', label: `All (${all.length})` },
          { value: 'checked-in', label: `Checked in (${checkedIn})` },
          { value: 'not-yet', label: `Not yet (${all.length - checkedIn})` },
        ]}
      />
      {attendees.isPending ? (
        <LoadingRows label="Loading guests" />
      ) : attendees.isError ? (
        <LoadError title="Could not load guests" error={attendees.error} />
      ) : shown.length === 0 ? (
        <EmptyState title={debounced ? 'No guest matches your search' : 'No guests here yet'} />
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Guests">
          {shown.map((attendee) => (
            <Card key={attendee._id} component="li" withBorder padding="xs" radius="md" aria-label={attendee.attendeeName}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {attendee.attendeeName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {attendee.ticketTypeName} · <span style={{ fontFamily: 'monospace' }}>{attendee.code}</span>
                  </Text>
                  {attendee.answers.length > 0 && (
                    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                      {answersText(attendee.answers)}
                    </Text>
                  )}
                </Stack>
                {attendee.status === 'cancelled' ? (
                  <Badge color="red" variant="light">
                    Cancelled
                  </Badge>
                ) : attendee.checkedInAt ? (
                  <Badge color="green" variant="light">
                    In {formatInstantAt(attendee.checkedInAt, timeZone)}
                  </Badge>
                ) : (
                  <Group gap={6} wrap="nowrap">
                    <AccessGuard flag="tableReserveAccess" mode="disable">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => setCancelling(attendee)}
                        aria-label={`Cancel the order of ${attendee.attendeeName}`}
                      >
                        Cancel
                      </Button>
                    </AccessGuard>
                    <AccessGuard flag="tableReserveAccess" mode="disable">
                      <Button
                        size="compact-sm"
                        variant="light"
                        disabled={isCheckingIn}
                        onClick={() => onCheckIn(attendee.code)}
                        aria-label={`Check in ${attendee.attendeeName}`}
                      >
                        Check in
                      </Button>
                    </AccessGuard>
                  </Group>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <ConfirmDeleteDialog
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        onConfirm={confirmCancel}
        message={
          cancelling
            ? `Cancel the order of ${cancelling.attendeeName}? Its ${countOf(ticketsOfOrder, 'ticket')} will stop working at the door. Anything paid is refunded in full, and the guest is told by SMS.`
            : ''
        }
        confirmLabel="Cancel order"
        pendingLabel="Cancelling..."
        isDeleting={cancelOrder.isPending}
      />
    </Stack>
  );
}
