/**
 * Runs in the render pool (lib/render-pool.ts): the guest menu page of a large menu, rendered
 * with React off the event loop (issue 17: a 10,000-dish page held the server ~90 ms after
 * every edit). Same markup as the page rendered in the main thread (public-pages.service.ts),
 * from the built SSR bundle: Node cannot compile TSX in a thread, under Vitest neither.
 */
import { move } from 'piscina';
import type { PublicItem, PublicMenu } from '@venue/shared';
import { renderDocument, type DocumentOptions } from './page-document.ts';
import { loadBuiltRenderer } from './ssr-bundle.ts';

export interface MenuPageTask {
  /** The page around the menu: title, description, theme, URLs and assets. */
  document: Omit<DocumentOptions, 'body' | 'hydrationData'>;
  /** The menu without its dishes. */
  menu: PublicMenu;
  /** Whose menu: each thread keeps the dishes of the venues it rendered last. */
  venueId: string;
  /** The dishes, one `PublicItem` as JSON per line (public-menu-data.ts `publicItemsLines`). */
  itemLines: string;
}

/** How many venues' dishes a thread keeps (menus this large are few). */
const KEPT_VENUES = 3;
const keptDishes = new Map<string, Map<string, PublicItem>>();

/**
 * The dishes of `lines`, the same object for a line this thread parsed for the venue's last
 * render: the renderer keeps each card's markup by that object (ssr/entry-server.tsx), so a
 * render after an edit renders the edited cards only (~1.9 s at 10,000 dishes otherwise).
 * Only the lines of this render are kept, so a thread holds one menu's dishes per venue.
 */
export function dishesOf(venueId: string, lines: string): PublicItem[] {
  const before = keptDishes.get(venueId);
  keptDishes.delete(venueId);
  const kept = new Map<string, PublicItem>();
  const dishes =
    lines === ''
      ? []
      : lines.split('\n').map((line) => {
          const dish = before?.get(line) ?? (JSON.parse(line) as PublicItem);
          kept.set(line, dish);
          return dish;
        });
  keptDishes.set(venueId, kept);
  if (keptDishes.size > KEPT_VENUES) keptDishes.delete(keptDishes.keys().next().value!);
  return dishes;
}

/**
 * The whole page as UTF-8 bytes. A TextEncoder's array owns its buffer (a small Buffer may
 * share Node's pool), so the bytes can be moved to the main thread rather than copied.
 */
export async function menuPage(task: MenuPageTask): Promise<Uint8Array> {
  const renderer = await loadBuiltRenderer();
  const menu: PublicMenu = { ...task.menu, items: dishesOf(task.venueId, task.itemLines) };
  const html = renderDocument({
    ...task.document,
    body: renderer.renderMenuApp(menu),
    hydrationData: renderer.guestMenuShell(menu),
  });
  // Moved, not copied: 13 MB at 10,000 dishes.
  return move(new TextEncoder().encode(html)) as Uint8Array;
}
