import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { useSession } from '@/lib/session.ts';
import { AppLayout } from './app-layout.tsx';

/**
 * Unguarded screens (spec §2) open without login; a logged-in person still gets the shell
 * around them so they can navigate away.
 */
export function OptionalShell() {
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <AppLayout />;
  return (
    <Box p="md">
      <Outlet />
    </Box>
  );
}
