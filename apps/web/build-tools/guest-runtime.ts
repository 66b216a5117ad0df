import type { Alias } from 'vite';

/**
 * The guest pages run on Preact's React compatibility layer, not React (decision 0040): the
 * same components, a 4 KB runtime in place of React's 60 KB, so a guest on a slow phone
 * downloads a third of the script. Only the guest build (vite.public.config.ts: the browser's
 * scripts and the server's renderer, which the server's tests build too) uses these aliases; the
 * dashboard stays on React.
 *
 * Exact matches (`^…$`), so `react-dom/client` does not become `preact/compat/client` by prefix.
 */
export const GUEST_RUNTIME: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
];
