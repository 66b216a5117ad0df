import { hydrateRoot } from 'react-dom/client';
import type { PublicMenu } from '@venue/shared';
import { PublicMenuApp } from '../components/public-menu-app.tsx';
import '../styles/public-menu.css';

/*
 * The guest bundle: hydrates the server-rendered menu from the JSON the server placed beside
 * it (element ids agreed with apps/server/src/modules/public-pages/page-document.ts): the menu
 * without its dishes, whose sections stay the server's markup (ssr/entry-server.tsx renderMenuApp).
 */
const root = document.getElementById('pm-root');
const data = document.getElementById('pm-data');
if (root && data?.textContent) {
  hydrateRoot(root, <PublicMenuApp menu={JSON.parse(data.textContent) as PublicMenu} staticSections="" />);
}

// Keeps the menu readable offline on the next visit (served by the API at /v/sw.js, scope /v/).
if ('serviceWorker' in navigator && window.isSecureContext) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/v/sw.js').catch(() => undefined);
  });
}
