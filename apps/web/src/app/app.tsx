import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/lib/providers.tsx';
import { preloadScreen, router } from './router.tsx';

/** The dashboard: every route, inside the app's providers. */
export function renderApp(root: Root) {
  preloadScreen(window.location.pathname);
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

/** A cold start of the dashboard (main.tsx). */
export function startApp(container: HTMLElement) {
  renderApp(createRoot(container));
}
