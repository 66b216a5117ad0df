import { and, asc, eq, sql } from 'drizzle-orm';
import type { MenuResponse } from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { menuCategories, menuHomeImages, menuItems, menuSubcategories } from '../../db/schema/index.ts';
import { mediaUrl } from '../media/media.service.ts';
import { toCategory, toItem, toSubcategory } from './menu-mappers.ts';

/** The dashboard menu's body, built from its rows; menu-read.ts caches it. */

/** The menu row and the profile fields the dashboard body's head shows. */
export interface MenuHeader {
  profileId: string;
  name: string;
  image: string | null;
  version: number;
  active: boolean;
  theme: string;
  status: string;
  iconPath: string | null;
  /** When "Publish Changes" last ran; null while the menu was never published. */
  publishedAt: Date | null;
  /** The menu version the last publication was copied at; null while never published. */
  publishedVersion: number | null;
  /** The menu's extra languages (decisions §7; menu-translations.ts); absent in tests' headers: none. */
  languages?: string[];
}

export type MenuRows = Awaited<ReturnType<typeof readMenuRows>>;

/**
 * Items per query when the read yields between pages. A query's rows reach the event loop at
 * once (copied from the database thread, decision 0026, then mapped by drizzle); in process one
 * read of 10,000 dishes held it 1.1–1.4 s on a loaded machine (issue 17), ~0.06 ms a row. A page
 * of 250 keeps each arrival short, and other requests run in between.
 */
const ITEMS_PER_PAGE = 250;

const itemsQuery = (db: Db, profileId: string) =>
  db.select().from(menuItems).where(eq(menuItems.profileId, profileId)).orderBy(asc(menuItems.position), asc(menuItems.id));

/**
 * The items in pages of ITEMS_PER_PAGE, by (position, id) from where the last page ended,
 * letting the event loop run between pages. One snapshot only inside a repeatable-read transaction.
 */
