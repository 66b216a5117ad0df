/**
 * Runs in the render pool (lib/render-pool.ts): the guest menu page of a large menu, rendered
 * with React off the event loop (issue 17: a 10,000-dish page held the server ~90 ms after
 * every edit). Same markup as the page rendered in the main thread (public-pages.service.ts),
 * from the built SSR bundle: Node cannot compile TSX in a thread, under Vitest neither.
 */
import { move } from 'piscina';
import type { PublicMenu } from '@venue/shared';
import { renderDocument, type DocumentOptions } from './page-document.ts';
import { loadBuiltRenderer } from './ssr-bundle.ts';

export interface MenuPageTask {
  /** The page around the menu: title, description, theme, URLs and assets. */
  document: Omit<DocumentOptions, 'body' | 'hydrationData'>;
  /** The menu without its dishes. */
  menu: PublicMenu;
  /** The dishes, `PublicItem[]` as JSON (public-menu-data.ts `publicItemsJson`). */
  itemsJson: string;
}

/**
 * The whole page as UTF-8 bytes. A TextEncoder's array owns its buffer (a small Buffer may
 * share Node's pool), so the bytes can be moved to the main thread rather than copied.
 */
export async function menuPage(task: MenuPageTask): Promise<Uint8Array> {
  const renderer = await loadBuiltRenderer();
  const menu: PublicMenu = { ...task.menu, items: JSON.parse(task.itemsJson) as PublicMenu['items'] };
  const html = renderDocument({
    ...task.document,
    body: renderer.renderMenuApp(menu),
    hydrationData: renderer.guestMenuShell(menu),
  });
  // Moved, not copied: 13 MB at 10,000 dishes.
  return move(new TextEncoder().encode(html)) as Uint8Array;
}
