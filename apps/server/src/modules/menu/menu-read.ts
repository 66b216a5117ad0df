import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MENU_MESSAGES } from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { menuPublications, menus, profiles } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { encodeBody, type EncodedBody } from '../../lib/encoded-body.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { defineSlots, readModelOf, readThrough } from '../../lib/read-model/index.ts';
import { claimSharedBuild } from '../../lib/shared-build.ts';
import { menuResponsePieces, readMenuRows, type MenuHeader, type MenuRows } from './menu-body.ts';
import { countUnpublishedChanges } from './menu-changes.ts';
import { readPublication, type MenuPublication } from './menu-publication.ts';
import { ensureMenu, type MenuWrite } from './menu-store.ts';

/** The dashboard's menu answer and the ETag that names it. */
export interface MenuSnapshot {
  etag: string;
  /**
   * The whole answer (envelope and `MenuResponse` body) in every coding, made once per state:
   * its envelope's time stamp is when this version was built, so the bytes never change
   * (docs/decisions/0017).
   */
  response: EncodedBody;
}

/** How often the whole menu was read and how often a dashboard answer was built, for tests and the bench. */
export const menuReadStats = { fullReads: 0, bodyBuilds: 0 };

/**
 * A profile's whole menu as read from the database at one version: its header and every row,
 * hidden ones included. The dashboard body and the guest page are both built from it, so one
 * read serves both (issue #16). Never changed in place: a patch makes a new one, because a
 * build may still be using the old.
 */
export interface MenuState {
  profileId: string;
  /** Names the header's fields and version: equal keys, equal content. */
  key: string;
  /** Null while the profile has no menu row yet. */
  header: MenuHeader | null;
  /** The draft: what the dashboard edits (docs/decisions/0015). */
  rows: MenuRows;
  /** The last published version guests see; null while the menu was never published. */
  publication: MenuPublication | null;
}

/**
 * Menu states per profile, kept fresh after every write (lib/read-model): concurrent
 * readers share one refresh, and a small edit whose row is known patches the state instead
 * of rereading the menu. A 2,000-item menu is ~1 MB, so the number of profiles is bounded.
 */
const states = defineSlots<MenuState>({
  kind: 'menu',
  max: 200,
  ownerOf: (state) => (state.header ? state.profileId : null),
});
/** The dashboard body built once per state. */
const snapshots = new WeakMap<MenuState, Promise<MenuSnapshot>>();

const NO_ROWS: MenuRows = { categories: [], subcategories: [], items: [], homeImages: [] };

async function readHeader(db: Db, profileId: string): Promise<MenuHeader | undefined> {
  const rows = await db
    .select({
      profileId: profiles.id,
      name: profiles.name,
      image: profiles.image,
      version: menus.version,
      active: menus.active,
      theme: menus.selectedPublicTheme,
      status: menus.digitalMenuStatus,
      iconPath: menus.iconPath,
      publishedAt: menus.publishedAt,
      publishedVersion: menuPublications.menuVersion,
      languages: menus.languages,
    })
    .from(profiles)
    .innerJoin(menus, eq(menus.profileId, profiles.id))
    .leftJoin(menuPublications, eq(menuPublications.profileId, profiles.id))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return rows[0];
}

/**
 * The version alone misses changes made outside the menu (the profile's name and image,
 * billing's menu status), so the cache key and ETag cover those header fields too.
 */
function keyOf(header: MenuHeader): string {
  const digest = createHash('sha1').update(JSON.stringify(header)).digest('base64url').slice(0, 16);
  return `${header.profileId}-${header.version}-${digest}`;
}

/**
 * The profile's menu as of a moment after this call began (lib/read-model), from the
 * cache when nothing was written since. The header is null while the profile has no menu row.
 */
export function readMenuState(ctx: { db: Db }, profileId: string): Promise<MenuState> {
  return readThrough(ctx.db, states, profileId, (previous) => refreshState(ctx.db, profileId, previous), profileId);
}

