import { Group, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { Slot } from '@venue/shared';
import { formatLocalTime } from '@/lib/local-date.ts';

/** Covers used per slot of the day as small bars: booked against what the slot seats. */
export function SlotCovers({ slots }: { slots: Slot[] }) {
  if (slots.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No slots on this date. Add a meal time or check the opening hours.
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 3, xs: 4, sm: 6, md: 8 }} spacing={8} verticalSpacing={8} role="group" aria-label="Covers per slot">
      {slots.map((slot) => {
        const capacity = slot.coversBooked + slot.coversLeft;
        const used = capacity === 0 ? 0 : Math.round((slot.coversBooked / capacity) * 100);
        const isClosed = slot.slotStatus === 'closed';
        const label = `${formatLocalTime(slot.time)}: ${slot.coversBooked} booked, ${slot.coversLeft} left${isClosed ? ', closed' : ''}`;
        return (
          <Tooltip key={`${slot.mealTimeId}-${slot.time}`} label={label} withArrow>
            <Stack gap={2} aria-label={label} role="group">
              <Group justify="space-between" gap={2} wrap="nowrap">
                <Text size="xs" fw={500} c={isClosed ? 'dimmed' : undefined} td={isClosed ? 'line-through' : undefined}>
                  {slot.time}
                </Text>
                <Text size="xs" c="dimmed">
                  {slot.coversBooked}/{capacity}
                </Text>
              </Group>
              <Progress.Root size="sm">
                {/* The bar is a progressbar to screen readers: it carries the slot's words too. */}
                <Progress.Section
                  value={used}
                  color={isClosed ? 'gray' : used >= 100 ? 'red' : used >= 75 ? 'orange' : 'teal'}
                  aria-label={label}
                />
              </Progress.Root>
            </Stack>
          </Tooltip>
        );
      })}
    </SimpleGrid>
  );
}
