import { createHash } from 'node:crypto';
import type { PublishedCategory, PublishedItem, PublishedSubcategory } from '../../db/schema/index.ts';
import type { MenuRows } from './menu-body.ts';
import type { MenuState } from './menu-read.ts';

/*
 * What guests see (docs/decisions/0015): the published content (the draft's own while the menu
 * was never published), with visibility read from the draft at once: an entity shows while its
 * draft row exists with publish 1 under shown parents, and a dish is sold out while its draft
 * row says so. Owners hide a dish or mark it sold out during service; that must not wait for
 * "Publish Changes", nor publish the rest of the draft with it.
 */

export interface GuestItem extends PublishedItem {
  isSoldOut: boolean;
}

/** The visible categories, subcategories and items in the order the rows were read, and the active home images. */
export interface GuestMenuRows {
  categories: PublishedCategory[];
  subcategories: PublishedSubcategory[];
  items: GuestItem[];
  homeImages: MenuRows['homeImages'];
}

/**
 * One guest item per content row and sold-out standing, the same object on every call: the
 * guest page keeps each item's JSON by that object (public-menu-data.ts), so a render after an
 * edit serialises only the rows the edit changed (issue 17).
 */
const guestItems = new WeakMap<PublishedItem, { soldOut?: GuestItem; available?: GuestItem }>();

function guestItemOf(row: PublishedItem, isSoldOut: boolean): GuestItem {
  let kept = guestItems.get(row);
  if (!kept) guestItems.set(row, (kept = {}));
  const standing = isSoldOut ? 'soldOut' : 'available';
  return (kept[standing] ??= { ...row, isSoldOut });
}

/** The draft's rows by id, built once per state. */
const draftIndexes = new WeakMap<MenuState, ReturnType<typeof indexOf>>();

function indexOf(rows: MenuRows) {
  return {
    categories: new Map(rows.categories.map((row) => [row.id, row])),
    subcategories: new Map(rows.subcategories.map((row) => [row.id, row])),
    items: new Map(rows.items.map((row) => [row.id, row])),
  };
}

function draftIndexOf(state: MenuState) {
  let index = draftIndexes.get(state);
  if (!index) {
    index = indexOf(state.rows);
    draftIndexes.set(state, index);
  }
  return index;
}

/**
 * The menu guests see at `now`. `source: 'draft'` gives the draft as guests would see it once
 * published (the dashboard's preview).
 */
export function guestRowsOf(
  state: MenuState,
  now: Date,
  { source = 'published' }: { source?: 'published' | 'draft' } = {},
): GuestMenuRows {
  const draft = draftIndexOf(state);
  const content = source === 'published' && state.publication ? state.publication.content : state.rows;
  const shown = (row: { publish: number } | undefined) => row !== undefined && row.publish === 1;
  const categories = content.categories.filter((row) => shown(draft.categories.get(row.id)));
  const categoryIds = new Set(categories.map((row) => row.id));
  const subcategories = content.subcategories.filter(
    (row) => categoryIds.has(row.categoryId) && shown(draft.subcategories.get(row.id)),
  );
  const subcategoryIds = new Set(subcategories.map((row) => row.id));
  const items: GuestItem[] = [];
  for (const row of content.items) {
    const live = draft.items.get(row.id);
    if (!live || live.publish !== 1 || !subcategoryIds.has(row.subcategoryId)) continue;
    items.push(guestItemOf(row, live.soldOutUntil !== null && live.soldOutUntil > now));
  }
  // Home images are the venue's own banners, managed on the home screen: shown as saved.
  return { categories, subcategories, items, homeImages: state.rows.homeImages.filter((row) => row.isActive) };
}

/**
 * Names what guests see: equal keys, equal menus (for the public page's cache and ETag). An
 * edit to the draft of a published menu leaves it as it was.
 */
export function guestRowsKey(state: MenuState, rows: GuestMenuRows): string {
  const content = state.publication ? `p${state.publication.menuVersion}` : `d${state.header?.version ?? 0}`;
  const hash = createHash('sha1').update(content);
  for (const list of [rows.categories, rows.subcategories, rows.items]) hash.update(`|${list.map((row) => row.id).join(',')}`);
  hash.update(
    `|${rows.items
      .filter((row) => row.isSoldOut)
      .map((row) => row.id)
      .join(',')}`,
  );
  hash.update(
    JSON.stringify(
      rows.homeImages.map(({ id, imagePath, title, description, linkUrl }) => [id, imagePath, title, description, linkUrl]),
    ),
  );
  return hash.digest('base64url').slice(0, 20);
}
