import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MENU_MESSAGES } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { menus, profiles } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { readMenuRows, toMenuResponse, type MenuHeader } from './menu-body.ts';
import { MenuCache } from './menu-freshness.ts';
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
 * newer menu, and each API instance keeps its own cache safely. Concurrent readers share one
 * refresh (menu-freshness.ts). A 2,000-item menu costs ~1 MB of JSON, so the number of cached
 * profiles is bounded.
 */
type CachedSnapshot = MenuSnapshot & { key: string; profileId: string };
const snapshots = new MenuCache<CachedSnapshot>({ max: 200, profileIdOf: (snapshot) => snapshot.profileId });

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
  return snapshots.read(ctx.config, profileId, (previous) => refreshSnapshot(ctx, profileId, previous), profileId);
}

/** One version check, and a rebuild only when the menu or its header changed. */
async function refreshSnapshot(ctx: ProfileContext, profileId: string, previous: CachedSnapshot | undefined) {
  let header = await readHeader(ctx.db, profileId);
  if (!header) {
    await ensureMenu(ctx.db, profileId);
    header = await readHeader(ctx.db, profileId);
    if (!header) throw notFound(MENU_MESSAGES.menuNotFound);
  }
  if (previous?.key === keyOf(header)) return previous;

  // Header and rows from one snapshot, so the content always belongs to the version it is cached under.
  const { current, rows } = await ctx.db.transaction(
    async (tx) => {
      const current = await readHeader(tx, profileId);
      if (!current) throw notFound(MENU_MESSAGES.menuNotFound);
      return { current, rows: await readMenuRows(tx, profileId) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // Shaped and serialised after the commit: PGlite serves one transaction at a time, and every
  // other request's queries wait while one is open.
  const key = keyOf(current);
  const bodyJson = Buffer.from(JSON.stringify(toMenuResponse(ctx.config, current, rows)));
  return { profileId, key, etag: `"${key}"`, bodyJson };
}
