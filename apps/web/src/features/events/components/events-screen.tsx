import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatPaise, type VenueEvent } from '@venue/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { formatVenueInstant } from '@/lib/venue-time.ts';
import { useDeleteEvent } from '../api/delete-event.ts';
import { useEvents } from '../api/get-events.ts';
import { useTicketedEvents } from '../api/get-ticketed-events.ts';
import { useUpdateEventStatus } from '../api/update-event-status.ts';
import { useUpdatePublishStatus } from '../api/update-publish-status.ts';
import { cancelConsequence, type StatusAction } from '../lib/event-status.ts';
import { groupSeries } from '../lib/series-groups.ts';
import { EventCard } from './event-card.tsx';
import { SeriesGroup } from './series-group.tsx';
import { EventEditor } from './event-editor.tsx';
import { PublishAndSellDialog } from './publish-and-sell-dialog.tsx';

/** Events still to come, soonest first, then past ones, latest first. */
function upcomingFirst(events: VenueEvent[], now = Date.now()): VenueEvent[] {
  const isOver = (event: VenueEvent) => Date.parse(event.endsAt) < now;
  const upcoming = events.filter((event) => !isOver(event)).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = events.filter(isOver).sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return [...upcoming, ...past];
}

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * /add-event (free events) and /event-ticket-selling (ticketed events): the venue's events,
 * upcoming first, with create, edit, publish, status and delete. A ticketed event is edited on
 * its own page (its ticket-info step); a free one in a dialog.
 */
export function EventsScreen({ isTicketed }: { isTicketed: boolean }) {
  const freeEvents = useEvents({ enabled: !isTicketed });
  const ticketedEvents = useTicketedEvents({ enabled: isTicketed });
  const query = isTicketed ? ticketedEvents : freeEvents;
  const navigate = useNavigate();
  const publish = useUpdatePublishStatus();
  const setStatus = useUpdateEventStatus();
  const deleteEvent = useDeleteEvent();
  const [editing, setEditing] = useState<VenueEvent | 'new' | null>(null);
  const [statusChange, setStatusChange] = useState<{ event: VenueEvent; action: StatusAction } | null>(null);
  const [deleting, setDeleting] = useState<VenueEvent | null>(null);
  const [selling, setSelling] = useState<VenueEvent | null>(null);
  const events = upcomingFirst((query.data ?? []).filter((event) => event.isTicketed === isTicketed));
  const noun = isTicketed ? 'ticketed event' : 'event';

  function edit(event: VenueEvent) {
    if (isTicketed) void navigate(paths.eventTicketSellingEdit.getHref(event._id));
    else setEditing(event);
  }

  function changePublish(event: VenueEvent, isPublished: boolean) {
    publish.mutate(
      { eventId: event._id, publish: isPublished },
      {
        onSuccess: () => toast({ title: isPublished ? 'Event published' : 'Event unpublished' }),
        onError: (error) => toastError(messageOf(error, 'Failed to update publish status')),
      },
    );
  }

  function confirmStatus() {
    if (!statusChange) return;
    const { event, action } = statusChange;
    setStatus.mutate(
      { eventId: event._id, status: action.to },
      {
        onSuccess: () => toast({ title: `${event.name}: ${action.label.toLowerCase()}` }),
        onError: (error) => toastError(messageOf(error, 'Failed to update ticketed event')),
        onSettled: () => setStatusChange(null),
      },
    );
  }

  function publishAndSell() {
    if (!selling) return;
    const event = selling;
    setStatus.mutate(
      { eventId: event._id, status: 'on-sale', publish: true },
      {
        onSuccess: () => {
          toast({ title: `${event.name} is on sale`, description: 'Guests can buy tickets on your page.' });
          setSelling(null);
        },
        onError: (error) => toastError(messageOf(error, 'Failed to update ticketed event')),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    deleteEvent.mutate(deleting._id, {
      onSuccess: () => toast({ title: 'Event deleted' }),
      onError: (error) => toastError(messageOf(error, 'Failed to delete event')),
      onSettled: () => setDeleting(null),
    });
  }

  const card = (event: VenueEvent) => (
    <EventCard
      event={event}
      onEdit={() => edit(event)}
      onPublishChange={(isPublished) => changePublish(event, isPublished)}
      onPublishAndSell={() => setSelling(event)}
      onStatusAction={(action) => setStatusChange({ event, action })}
      onDelete={() => setDeleting(event)}
      isPublishing={publish.isPending && publish.variables?.eventId === event._id}
    />
  );

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }} maw={960}>
      <Group justify="space-between">
        <div>
          <Title order={2}>{isTicketed ? 'Ticket selling' : 'Events'}</Title>
          <Text size="sm" c="dimmed">
            {isTicketed ? 'Sell tickets, follow sales and check guests in.' : 'Free events and RSVPs on your page.'}
          </Text>
        </div>
        <AccessGuard flag="tableReserveAccess" mode="disable">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {isTicketed ? 'Create ticketed event' : 'Create event'}
          </Button>
        </AccessGuard>
      </Group>

      {query.isPending ? (
        <LoadingRows label="Loading events" />
      ) : query.isError ? (
        <LoadError title="Could not load events" error={query.error} />
      ) : events.length === 0 ? (
        <EmptyState title={`No ${noun}s yet`}>
          {isTicketed
            ? 'Create a ticketed event with its ticket types, then Publish and sell.'
            : 'Create an event and publish it to show it on your page.'}
        </EmptyState>
      ) : (
        <Stack gap="sm">
          {groupSeries(events).map((entry) =>
            entry.kind === 'series' ? (
              <SeriesGroup key={entry.seriesId} dates={entry.dates} renderDate={card} />
            ) : (
              <div key={entry.event._id}>{card(entry.event)}</div>
            ),
          )}
        </Stack>
      )}

      <ResponsiveDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `New ${noun}` : 'Edit event'}
      >
        {editing !== null && (
          <EventEditor
            isTicketed={isTicketed}
            event={editing === 'new' ? null : editing}
            inDialog
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </ResponsiveDialog>
      <PublishAndSellDialog
        event={selling}
        onClose={() => setSelling(null)}
        onConfirm={publishAndSell}
        isPending={setStatus.isPending}
      />
      <ConfirmDeleteDialog
        opened={statusChange !== null}
        onClose={() => setStatusChange(null)}
        onConfirm={confirmStatus}
        message={
          statusChange
            ? `${statusChange.action.label} for “${statusChange.event.name}”${
                statusChange.event.seriesId
                  ? ` on ${formatVenueInstant(statusChange.event.startsAt, statusChange.event.timeZone)} (this date only)`
                  : ''
              }? ${
                statusChange.action.to === 'cancelled' && statusChange.event.isTicketed
                  ? cancelConsequence(statusChange.event, (paise) => formatPaise(paise, { alwaysPaise: true }))
                  : statusChange.action.consequence
              }`
            : ''
        }
        confirmLabel={statusChange?.action.label ?? ''}
        pendingLabel="Saving..."
        isDeleting={setStatus.isPending}
      />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        message={
          deleting
            ? `${deleting.seriesId ? `This date only (${formatVenueInstant(deleting.startsAt, deleting.timeZone)}): ` : ''}“${deleting.name}” will be deleted. Guests still paying lose their hold and cannot pay; guests with RSVPs are told by SMS. An event with paid tickets must be cancelled first, which refunds them.`
            : ''
        }
        isDeleting={deleteEvent.isPending}
      />
    </Stack>
  );
}
