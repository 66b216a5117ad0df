import { and, asc, eq, gt, gte, isNull, lte, or, sql, sum } from 'drizzle-orm';
import type { SocialLink } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { socialAccounts, socialLinkClicks, socialLinks } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { PositionedTable } from '../../lib/ordering.ts';

/*
 * The link page's tables (db/schema/fast-social.ts), read and written only here. Every
 * statement is scoped by the venue's profile id.
 */

export type AccountRow = typeof socialAccounts.$inferSelect;
export type LinkRow = typeof socialLinks.$inferSelect;

/** Links are ordered 1..n within the venue's one account (lib/ordering.ts). */
export const LINK_ORDER: PositionedTable = {
  table: socialLinks,
  id: socialLinks.id,
  profileId: socialLinks.profileId,
  position: socialLinks.position,
};

export async function readAccount(db: Db, profileId: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(socialAccounts).where(eq(socialAccounts.profileId, profileId)).limit(1);
  return row ?? null;
}

/**
 * The venue's account, made on its first read. Two first reads at once both end with the one
 * row: the unique profile index settles the race and the loser reads the winner's.
 */
export async function ensureAccount(db: Db, profileId: string): Promise<AccountRow> {
  const existing = await readAccount(db, profileId);
  if (existing) return existing;
  await db.insert(socialAccounts).values({ id: newId(), profileId }).onConflictDoNothing();
  const created = await readAccount(db, profileId);
  if (!created) throw new Error(`social account of ${profileId} vanished right after creation`);
  return created;
}

/**
 * The account named by `accountId` when it is the venue's, locked until the transaction ends:
 * writes to one venue's links happen one at a time, so positions stay dense.
 */
export async function lockAccount(tx: Db, profileId: string, accountId: string): Promise<AccountRow | null> {
  const [row] = await tx
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.profileId, profileId), eq(socialAccounts.id, accountId)))
    .for('update');
  return row ?? null;
}

export async function readLinks(db: Db, profileId: string): Promise<LinkRow[]> {
  return db
    .select()
    .from(socialLinks)
    .where(eq(socialLinks.profileId, profileId))
    .orderBy(asc(socialLinks.position), asc(socialLinks.id));
}

/** Whether a link shows now: switched on and now ∈ [startsAt, endsAt) (decisions §6). */
const isShownAt = (now: Date) =>
  and(
    eq(socialLinks.live, true),
    or(isNull(socialLinks.startsAt), lte(socialLinks.startsAt, now)),
    or(isNull(socialLinks.endsAt), gt(socialLinks.endsAt, now)),
  );

/** The links the public page shows at `now`, in order. */
export async function readShownLinks(db: Db, profileId: string, now: Date): Promise<LinkRow[]> {
  return db
    .select()
    .from(socialLinks)
    .where(and(eq(socialLinks.profileId, profileId), isShownAt(now)))
    .orderBy(asc(socialLinks.position), asc(socialLinks.id));
}

/** One link of the venue if it shows at `now`, else null (off, not started, ended, or another venue's). */
export async function readShownLink(db: Db, profileId: string, linkId: string, now: Date): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(socialLinks)
    .where(and(eq(socialLinks.profileId, profileId), eq(socialLinks.id, linkId), isShownAt(now)))
    .limit(1);
  return row ?? null;
}

/** Adds one click to the link's count for the venue-local `day`, in one statement (no lost updates). */
export async function addClick(db: Db, profileId: string, linkId: string, day: string): Promise<void> {
  await db
    .insert(socialLinkClicks)
    .values({ profileId, linkId, day, clicks: 1 })
    .onConflictDoUpdate({
      target: [socialLinkClicks.linkId, socialLinkClicks.day],
      set: { clicks: sql`${socialLinkClicks.clicks} + 1` },
    });
}

/** Clicks per link of the venue over the local days [from, to]. */
export async function clickTotals(db: Db, profileId: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ linkId: socialLinkClicks.linkId, clicks: sum(socialLinkClicks.clicks) })
    .from(socialLinkClicks)
    .where(and(eq(socialLinkClicks.profileId, profileId), gte(socialLinkClicks.day, from), lte(socialLinkClicks.day, to)))
    .groupBy(socialLinkClicks.linkId);
  return new Map(rows.map((row) => [row.linkId, Number(row.clicks ?? 0)]));
}

/** One link's clicks per local day in [from, to] (days without clicks are absent). */
export async function clicksByDay(db: Db, profileId: string, linkId: string, from: string, to: string) {
  return db
    .select({ day: socialLinkClicks.day, clicks: socialLinkClicks.clicks })
    .from(socialLinkClicks)
    .where(
      and(
        eq(socialLinkClicks.profileId, profileId),
        eq(socialLinkClicks.linkId, linkId),
        gte(socialLinkClicks.day, from),
        lte(socialLinkClicks.day, to),
      ),
    )
    .orderBy(asc(socialLinkClicks.day));
}

export function toSocialLink(row: LinkRow, clicks: number): SocialLink {
  return {
    _id: row.id,
    name: row.name,
    url: row.url,
    icon: row.icon,
    live: row.live,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    order: row.position,
    clicks,
  };
}
