import { ActionIcon, Badge, Button, Card, Group, Image, Menu, Stack, Switch, Text } from '@mantine/core';
import { IconChevronDown, IconTrash, IconUsers } from '@tabler/icons-react';
import type { VenueEvent } from '@venue/shared';
import { Link } from 'react-router';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { paths } from '@/config/paths.ts';
import { canPublishAndSell, STATUS_ACTIONS, STATUS_COLORS, STATUS_LABELS, type StatusAction } from '../lib/event-status.ts';
import { formatVenueInstant } from '@/lib/venue-time.ts';

interface Props {
  event: VenueEvent;
  onEdit: () => void;
  onPublishChange: (publish: boolean) => void;
  /** A ticketed event's one step to the page and on sale (issue 36). */
  onPublishAndSell: () => void;
  onStatusAction: (action: StatusAction) => void;
  onDelete: () => void;
  isPublishing: boolean;
}

/** One event in the owner's list: when, where, its status and publish state, and its actions. */
export function EventCard({ event, onEdit, onPublishChange, onPublishAndSell, onStatusAction, onDelete, isPublishing }: Props) {
  const sold = event.ticketTypes.reduce((sum, ticket) => sum + ticket.sold, 0);
  const quantity = event.ticketTypes.reduce((sum, ticket) => sum + ticket.quantity, 0);
  const actions = STATUS_ACTIONS[event.status];
  const isPublished = event.publish === 1;
  // Ticketed events have no publish switch: they go on the page and on sale in one step.
  const offersPublishAndSell = canPublishAndSell(event);
  const offersHide = event.isTicketed && isPublished;
  // A free event that took RSVPs keeps its guests (and their codes) in the same list.
  const hasGuests = event.isTicketed || event.ticketTypes.length > 0;

  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={event.name}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {event.banner && <Image src={event.banner} alt="" w={96} h={54} radius="sm" fit="cover" visibleFrom="xs" />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600} truncate>
              {event.name}
            </Text>
            {event.isTicketed && (
              <Badge color={STATUS_COLORS[event.status]} variant="light" size="sm">
                {STATUS_LABELS[event.status]}
              </Badge>
            )}
            <Badge color={isPublished ? 'teal' : 'gray'} variant={isPublished ? 'filled' : 'outline'} size="sm">
              {isPublished ? 'Published' : 'Not published'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {formatVenueInstant(event.startsAt, event.timeZone)} – {formatVenueInstant(event.endsAt, event.timeZone)}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {[event.venueName, event.address].filter(Boolean).join(', ')}
          </Text>
          {event.isTicketed && (
            <Text size="sm">
              {sold} of {quantity} tickets sold
            </Text>
          )}
          {!event.isTicketed && event.rsvp && <Text size="sm">{rsvpText(sold, event.capacity)}</Text>}
        </Stack>
      </Group>
      <Group gap="sm" mt="sm" justify="space-between">
        {event.isTicketed ? (
          offersPublishAndSell ? (
            <AccessGuard flag="tableReserveAccess" mode="disable">
              <Button size="xs" onClick={onPublishAndSell} disabled={isPublishing} aria-label={`Publish and sell ${event.name}`}>
                Publish and sell
              </Button>
            </AccessGuard>
          ) : (
            <span />
          )
        ) : (
          <AccessGuard flag="tableReserveAccess" mode="disable">
            <Switch
              label="Publish"
              checked={isPublished}
              disabled={isPublishing}
              onChange={(e) => onPublishChange(e.currentTarget.checked)}
              aria-label={`Publish ${event.name}`}
            />
          </AccessGuard>
        )}
        <Group gap={6} wrap="nowrap">
          {hasGuests && (
            <Button
              component={Link}
              to={paths.eventGuests.getHref(event._id)}
              variant="default"
              size="xs"
              leftSection={<IconUsers size={14} />}
            >
              Guests
            </Button>
          )}
          <AccessGuard flag="tableReserveAccess" mode="disable">
            <Button variant="default" size="xs" onClick={onEdit}>
              Edit
            </Button>
          </AccessGuard>
          {(actions.length > 0 || offersHide) && (
            <AccessGuard flag="tableReserveAccess" mode="disable">
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="light" size="xs" rightSection={<IconChevronDown size={14} />}>
                    Status
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {actions.map((action) => (
                    <Menu.Item
                      key={action.to}
                      color={action.to === 'cancelled' ? 'red' : undefined}
                      onClick={() => onStatusAction(action)}
                    >
                      {action.label}
                    </Menu.Item>
                  ))}
                  {offersHide && (
                    <Menu.Item onClick={() => onPublishChange(false)} disabled={isPublishing}>
                      Hide from your page
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            </AccessGuard>
          )}
          <AccessGuard flag="tableReserveAccess" mode="disable">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${event.name}`} onClick={onDelete}>
              <IconTrash size={16} />
            </ActionIcon>
          </AccessGuard>
        </Group>
      </Group>
    </Card>
  );
}

/** "12 of 40 places taken", or "12 RSVPs" when the event has no capacity. */
function rsvpText(taken: number, capacity: number | null): string {
  if (capacity !== null) return `${taken} of ${capacity} places taken`;
  return taken === 1 ? '1 RSVP' : `${taken} RSVPs`;
}
