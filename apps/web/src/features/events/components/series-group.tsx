import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconRepeat } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { recurrenceText, type VenueEvent } from '@venue/shared';
import { formatVenueInstant } from '@/lib/venue-time.ts';
import { countOf } from '@/lib/plural.ts';

interface Props {
  /** The series' listed dates, in the list's order. */
  dates: VenueEvent[];
  /** One date's card, with that date's own actions ("this date"). */
  renderDate: (event: VenueEvent) => ReactNode;
}

/**
 * A weekly series in the owner's list (issue 39): "Every Friday · 8 dates", its next date, and
 * every date's own card one tap away. Each date is an event of its own: status, delete and guests
 * act on that date only.
 */
export function SeriesGroup({ dates, renderDate }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const first = dates[0]!;
  const rule = first.recurrence ? recurrenceText(first.recurrence.byDay) : 'Weekly';
  const sold = dates.reduce((sum, date) => sum + date.ticketTypes.reduce((total, type) => total + type.sold, 0), 0);
  // The dates' cards sit beside the series' card, not inside it: nested, their actions ran out of
  // a phone's width.
  return (
    <Stack gap="sm" component="section" aria-label={`${first.name}: ${rule}`}>
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconRepeat size={16} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {first.name}
              </Text>
              <Badge variant="light" color="grape" size="sm" style={{ flexShrink: 0 }}>
                Series
              </Badge>
            </Group>
            <Text size="sm">
              {rule} · {countOf(dates.length, 'date')}
            </Text>
            <Text size="sm" c="dimmed">
              Next: {formatVenueInstant(first.startsAt, first.timeZone)} · {countOf(sold, 'ticket')} sold in all
            </Text>
          </Stack>
          <Button
            variant="default"
            size="xs"
            onClick={() => setIsOpen((open) => !open)}
            rightSection={isOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            aria-expanded={isOpen}
            style={{ flexShrink: 0 }}
          >
            {isOpen ? 'Hide dates' : 'Show dates'}
          </Button>
        </Group>
      </Card>
      {isOpen && (
        <Stack gap="sm" pl={{ base: 0, sm: 'md' }}>
          {dates.map((date) => (
            <div key={date._id}>{renderDate(date)}</div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
