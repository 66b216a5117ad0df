import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '@/lib/query-client.ts';

/** Shows where the router is, so a test can see a navigation happen. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `element` at `url` inside the app's providers and StrictMode (effects run twice, as
 * in development), with every other path showing where it landed.
 */
export function renderAt(element: ReactNode, { path, url }: { path: string; url: string }) {
  const queryClient = createQueryClient();
  const view = render(
    <StrictMode>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route
                path={path}
                element={
                  <>
                    {element}
                    <LocationProbe />
                  </>
                }
              />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
  return { ...view, queryClient };
}
