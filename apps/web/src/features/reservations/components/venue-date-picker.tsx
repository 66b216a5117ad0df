import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addDays } from '@/lib/local-date.ts';

/** A venue-local date (YYYY-MM-DD) with previous/next day and a way back to today. */
export function VenueDatePicker({
  value,
  today,
  onChange,
  label = 'Date',
}: {
  value: string;
  today: string;
  onChange: (date: string) => void;
  label?: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-end">
      <ActionIcon variant="default" size="lg" aria-label="Previous day" onClick={() => onChange(addDays(value, -1))}>
        <IconChevronLeft size={18} />
      </ActionIcon>
      <TextInput
        type="date"
        label={label}
        value={value}
        onChange={(event) => {
          if (event.currentTarget.value) onChange(event.currentTarget.value);
        }}
        w={160}
      />
      <ActionIcon variant="default" size="lg" aria-label="Next day" onClick={() => onChange(addDays(value, 1))}>
        <IconChevronRight size={18} />
      </ActionIcon>
      {value !== today ? (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(today)}>
          Today
        </Button>
      ) : null}
    </Group>
  );
}
