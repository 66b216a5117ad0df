import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { connectQueryClient, createQueryClient } from '../query-client.ts';

/**
 * A fresh query client tied to the session as the app ties it (AppProviders): the cache
 * follows the active profile and a 403 refreshes the rights. `wrapper` is for render/renderHook.
 */
export function createQueryWrapper(queryClient: QueryClient = createQueryClient()) {
  function QueryWrapper({ children }: { children: ReactNode }) {
    useEffect(() => connectQueryClient(queryClient), []);
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }
  return { queryClient, wrapper: QueryWrapper };
}
