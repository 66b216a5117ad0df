import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { paths } from '@/config/paths.ts';
import { useEventDetails } from '../api/get-event-details.ts';
import { useDoorCheckIn } from '../hooks/use-door-check-in.ts';
import { useVenueTimeZone } from '@/hooks/use-venue-time-zone.ts';
import { formatVenueInstant } from '@/lib/venue-time.ts';
import { CheckInPanel } from './check-in-panel.tsx';
import { ExportGuestsButton } from './export-guests-button.tsx';
import { GuestList } from './guest-list.tsx';

/** /event/{eventId}/guests: check-in first (the door's job), the guest list below or beside it. */
export function GuestsScreen({ eventId }: { eventId: string }) {
  const event = useEventDetails(eventId);
  const venueZone = useVenueTimeZone();
  const timeZone = event.data?.timeZone ?? venueZone;
  const door = useDoorCheckIn(eventId);

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }} maw={1100}>
      <Anchor component={Link} to={paths.eventTicketSelling.getHref()} size="sm">
        ← Ticket selling
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2}>{event.data?.name ?? 'Guests'}</Title>
          {event.data && (
            <Text size="sm" c="dimmed">
              {formatVenueInstant(event.data.startsAt, timeZone)} · {event.data.venueName}
            </Text>
          )}
        </div>
        {/* The file holds guests' names and numbers: the door's only (the server refuses others). */}
        <AccessGuard flag="tableReserveAccess" mode="fallback">
          <ExportGuestsButton eventId={eventId} />
        </AccessGuard>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CheckInPanel door={door} timeZone={timeZone} />
        <GuestList eventId={eventId} timeZone={timeZone} onCheckIn={(code) => door.submit(code)} isCheckingIn={door.isPending} />
      </SimpleGrid>
    </Stack>
  );
}
