import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { useAttendees } from '../api/get-attendees.ts';
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
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
