import { Button, Card, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudDownload, IconHome, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths.ts';
import { isChunkLoadError } from '@/lib/chunk-reload.ts';
import { useSession } from '@/lib/session.ts';

/** What the screen says about an error, in the product's words (issue 35: never React Router's raw page). */
function describe(error: unknown): { title: string; message: string; isUpdate: boolean } {
  if (isChunkLoadError(error)) {
    return {
      title: 'A newer version is ready',
      message: 'The dashboard was updated while this page was open, so this screen could not load. Retry to get the new version.',
      isUpdate: true,
    };
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      title: 'Page not found',
      message: 'There is nothing at this address. Go back to Home to carry on.',
      isUpdate: false,
    };
  }
  return {
    title: 'Something went wrong',
    message: 'This screen ran into a problem and stopped. Anything you saved is safe. Try again, or go back to Home.',
    isUpdate: false,
  };
}

/**
 * The error element of the route table (app/router.tsx): at the root, and inside the logged-in
 * shell, where the sidebar and tab bar stay around it. Retry reloads the page, since a screen
 * whose chunk failed cannot load again in the same page (React keeps a lazy import's failure).
 */
export function RouteError() {
  const error = useRouteError();
  const { isLoggedIn } = useSession();
  const { title, message, isUpdate } = describe(error);
  const home = isLoggedIn ? paths.home.getHref() : paths.login.getHref();
  return (
    <Center mih="60dvh" p="md">
      <Card withBorder radius="lg" padding="xl" maw={480} w="100%" role="alert">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color={isUpdate ? 'teal' : 'orange'}>
            {isUpdate ? <IconCloudDownload size={30} /> : <IconAlertTriangle size={30} />}
          </ThemeIcon>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed">{message}</Text>
          <Group justify="center" gap="sm" mt="xs">
            <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
              Retry
            </Button>
            <Button component={Link} to={home} reloadDocument variant="default" leftSection={<IconHome size={16} />}>
              Home
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
