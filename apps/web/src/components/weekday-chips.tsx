import { Chip, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { WEEKDAY_NAMES } from '@venue/shared';

/** Monday first, as a week reads on a calendar here; values stay 0 = Sunday. */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/**
 * Days of the week to pick, as chips ("Mon" ... "Sun", each named in full for screen readers):
 * a meal time's days, an event series' days, a menu schedule's days. `value` and `onChange`
 * hold the days as numbers, 0 = Sunday, in order.
 */
export function WeekdayChips({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Chip.Group multiple value={value.map(String)} onChange={(values) => onChange(values.map(Number).sort((a, b) => a - b))}>
        <Group gap={6} role="group" aria-labelledby={labelId}>
          {WEEK_FROM_MONDAY.map((day) => (
            <Chip key={day} value={String(day)} size="xs" aria-label={WEEKDAY_NAMES[day]} disabled={disabled}>
              {WEEKDAY_NAMES[day]!.slice(0, 3)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
