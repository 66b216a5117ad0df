import { useCallback, useMemo, useState } from 'react';
import { Badge, Card, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconBell, IconCheck, IconClockX, IconDoorEnter, IconUserOff, IconX } from '@tabler/icons-react';
import type { LiveActivityEvent, LiveActivityEventType, Restaurant } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { useRecentActivity } from '../api/get-live-activity.ts';
import { reservationKeys } from '../api/keys.ts';
import { useLiveActivity } from '../hooks/use-live-activity.ts';
import { formatInstantAt } from '@/lib/venue-time.ts';
import { formatLocalDate, formatLocalTime } from '@/lib/local-date.ts';
import { ConnectionBadge } from './connection-badge.tsx';
import { ReservationsPage } from './reservations-page.tsx';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';

const EVENT_LOOKS: Record<LiveActivityEventType, { label: string; color: string; icon: typeof IconBell }> = {
  new: { label: 'New booking', color: 'orange', icon: IconBell },
  accepted: { label: 'Accepted', color: 'teal', icon: IconCheck },
  declined: { label: 'Declined', color: 'gray', icon: IconX },
  arrived: { label: 'Arrived', color: 'blue', icon: IconDoorEnter },
  'no-show': { label: 'No-show', color: 'red', icon: IconUserOff },
  cancelled: { label: 'Cancelled', color: 'gray', icon: IconX },
  expired: { label: 'Expired unanswered', color: 'gray', icon: IconClockX },
};

/** The feed shows the last day on load (decisions §6 `?since=`). */
const RECENT_MS = 24 * 60 * 60 * 1000;

/** Newest first, each event once (the stream may repeat one the first read already had). */
export function mergeEvents(current: LiveActivityEvent[], incoming: LiveActivityEvent[]): LiveActivityEvent[] {
  const byId = new Map(current.map((event) => [event._id, event]));
  for (const event of incoming) byId.set(event._id, event);
  return [...byId.values()].sort((a, b) => b.at.localeCompare(a.at));
}

/** /live-activity: booking events as they happen. */
export function LiveActivityFeed({ restaurant }: { restaurant: Restaurant }) {
  const [since] = useState(() => new Date(Date.now() - RECENT_MS).toISOString());
  const recent = useRecentActivity(since);
  const [streamed, setStreamed] = useState<LiveActivityEvent[]>([]);
  const invalidate = useInvalidateProfileQueries();

  const onEvent = useCallback(
    (event: LiveActivityEvent) => {
      setStreamed((current) => mergeEvents(current, [event]));
      void invalidate(reservationKeys.bookingsAll);
      void invalidate(reservationKeys.slotsAll);
    },
    [invalidate],
  );
  const { refetch } = recent;
  const connection = useLiveActivity(
    onEvent,
    useCallback(() => void refetch(), [refetch]),
  );
  const events = useMemo(() => mergeEvents(recent.data ?? [], streamed), [recent.data, streamed]);

  return (
    <ReservationsPage
      title="Live activity"
      description="Bookings and their changes as they happen."
      actions={<ConnectionBadge connection={connection} />}
    >
      {recent.isPending && streamed.length === 0 ? (
        <LoadingRows label="Loading recent activity" rows={3} />
      ) : recent.isError && streamed.length === 0 ? (
        <LoadError title="Activity unavailable" error={recent.error} />
      ) : events.length === 0 ? (
        <EmptyState title="Nothing yet today">New bookings and their changes appear here the moment they happen.</EmptyState>
      ) : (
        <Card withBorder radius="md" padding="md">
          <Timeline bulletSize={28} lineWidth={2} aria-label="Activity" role="list">
            {events.map((event) => {
              const look = EVENT_LOOKS[event.type];
              const Icon = look.icon;
              const { booking } = event;
              return (
                <Timeline.Item
                  key={event._id}
                  role="listitem"
                  bullet={<Icon size={14} />}
                  color={look.color}
                  title={
                    <Group gap="xs">
                      <Badge color={look.color} variant="light" size="sm">
                        {look.label}
                      </Badge>
                      <Text fw={600} size="sm">
                        {booking.name}
                      </Text>
                    </Group>
                  }
                >
                  <Stack gap={0}>
                    <Text size="sm">
                      {booking.partySize} {booking.partySize === 1 ? 'guest' : 'guests'} · {formatLocalDate(booking.date)} at{' '}
                      {formatLocalTime(booking.time)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatInstantAt(event.at, restaurant.timeZone)} · {booking.reference}
                    </Text>
                  </Stack>
                </Timeline.Item>
              );
            })}
          </Timeline>
        </Card>
      )}
    </ReservationsPage>
  );
}
