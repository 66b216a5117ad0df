import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryWrapper } from '@/lib/testing/query-wrapper.tsx';

/** Renders inside the app's providers (Mantine, a query client tied to the session, a router). */
export function renderWithProviders(element: ReactNode) {
  const { wrapper: QueryWrapper, queryClient } = createQueryWrapper();
  const view = render(
    <MantineProvider env="test">
      <QueryWrapper>
        <MemoryRouter>{element}</MemoryRouter>
      </QueryWrapper>
    </MantineProvider>,
  );
  return { ...view, queryClient };
}
