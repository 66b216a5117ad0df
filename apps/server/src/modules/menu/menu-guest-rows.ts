import { createHash } from 'node:crypto';
import type { PublishedCategory, PublishedItem, PublishedSubcategory } from '../../db/schema/index.ts';
import type { MenuRows } from './menu-body.ts';
import type { MenuState } from './menu-read.ts';
import type { Availability } from '@venue/shared';
import {
  availableFromText,
  nextScheduleChange,
  scheduleOf,
  standingAt,
  venueMomentOf,
  type ScheduleStanding,
  type VenueMoment,
} from './menu-schedules.ts';

/*
 * What guests see (docs/decisions/0015): the published content (the draft's own while the menu
 * was never published), with visibility read from the draft at once: an entity shows while its
 * draft row exists with publish 1 under shown parents, and a dish is sold out while its draft
 * row says so. Owners hide a dish or mark it sold out during service; that must not wait for
 * "Publish Changes", nor publish the rest of the draft with it.
 */

export interface GuestItem extends PublishedItem {
  isSoldOut: boolean;
  /** On the menu now by its, its subcategory's and its category's schedules (menu-schedules.ts). */
  availableNow: boolean;
  /** While not available now: "7:00 pm", "Sat 11:00 am" (after "Available from "). */
  availableFrom: string | null;
}

/** The visible categories, subcategories and items in the order the rows were read, and the active home images. */
export interface GuestMenuRows {
  categories: PublishedCategory[];
  subcategories: PublishedSubcategory[];
  items: GuestItem[];
  homeImages: MenuRows['homeImages'];
  /**
   * When a schedule next opens or closes (or the venue's day ends) while the menu has any
   * schedule: these rows hold until then, and a page made from them is stale after it. Null
   * without schedules.
   */
  freshUntil: Date | null;
}

/**
 * One guest item per content row and sold-out standing, the same object on every call: the
 * guest page keeps each item's JSON by that object (public-menu-data.ts), so a render after an
 * edit serialises only the rows the edit changed (issue 17).
 */
const guestItems = new WeakMap<PublishedItem, Map<string, GuestItem>>();

function guestItemOf(row: PublishedItem, isSoldOut: boolean, availableFrom: string | null | undefined): GuestItem {
  let kept = guestItems.get(row);
  if (!kept) guestItems.set(row, (kept = new Map()));
  // undefined: available now.
  const standing = `${isSoldOut ? 's' : 'a'}${availableFrom ?? ''}`;
  let item = kept.get(standing);
  if (!item) {
    item = { ...row, isSoldOut, availableNow: availableFrom === undefined, availableFrom: availableFrom ?? null };
    kept.set(standing, item);
  }
  return item;
}

/** Those available now first, the rest after them, each in their menu order (decisions §7). */
function availableFirst<T>(rows: T[], isAvailable: (row: T) => boolean): T[] {
  const later = rows.filter((row) => !isAvailable(row));
  return later.length === 0 ? rows : [...rows.filter(isAvailable), ...later];
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
 * The menu guests see at `now` in the venue's zone `timeZone`. `source: 'draft'` gives the
 * draft as guests would see it once published (the dashboard's preview). Schedules (decisions
 * §7): what is available now comes first at each level, the rest after it with when it next
 * is; an entity whose schedule has no day left (a special past its last day) is left out.
 */
export function guestRowsOf(
  state: MenuState,
  now: Date,
  { source = 'published', timeZone }: { source?: 'published' | 'draft'; timeZone: string },
): GuestMenuRows {
  const draft = draftIndexOf(state);
  const content = source === 'published' && state.publication ? state.publication.content : state.rows;
  const shown = (row: { publish: number } | undefined) => row !== undefined && row.publish === 1;
  // A menu without schedules pays nothing for them: no venue clock, no chains, no reordering.
  let at: VenueMoment | undefined;
  const moment = () => (at ??= venueMomentOf(timeZone, now));
  /** Each scheduled entity's own schedule and its parents' that have one (absent: always). */
  const chains = new Map<string, Availability[]>();
  const chainOf = (id: string, row: { availability?: Availability | null }, parent?: string) => {
    const own = scheduleOf(row);
    const above = parent === undefined ? undefined : chains.get(parent);
    const chain = own.length > 0 ? [own, ...(above ?? [])] : above;
    if (chain) chains.set(id, chain);
    return chain;
  };
  /** The entity's standing, or undefined while nothing over it is scheduled. */
  const standingOf = (chain: Availability[] | undefined) => (chain ? standingAt(chain, moment()) : undefined);
  const isOver = (standing: ScheduleStanding | undefined) => standing !== undefined && !standing.availableNow && !standing.next;

  const categories = content.categories.filter(
    (row) => shown(draft.categories.get(row.id)) && !isOver(standingOf(chainOf(row.id, row))),
  );
  const categoryIds = new Set(categories.map((row) => row.id));
  const subcategories = content.subcategories.filter(
    (row) =>
      categoryIds.has(row.categoryId) &&
      shown(draft.subcategories.get(row.id)) &&
      !isOver(standingOf(chainOf(row.id, row, row.categoryId))),
  );
  const subcategoryIds = new Set(subcategories.map((row) => row.id));
  let items: GuestItem[] = [];
  let isScheduled = chains.size > 0;
  for (const row of content.items) {
    const live = draft.items.get(row.id);
    if (!live || live.publish !== 1 || !subcategoryIds.has(row.subcategoryId)) continue;
    const standing = standingOf(chainOf(row.id, row, row.subcategoryId));
    if (isOver(standing)) continue;
    if (standing) isScheduled = true;
    const availableFrom = standing?.next ? availableFromText(standing.next, moment()) : undefined;
    items.push(guestItemOf(row, live.soldOutUntil !== null && live.soldOutUntil > now, availableFrom));
  }
  let ordered = { categories, subcategories };
  let freshUntil: Date | null = null;
  if (isScheduled) {
    items = availableFirst(items, (item) => item.availableNow);
    const availableIn = new Set(
      items.filter((item) => item.availableNow).flatMap((item) => [item.subcategoryId, item.categoryId]),
    );
    ordered = {
      categories: availableFirst(categories, (row) => availableIn.has(row.id)),
      subcategories: availableFirst(subcategories, (row) => availableIn.has(row.id)),
    };
    freshUntil = nextScheduleChange(scheduledOf(ordered, items), timeZone, moment());
  }
  // Home images are the venue's own banners, managed on the home screen: shown as saved.
  return {
    ...ordered,
    items,
    homeImages: state.rows.homeImages.filter((row) => row.isActive),
    freshUntil,
  };
}

/** The schedules the guest menu shows, for when it next changes. */
function* scheduledOf(
  rows: { categories: PublishedCategory[]; subcategories: PublishedSubcategory[] },
  items: GuestItem[],
): Iterable<ReturnType<typeof scheduleOf>> {
  for (const list of [rows.categories, rows.subcategories, items]) for (const row of list) yield scheduleOf(row);
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
  // Schedules: which dishes wait, and until when they say.
  hash.update(
    `|${rows.items
      .filter((row) => !row.availableNow)
      .map((row) => `${row.id}@${row.availableFrom}`)
      .join(',')}`,
  );
  hash.update(
    JSON.stringify(
      rows.homeImages.map(({ id, imagePath, title, description, linkUrl }) => [id, imagePath, title, description, linkUrl]),
    ),
  );
  return hash.digest('base64url').slice(0, 20);
}
