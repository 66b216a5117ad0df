import { Button, Group, Text, TextInput } from '@mantine/core';
import type { PreviewAt } from '../api/get-menu-preview.ts';

export const PREVIEW_AT_TEXTS = { label: 'Preview at', date: 'Preview date', time: 'Preview time', now: 'Now' } as const;

/**
 * "Preview at" (decisions §7): the venue-local date and time the preview shows the menu at, its
 * schedules applied; `shown` is the moment the last answer was for (now, until one is picked).
 */
export function PreviewAtControl({
  value,
  shown,
  onChange,
}: {
  value: PreviewAt;
  shown: { date: string; time: string } | undefined;
  onChange: (at: PreviewAt) => void;
}) {
  const date = value?.date ?? shown?.date ?? '';
  const time = value?.time ?? shown?.time ?? '';
  return (
    <Group gap={6} align="center" wrap="nowrap" role="group" aria-label={PREVIEW_AT_TEXTS.label}>
      <Text size="sm" fw={500}>
        {PREVIEW_AT_TEXTS.label}
      </Text>
      <TextInput
        type="date"
        size="xs"
        aria-label={PREVIEW_AT_TEXTS.date}
        value={date}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (next) onChange({ date: next, time: time || undefined });
        }}
      />
      <TextInput
        type="time"
        size="xs"
        aria-label={PREVIEW_AT_TEXTS.time}
        value={time}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (next) onChange({ date: date || undefined, time: next });
        }}
      />
      {value ? (
        <Button size="xs" variant="subtle" onClick={() => onChange(null)}>
          {PREVIEW_AT_TEXTS.now}
        </Button>
      ) : null}
    </Group>
  );
}
