import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { MENU_MESSAGES, type MenuResponse } from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { menuCategories, menuItems, menus, menuSubcategories, profiles } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { mediaUrl } from '../media/media.service.ts';
import { toCategory, toItem, toSubcategory } from './menu-mappers.ts';
import { mayTrustCache, noteVersionCheck } from './menu-freshness.ts';
import { ensureMenu } from './menu-store.ts';

/** A serialised menu body and the ETag that names it. */
export interface MenuSnapshot {
  etag: string;
  /** UTF-8 JSON of the `MenuResponse` body, encoded once, ready to be placed inside the envelope. */
  bodyJson: Buffer;
}

/**
 * Serialised menus per profile, keyed on (profile id, menu version, header fields). Every menu
 * write bumps the version in its transaction, so a cached entry can never be served for a
 * newer menu, and each API instance keeps its own cache safely. A 2,000-item menu costs
 * ~1 MB of JSON, so the number of cached profiles is bounded.
 */
const MAX_CACHED_MENUS = 200;
const snapshots = new Map<string, MenuSnapshot & { key: string }>();

interface MenuHeader {
  profileId: string;
  name: string;
  image: string | null;
  version: number;
  active: boolean;
  theme: string;
  status: string;
}

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
    })
    .from(profiles)
    .innerJoin(menus, eq(menus.profileId, profiles.id))
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
 * The active profile's whole menu for the dashboard (decisions §2: hidden entities included
 * with publish 0), ordered by position.
 * @throws 404 when `username` is not the active profile's.
 */
export async function getMenuSnapshot(ctx: ProfileContext, username: string): Promise<MenuSnapshot> {
  if (username.trim().toLowerCase() !== ctx.profile.userName.toLowerCase()) throw notFound(MENU_MESSAGES.menuNotFound);
  const profileId = ctx.profile.id;
  const known = snapshots.get(profileId);
  if (known && mayTrustCache(ctx.config, profileId)) return known;

  noteVersionCheck(profileId);
  let header = await readHeader(ctx.db, profileId);
  if (!header) {
    await ensureMenu(ctx.db, profileId);
    header = await readHeader(ctx.db, profileId);
    if (!header) throw notFound(MENU_MESSAGES.menuNotFound);
  }
  const key = keyOf(header);
  const cached = snapshots.get(profileId);
  if (cached?.key === key) return cached;

  // Header and rows from one snapshot, so the content always belongs to the version it is cached under.
  const snapshot = await ctx.db.transaction(
    async (tx) => {
      const current = await readHeader(tx, profileId);
      if (!current) throw notFound(MENU_MESSAGES.menuNotFound);
      const body = await buildMenu(tx, ctx.config, current);
      const currentKey = keyOf(current);
      return { key: currentKey, etag: `"${currentKey}"`, bodyJson: Buffer.from(JSON.stringify(body)) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  remember(profileId, snapshot);
  return snapshot;
}

function remember(profileId: string, snapshot: MenuSnapshot & { key: string }) {
  snapshots.delete(profileId);
  snapshots.set(profileId, snapshot);
  if (snapshots.size > MAX_CACHED_MENUS) {
    const oldest = snapshots.keys().next().value;
    if (oldest !== undefined) snapshots.delete(oldest);
  }
}

async function buildMenu(db: Db, config: AppConfig, header: MenuHeader): Promise<MenuResponse> {
  const [categoryRows, subcategoryRows, itemRows] = await Promise.all([
    db
      .select()
      .from(menuCategories)
      .where(eq(menuCategories.profileId, header.profileId))
      .orderBy(asc(menuCategories.position), asc(menuCategories.id)),
    db
      .select()
      .from(menuSubcategories)
      .where(eq(menuSubcategories.profileId, header.profileId))
      .orderBy(asc(menuSubcategories.position), asc(menuSubcategories.id)),
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.profileId, header.profileId))
      .orderBy(asc(menuItems.position), asc(menuItems.id)),
  ]);
  const counts = new Map<string, number>();
  for (const item of itemRows) counts.set(item.subcategoryId, (counts.get(item.subcategoryId) ?? 0) + 1);
  // Positions are per scope (subcategories within a category, items within a subcategory), so
  // the lists are ordered the way the dashboard shows them: by parent order, then position.
  const categoryRank = new Map(categoryRows.map((row, index) => [row.id, index]));
  subcategoryRows.sort(
    (a, b) => (categoryRank.get(a.categoryId) ?? 0) - (categoryRank.get(b.categoryId) ?? 0) || a.position - b.position,
  );
  const subcategoryRank = new Map(subcategoryRows.map((row, index) => [row.id, index]));
  itemRows.sort(
    (a, b) =>
      (subcategoryRank.get(a.subcategoryId) ?? 0) - (subcategoryRank.get(b.subcategoryId) ?? 0) || a.position - b.position,
  );
  return {
    menuitems: {
      id: header.profileId,
      title: header.name,
      restrauntName: header.name,
      icon: mediaUrl(config, header.image),
      active: header.active,
      selectedPublicTheme: header.theme,
      version: header.version,
      categories: categoryRows.map((row) => toCategory(config, row)),
      subCategories: subcategoryRows.map((row) => toSubcategory(config, row, counts.get(row.id) ?? 0)),
      items: itemRows.map((row) => toItem(config, row)),
    },
    digitalMenuCurrentStatus: header.status,
  };
}
