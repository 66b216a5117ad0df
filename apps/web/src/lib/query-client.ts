import { QueryClient } from '@tanstack/react-query';

/** Spec §9 caching: default queries never stale, no retry, no refetch on focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
