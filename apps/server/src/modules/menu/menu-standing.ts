import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { DIGITAL_MENU_STATUSES, type DigitalMenuStatus } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { menuItems, menus } from '../../db/schema/index.ts';

/**
 * The menu's own billing standing, for the subscription status (spec §4): its status
 * (`active` until billing restricts it; a venue with no menu row yet is `active`) and how
 * many items it holds, against the plan's item limit.
 */
export async function readDigitalMenuStanding(
  db: Db,
  profileId: string,
): Promise<{ status: DigitalMenuStatus; itemCount: number }> {
  const [menu] = await db.select({ status: menus.digitalMenuStatus }).from(menus).where(eq(menus.profileId, profileId)).limit(1);
  const [items] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(menuItems)
    .where(eq(menuItems.profileId, profileId));
  const status = (DIGITAL_MENU_STATUSES as readonly string[]).includes(menu?.status ?? '')
    ? (menu!.status as DigitalMenuStatus)
    : 'active';
  return { status, itemCount: Number(items?.count ?? 0) };
}

/**
 * Every venue whose menu guests can read: published at least once, not taken offline by its
 * owner, not suspended by billing (spec §4). The sitemap lists these venues' pages.
 */
export async function listLiveMenus(db: Db): Promise<Array<{ profileId: string; publishedAt: Date }>> {
  const rows = await db
    .select({ profileId: menus.profileId, publishedAt: menus.publishedAt })
    .from(menus)
    .where(and(isNotNull(menus.publishedAt), eq(menus.active, true), ne(menus.digitalMenuStatus, 'suspended')));
  return rows.map((row) => ({ profileId: row.profileId, publishedAt: row.publishedAt! }));
}
