import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/lib/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { createAppRouter } from './router.tsx';

/** The dashboard: every route, inside the app's providers. */
export function renderApp(root: Root) {
  // The router's loaders fill this client, and they start as it is made, before React renders.
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
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