/** One header check, and a full read only when the menu or its header changed (also what tests compare a patched state with). */
export async function refreshState(db: Db, profileId: string, previous: MenuState | undefined): Promise<MenuState> {
  const header = await readHeader(db, profileId);
  if (!header) return { profileId, key: '', header: null, rows: NO_ROWS, publication: null };
  if (previous?.key === keyOf(header)) return previous;
  menuReadStats.fullReads += 1;
  // Header, rows and publication from one snapshot, so the content always belongs to the version it is cached under.
  const { current, rows, publication } = await db.transaction(
    async (tx) => {
      const current = await readHeader(tx, profileId);
      if (!current) throw notFound(MENU_MESSAGES.menuNotFound);
      const rows = await readMenuRows(tx, profileId, { inPages: true });
      // The published content changes only with a publish: read it again only then.
      const kept = previous?.publication;
      const publication =
        current.publishedVersion === null
          ? null
          : kept?.menuVersion === current.publishedVersion
            ? kept
            : await readPublication(tx, profileId);
      return { current, rows, publication };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { profileId, key: keyOf(current), header: current, rows, publication };
}

/** Rows a committed write changed or added, each as the database now holds it. */
export interface MenuRowsChanged {
  categories?: readonly MenuRows['categories'][number][];
  subcategories?: readonly MenuRows['subcategories'][number][];
  items?: readonly MenuRows['items'][number][];
  /** Items the write added (each at the end of its subcategory). */
  addedItems?: readonly MenuRows['items'][number][];
}

/**
 * After a committed write whose every changed row is in `changed` (an item edit, a publish
 * toggle of an item, subcategory or category, a rename, an added item): the cached menu
 * becomes the next version with those rows replaced or added, when it is the version just
 * before the write; otherwise the next read rebuilds as usual. Rows the write did not change
 * stay the same objects, so their kept JSON (menu-body.ts) is reused: after a patch the body
 * costs the changed rows' serialisation, not the menu's, and no read of the menu (issue 17).
 */
export function patchMenuRows(write: MenuWrite, changed: MenuRowsChanged): void {
  write.readModel?.patch(states, write.profileId, write.mark, (state) => {
    if (!state.header || state.header.version !== write.version - 1) return undefined;
    const categories = replaceRows(state.rows.categories, changed.categories, (row) => [row.position]);
    const subcategories = replaceRows(state.rows.subcategories, changed.subcategories, (row) => [row.categoryId, row.position]);
    const replaced = replaceRows(state.rows.items, changed.items, (row) => [row.subcategoryId, row.position]);
    const items = replaced && addRows(replaced, changed.addedItems ?? []);
    if (!categories || !subcategories || !items) return undefined;
    const header = { ...state.header, version: write.version };
    return { ...state, key: keyOf(header), header, rows: { ...state.rows, categories, subcategories, items } };
  });
}

/** `patchMenuRows` for a write that changed exactly one item. */
export function patchMenuItem(write: MenuWrite, row: MenuRows['items'][number]): void {
  patchMenuRows(write, { items: [row] });
}

/**
 * `rows` with each of `changed` in its place, or undefined when one is unknown or moved (its
 * parent or position, `placeOf`, differs): then the order the rows were read in would no longer hold.
 */
function replaceRows<T extends { id: string }>(
  rows: readonly T[],
  changed: readonly T[] | undefined,
  placeOf: (row: T) => unknown[],
): T[] | undefined {
  if (!changed?.length) return rows as T[];
  const byId = new Map(changed.map((row) => [row.id, row]));
  let found = 0;
  const next = rows.map((row) => {
    const after = byId.get(row.id);
    if (!after) return row;
    found += 1;
    const [before, now] = [placeOf(row), placeOf(after)];
    if (before.some((value, index) => value !== now[index])) found = -Infinity;
    return after;
  });
  return found === byId.size ? next : undefined;
}

/** `items` with `added` in the order a read gives them (position, then id). */
function addRows<T extends { id: string; position: number }>(items: T[], added: readonly T[]): T[] | undefined {
  let next = items;
  for (const row of added) {
    if (next.some((item) => item.id === row.id)) return undefined;
    const at = next.findIndex((item) => item.position > row.position || (item.position === row.position && item.id > row.id));
    next = next.toSpliced(at === -1 ? next.length : at, 0, row);
  }
  return next;
}

/**
 * The active profile's whole menu for the dashboard (decisions §2: hidden entities included
 * with publish 0), ordered by position.
 * @throws 404 when `username` is not the active profile's.
 */
export async function getMenuSnapshot(ctx: ProfileContext, username: string): Promise<MenuSnapshot> {
  if (username.trim().toLowerCase() !== ctx.profile.userName.toLowerCase()) throw notFound(MENU_MESSAGES.menuNotFound);
  const profileId = ctx.profile.id;
  let state = await readMenuState(ctx, profileId);
  if (!state.header) {
    await ensureMenu(ctx.db, profileId);
    state = await readMenuState(ctx, profileId);
  }
  const header = state.header;
  if (!header) throw notFound(MENU_MESSAGES.menuNotFound);
  let snapshot = snapshots.get(state);
  if (!snapshot) {
    // Kept as a promise, so readers that arrive while it is compressed share this build.
    snapshot = buildSnapshot(ctx, state, header);
    snapshots.set(state, snapshot);
    snapshot.catch(() => snapshots.delete(state));
  }
  return snapshot;
}

async function buildSnapshot(
  { db, config }: { db: Db; config: AppConfig },
  state: MenuState,
  header: MenuHeader,
): Promise<MenuSnapshot> {
  const etag = `"${state.key}"`;
  // With several instances, the first to reach this version builds it for all (shared-build.ts).
  const shared = await claimSharedBuild(readModelOf(db)?.redis, `menu:${state.key}`);
  if (shared.body) return { etag, response: shared.body };
  menuReadStats.bodyBuilds += 1;
  const head = `{"responseStatus":${JSON.stringify(ok(null).responseStatus)},"body":`;
  const pieces = await menuResponsePieces(config, header, state.rows, unpublishedChangesOf(state), { before: head, after: '}' });
  const response = await encodeBody(pieces, etag);
  // Not awaited: this reader need not wait while the others' copy travels to Redis.
  void shared.publish(response);
  return { etag, response };
}

/**
 * How many changes "Publish Changes" would publish: entities added or edited and lists
 * reordered since the last publish (menu-changes.ts); 0 while the menu was never published,
 * since guests then see every save at once.
 */
export function unpublishedChangesOf(state: MenuState): number {
  if (!state.publication) return 0;
  let count = changeCounts.get(state);
  if (count === undefined) {
    count = countUnpublishedChanges(state.rows, state.publication.content);
    changeCounts.set(state, count);
  }
  return count;
}
const changeCounts = new WeakMap<MenuState, number>();
