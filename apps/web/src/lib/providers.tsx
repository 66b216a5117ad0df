import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { connectQueryClient, createQueryClient } from '@/lib/query-client.ts';
import { theme } from '@/lib/theme.ts';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => connectQueryClient(client), [client]);
  return (
    <MantineProvider theme={theme}>
      {/* Spec §8: one toast at a time. */}
      <Notifications limit={1} position="top-center" />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
