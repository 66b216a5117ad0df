import { renderToString } from 'react-dom/server';
import type { PublicLinkPage, PublicMenu, PublicTheme } from '@venue/shared';
import { LinkPage } from '../components/link-page.tsx';
import { PublicMenuApp } from '../components/public-menu-app.tsx';
import { StatusPage } from '../components/status-page.tsx';

/*
 * The server's way in (decisions §1: public pages are rendered by the API server with React).
 * Built by `vite build --ssr` into apps/web/dist-ssr/public-menu.js, which the server imports
 * at run time; the server's tests import this file directly.
 */

/** The menu's markup, hydrated later by client/entry-client.tsx from the same `menu`. */
export function renderMenuApp(menu: PublicMenu): string {
  return renderToString(<PublicMenuApp menu={menu} />);
}

export function renderStatusPage(kind: 'unavailable' | 'not-found', venueName?: string, theme?: PublicTheme): string {
  return renderToString(<StatusPage kind={kind} venueName={venueName} theme={theme} />);
}

/** The link page: static markup, no script. */
export function renderLinkPage(page: PublicLinkPage): string {
  return renderToString(<LinkPage page={page} />);
}
