import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { connectQueryClient, createQueryClient } from '@/lib/query-client.ts';
import { theme } from '@/lib/theme.ts';

// The toasts' component (and its transitions) is a chunk, mounted with the first toast: the
// toast store (lib/toast.ts) keeps it until then (issue 15 "Speed": the first script).
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

function ToastsWhenShown() {
  const { notifications, queue } = useNotifications();
  const [shown, setShown] = useState(false);
  if (!shown && notifications.length + queue.length > 0) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      {/* Spec §8: one toast at a time. */}
      <Notifications limit={1} position="top-center" />
    </Suspense>
  ) : null;
}

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
