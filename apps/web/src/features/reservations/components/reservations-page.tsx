import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { ReservationsNav } from './reservations-nav.tsx';

/** The frame of each reservations screen: links, title, a line of help, actions. */
export function ReservationsPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack p="md" gap="md" maw={1100}>
      <ReservationsNav />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2}>{title}</Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </div>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      {children}
    </Stack>
  );
}
