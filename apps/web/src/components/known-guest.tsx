import { Badge, Group, Text } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import type { GuestSummary } from '@venue/shared';
import { countOf } from '@/lib/plural.ts';

/**
 * What the guest book knows of the guest on a booking or waitlist entry (decisions §7 "Guest
 * book"): the venue's tags, its notes and the guest's visits and no-shows. The server sends it
 * only to members with `tableReserveAccess`; nothing shows for a guest not yet known.
 */
export function KnownGuest({ guest }: { guest: GuestSummary | null | undefined }) {
  if (!guest) return null;
  const hasHistory = guest.visits > 0 || guest.noShows > 0;
  if (guest.tags.length === 0 && !guest.notes && !hasHistory) return null;
  return (
    <div data-testid="known-guest">
      <Group gap={4} wrap="wrap">
        {guest.tags.map((tag) => (
          <Badge key={tag} size="sm" variant="light" color={tag === 'VIP' ? 'grape' : 'blue'}>
            {tag}
          </Badge>
        ))}
        {hasHistory ? (
          <Text size="xs" c="dimmed">
            {countOf(guest.visits, 'visit')}
            {guest.noShows > 0 ? ` · ${countOf(guest.noShows, 'no-show')}` : ''}
          </Text>
        ) : null}
      </Group>
      {guest.notes ? (
        <Group gap={4} wrap="nowrap" align="flex-start" mt={2}>
          <IconNotes size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm" aria-label="Guest notes" style={{ overflowWrap: 'anywhere' }}>
            {guest.notes}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
