import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';

/** Renders with the dashboard's providers (features may not import app/, so built here). */
export function renderWithProviders(ui: ReactElement, { route = '/menu' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  const result = render(
    <MantineProvider env="test">
      <Notifications limit={1} />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