async function readItemsInPages(db: Db, profileId: string) {
  const items: Awaited<ReturnType<typeof itemsQuery>> = [];
  // PGlite runs no autovacuum, so its planner may have no statistics and scan and sort every
  // remaining row for each page; told not to sort, it walks menu_items_profile_idx (profile_id,
  // position, id) from the last page's end. For this transaction only.
  await db.execute(sql`set local enable_sort = off`);
  for (;;) {
    const last = items.at(-1);
    const page = await db
      .select()
      .from(menuItems)
      .where(
        and(
          eq(menuItems.profileId, profileId),
          last ? sql`(${menuItems.position}, ${menuItems.id}) > (${last.position}, ${last.id})` : undefined,
        ),
      )
      .orderBy(asc(menuItems.position), asc(menuItems.id))
      .limit(ITEMS_PER_PAGE);
    items.push(...page);
    if (page.length < ITEMS_PER_PAGE) return items;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Every category, subcategory, item and home-page image of the profile, hidden ones included,
 * each list by position: what both the dashboard body and the guest page are built from.
 * `inPages` reads the items a page at a time (`readItemsInPages`): for the cached menu's
 * refresh, which runs in a repeatable-read transaction.
 */
export async function readMenuRows(db: Db, profileId: string, { inPages = false }: { inPages?: boolean } = {}) {
  // One after another, not together: inside a transaction they share one connection, which
  // runs them in turn anyway, and node-postgres deprecates queueing a query on a busy client.
  const categories = await db
    .select()
    .from(menuCategories)
    .where(eq(menuCategories.profileId, profileId))
    .orderBy(asc(menuCategories.position), asc(menuCategories.id));
  const subcategories = await db
    .select()
    .from(menuSubcategories)
    .where(eq(menuSubcategories.profileId, profileId))
    .orderBy(asc(menuSubcategories.position), asc(menuSubcategories.id));
  const items = inPages ? await readItemsInPages(db, profileId) : await itemsQuery(db, profileId);
  const homeImages = await db
    .select()
    .from(menuHomeImages)
    .where(eq(menuHomeImages.profileId, profileId))
    .orderBy(asc(menuHomeImages.position), asc(menuHomeImages.id));
  return { categories, subcategories, items, homeImages };
}

/** The `MenuResponse` body, ordered the way the dashboard shows it; `rows` are left as they are (shared). */
export function toMenuResponse(config: AppConfig, header: MenuHeader, rows: MenuRows, unpublishedChanges = 0): MenuResponse {
  const { response, itemRows } = responseWithoutItems(config, header, rows, unpublishedChanges);
  return { ...response, menuitems: { ...response.menuitems, items: itemRows.map((row) => toItem(config, row)) } };
}

type ItemRow = MenuRows['items'][number];
/**
 * Each item row's JSON, kept per row object: a menu patched after an edit shares every row
 * but the edited one with the menu before it, so its body costs one item's serialisation.
 */
const itemJson = new WeakMap<ItemRow, { config: AppConfig; json: string }>();

function jsonOfItem(config: AppConfig, row: ItemRow): string {
  const known = itemJson.get(row);
  if (known?.config === config) return known.json;
  const json = JSON.stringify(toItem(config, row));
  itemJson.set(row, { config, json });
  return json;
}

/** Items per piece of the body: a few milliseconds of joining and encoding each. */
const ITEMS_PER_PIECE = 1000;

/** The head of `menuResponseJson` (up to the items), the item rows in order, and the tail. */
function menuResponseParts(config: AppConfig, header: MenuHeader, rows: MenuRows, unpublishedChanges: number) {
  const { response, itemRows } = responseWithoutItems(config, header, rows, unpublishedChanges);
  // `items` is the last key of `menuitems` and `digitalMenuCurrentStatus` follows it: the same
  // key order as the whole object serialised at once.
  return {
    head: `{"menuitems":${JSON.stringify(response.menuitems).slice(0, -1)},"items":[`,
    itemRows,
    tail: `]},"digitalMenuCurrentStatus":${JSON.stringify(response.digitalMenuCurrentStatus)}}`,
  };
}

/** The item rows a piece at a time, each with whether it is the first (no comma before it). */
function* piecesOf(itemRows: readonly ItemRow[]) {
  for (let start = 0; start < itemRows.length; start += ITEMS_PER_PIECE)
    yield { rows: itemRows.slice(start, start + ITEMS_PER_PIECE), first: start === 0 };
}

/** One piece of items as JSON, after a comma unless it is the first. */
const pieceJson = (config: AppConfig, rows: readonly ItemRow[], first: boolean) =>
  `${first ? '' : ','}${rows.map((row) => jsonOfItem(config, row)).join(',')}`;

/** `JSON.stringify(toMenuResponse(...))`, byte for byte, with each item serialised once per row. */
export function menuResponseJson(config: AppConfig, header: MenuHeader, rows: MenuRows, unpublishedChanges: number): string {
  const { head, itemRows, tail } = menuResponseParts(config, header, rows, unpublishedChanges);
  const pieces = [head];
  for (const { rows: pieceRows, first } of piecesOf(itemRows)) pieces.push(pieceJson(config, pieceRows, first));
  pieces.push(tail);
  return pieces.join('');
}

/**
 * Each piece's bytes, kept by the piece's first row: reused while the piece holds the very same
 * row objects. After an edit a 10,000-dish body then encodes the one piece with the edited row
 * (~80 ms of the first read after a write otherwise; issue 17).
 */
const pieceBytes = new WeakMap<ItemRow, { config: AppConfig; rows: readonly ItemRow[]; first: boolean; bytes: Buffer }>();

/** A piece's bytes, and whether they had to be encoded (false: kept from an earlier body). */
function pieceBytesOf(config: AppConfig, rows: readonly ItemRow[], first: boolean): { bytes: Buffer; encoded: boolean } {
  const kept = pieceBytes.get(rows[0]!);
  if (
    kept?.config === config &&
    kept.first === first &&
    kept.rows.length === rows.length &&
    kept.rows.every((row, index) => row === rows[index])
  )
    return { bytes: kept.bytes, encoded: false };
  const bytes = Buffer.from(pieceJson(config, rows, first));
  pieceBytes.set(rows[0]!, { config, rows, first, bytes });
  return { bytes, encoded: true };
}

/**
 * `before`, `menuResponseJson(...)` and `after` as UTF-8 bytes, in pieces of up to
 * ITEMS_PER_PIECE items, with the event loop let run between pieces that had to be encoded: at
 * 10,000 dishes the whole body at once held it ~40–70 ms on a loaded machine (issue 17). The
 * pieces are not joined: `encodeBody` compresses them as they are, and joining 6 MB into a new
 * buffer held the loop another 25–100 ms.
 */
export async function menuResponsePieces(
  config: AppConfig,
  header: MenuHeader,
  rows: MenuRows,
  unpublishedChanges: number,
  { before, after }: { before: string; after: string },
): Promise<Buffer[]> {
  const { head, itemRows, tail } = menuResponseParts(config, header, rows, unpublishedChanges);
  const parts: Buffer[] = [Buffer.from(before + head)];
  for (const { rows: pieceRows, first } of piecesOf(itemRows)) {
    const { bytes, encoded } = pieceBytesOf(config, pieceRows, first);
    parts.push(bytes);
    if (encoded) await new Promise((resolve) => setImmediate(resolve));
  }
  parts.push(Buffer.from(tail + after));
  return parts;
}

/**
 * The items in the order the dashboard shows them: by their subcategory's place, then position.
 * The rows come by (position, id), so grouping them by subcategory in that order is that order
 * without a sort: linear, which matters on the first read after a write at 10,000 dishes (issue 17).
 */
function itemsBySubcategory(items: readonly ItemRow[], subcategoryRows: readonly MenuRows['subcategories'][number][]): ItemRow[] {
  const groups = new Map<string, ItemRow[]>(subcategoryRows.map((row) => [row.id, []]));
  for (const item of items) {
    const group = groups.get(item.subcategoryId);
    // An item whose subcategory is missing sorts as the first subcategory's: the general sort keeps that.
    if (!group) return sortedItems(items, subcategoryRows);
    group.push(item);
  }
  return [...groups.values()].flat();
}

function sortedItems(items: readonly ItemRow[], subcategoryRows: readonly MenuRows['subcategories'][number][]): ItemRow[] {
  const subcategoryRank = new Map(subcategoryRows.map((row, index) => [row.id, index]));
  return [...items].sort(
    (a, b) =>
      (subcategoryRank.get(a.subcategoryId) ?? 0) - (subcategoryRank.get(b.subcategoryId) ?? 0) || a.position - b.position,
  );
}

function responseWithoutItems(config: AppConfig, header: MenuHeader, rows: MenuRows, unpublishedChanges: number) {
  const categoryRows = rows.categories;
  const subcategoryRows = [...rows.subcategories];
  const counts = new Map<string, number>();
  const hiddenWith = new Map<string, number>();
  for (const item of rows.items) {
    counts.set(item.subcategoryId, (counts.get(item.subcategoryId) ?? 0) + 1);
    if (item.hiddenWithSubcategory && item.publish === 0)
      hiddenWith.set(item.subcategoryId, (hiddenWith.get(item.subcategoryId) ?? 0) + 1);
  }
  // Positions are per scope (subcategories within a category, items within a subcategory), so
  // the lists are ordered the way the dashboard shows them: by parent order, then position.
  const categoryRank = new Map(categoryRows.map((row, index) => [row.id, index]));
  subcategoryRows.sort(
    (a, b) => (categoryRank.get(a.categoryId) ?? 0) - (categoryRank.get(b.categoryId) ?? 0) || a.position - b.position,
  );
  const itemRows = itemsBySubcategory(rows.items, subcategoryRows);
  const response = {
    menuitems: {
      id: header.profileId,
      title: header.name,
      restrauntName: header.name,
      icon: mediaUrl(config, header.image),
      active: header.active,
      selectedPublicTheme: header.theme,
      version: header.version,
      publishedAt: header.publishedAt?.toISOString() ?? null,
      unpublishedChanges,
      categories: categoryRows.map((row) => toCategory(config, row)),
      subCategories: subcategoryRows.map((row) =>
        toSubcategory(config, row, { itemCount: counts.get(row.id) ?? 0, hiddenWithIt: hiddenWith.get(row.id) ?? 0 }),
      ),
    },
    digitalMenuCurrentStatus: header.status,
  };
  return { response, itemRows };
}
