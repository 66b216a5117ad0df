import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccessRestricted } from '@/components/access-guard/index.ts';
import { LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { paths } from '@/config/paths.ts';
import { useAccess } from '@/lib/permissions.ts';
import { useEventDetails } from '../api/get-event-details.ts';
import { EventEditor } from './event-editor.tsx';
import { PromoCodesSection } from './promo-codes-section.tsx';

/** /event-ticket-selling/{eventId}/edit: a ticketed event's details and ticket-info step (`?step=tickets`). */
export function EventEditPage({ eventId }: { eventId: string }) {
  const event = useEventDetails(eventId);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const access = useAccess({ flag: 'tableReserveAccess' });
  const back = () => void navigate(paths.eventTicketSelling.getHref());

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }} maw={860}>
      <Anchor component={Link} to={paths.eventTicketSelling.getHref()} size="sm">
        ← Ticket selling
      </Anchor>
      <Title order={2}>{event.data?.name ?? 'Edit event'}</Title>
      {access === 'denied' ? (
        <AccessRestricted />
      ) : event.isPending || access === 'loading' ? (
        <LoadingRows label="Loading event" />
      ) : event.isError ? (
        <LoadError title="Could not load the event" error={event.error} />
      ) : (
        <>
          <EventEditor
            isTicketed={event.data.isTicketed}
            event={event.data}
            initialStep={search.get('step') === 'tickets' ? 1 : 0}
            onSaved={back}
            onCancel={back}
          />
          {event.data.isTicketed && <PromoCodesSection event={event.data} />}
        </>
      )}
    </Stack>
  );
}
