import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuCategories, menuItems, menus } from '../../db/schema/index.ts';

/** What a new venue's set-up checklist asks of the menu (issue 15). */
export interface MenuSetup {
  hasCategory: boolean;
  hasItem: boolean;
  /** When "Publish Changes" last ran; null while the owner never published. */
  publishedAt: Date | null;
}

/** The menu's part of the set-up checklist: three small reads, no menu body built. */
export async function readMenuSetup(db: Db, profileId: string): Promise<MenuSetup> {
  const [category] = await db
    .select({ one: sql`1` })
    .from(menuCategories)
    .where(eq(menuCategories.profileId, profileId))
    .limit(1);
  const [item] = await db
    .select({ one: sql`1` })
    .from(menuItems)
    .where(eq(menuItems.profileId, profileId))
    .limit(1);
  const [menu] = await db.select({ publishedAt: menus.publishedAt }).from(menus).where(eq(menus.profileId, profileId)).limit(1);
  return { hasCategory: Boolean(category), hasItem: Boolean(item), publishedAt: menu?.publishedAt ?? null };
}
