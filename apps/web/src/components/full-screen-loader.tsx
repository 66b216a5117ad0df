import { Center, Loader, Stack, Text } from '@mantine/core';

/** The whole-window spinner shown before stored login state has been read (spec §2). */
export function FullScreenLoader({ label = 'Initializing...' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
