import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/lib/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { preloadScreen, router } from './router.tsx';

/** The dashboard: every route, inside the app's providers. */
export function renderApp(root: Root) {
  // Made here so the screen's first data can be asked for before React renders (preloadScreen).
  const queryClient = createQueryClient();
  preloadScreen(queryClient);
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

/** A cold start of the dashboard (main.tsx). */
export function startApp(container: HTMLElement) {
  renderApp(createRoot(container));
}
