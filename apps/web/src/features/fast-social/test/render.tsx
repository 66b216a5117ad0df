import type { ReactElement } from 'react';
import { renderWithProviders as renderInApp } from '@/lib/testing/render.tsx';

/** Renders inside the app's providers (Mantine, a query client tied to the session, a data router). */
export function renderWithProviders(element: ReactElement) {
  return renderInApp(element);
}
