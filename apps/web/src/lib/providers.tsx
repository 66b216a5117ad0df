import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { connectQueryClient, createQueryClient } from '@/lib/query-client.ts';
import { theme } from '@/lib/theme.ts';
import { ToastsWhenShown } from '@/lib/toasts-when-shown.tsx';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => connectQueryClient(client), [client]);
  return (
    <MantineProvider theme={theme}>
      <ToastsWhenShown />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
