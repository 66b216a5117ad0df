import { createHash } from 'node:crypto';
import { encodeBody, type EncodedBody } from '../../lib/encoded-body.ts';

/**
 * The guest menu's service worker, served at /v/sw.js so its scope is /v/ (decisions §1;
 * issue #5 "offline-friendly on a slow phone"). A guest who opened a menu once can open it
 * again with no signal (basements, rooftops): pages are fetched from the network first and
 * fall back to the last copy; the bundle's fingerprinted files and same-origin media are kept
 * once fetched. Plain JavaScript in a string: it runs in the browser as is, outside any bundle.
 */
const SERVICE_WORKER_SOURCE = `'use strict';
const ASSETS = 'pm-assets-v1';
const PAGES = 'pm-pages-v1';
const MENU_PAGE = /^\\/v\\/[^/]+$/;
const MENU_PIECE = /^\\/v\\/[^/]+\\/sections\\/\\d+$/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== ASSETS && key !== PAGES) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request, key) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(key);
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/public-menu/') || url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(request));
  } else if ((request.mode === 'navigate' && MENU_PAGE.test(url.pathname)) || MENU_PIECE.test(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
  }
});
`;

let encoded: Promise<EncodedBody> | undefined;

/**
 * The service worker encoded once (lib/encoded-body.ts), with an ETag: browsers check it on
 * every visit, and compressing it per request took ~240 µs each.
 */
export function serviceWorkerBody(): Promise<EncodedBody> {
  encoded ??= encodeBody(
    Buffer.from(SERVICE_WORKER_SOURCE),
    `"sw-${createHash('sha1').update(SERVICE_WORKER_SOURCE).digest('base64url').slice(0, 16)}"`,
  );
  return encoded;
}
