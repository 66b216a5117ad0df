import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { availabilityText, type Availability } from '@venue/shared';

/**
 * A card's schedule in short (decisions §7): "Mon–Fri 7:00 am–11:00 am"; nothing while it is
 * always available. From the zod-free half of the schedules, so /menu's first paint shows it.
 */
export function ScheduleLine({ availability, truncate = false }: { availability: Availability; truncate?: boolean }) {
  const text = availabilityText(availability);
  if (!text) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-testid="schedule-line" style={{ minWidth: 0 }}>
      <IconClock size={12} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="xs" c="dimmed" truncate={truncate} title={text}>
        <VisuallyHidden>Available </VisuallyHidden>
        {text}
      </Text>
    </Group>
  );
}
