import type { ReactNode } from 'react';
import { Alert, Card, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';

/** Placeholder rows while a list screen loads. */
export function LoadingRows({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={64} radius="md" />
      ))}
    </Stack>
  );
}

export function LoadError({ title, error }: { title: string; error: Error }) {
  return (
    <Alert color="red" title={title}>
      {error.message}
    </Alert>
  );
}

/** An empty list said plainly, with what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray">
          <IconCalendarOff size={24} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {children ? (
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
