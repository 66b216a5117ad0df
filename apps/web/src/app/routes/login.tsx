import { Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { LoginForm } from '@/features/auth/components/login-form.tsx';

/** /login: phone number and one-time code (spec §4). `onCodeSent`: a code went out (the login-only page fetches the dashboard then). */
export default function LoginPage({ onCodeSent }: { onCodeSent?: () => void }) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Card withBorder shadow="sm" padding="xl" radius="lg" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <ThemeIcon size={52} radius="xl" variant="light">
              <IconToolsKitchen2 size={28} />
            </ThemeIcon>
            <Title order={1} size="h2">
              Log in
            </Title>
            <Text c="dimmed" size="sm">
              Manage your menu, reservations and team from one place.
            </Text>
          </Stack>
          <LoginForm onCodeSent={onCodeSent} />
        </Stack>
      </Card>
    </Center>
  );
}
