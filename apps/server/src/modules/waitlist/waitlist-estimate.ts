import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { LIVE_WAITLIST_STATUSES } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema/index.ts';
import { localTime } from '../../lib/venue-time.ts';

/*
 * Estimates from the venue's own recent seat times (decisions §7 "Waitlist"): how long parties
 * of about the same size waited, at about this hour, over the last two weeks. Without enough
 * of them the entry's own quote stands (and a new party is quoted by the queue's length).
 */

const LOOK_BACK_DAYS = 14;
const SAMPLES_MAX = 30;
const SAMPLES_MIN = 3;
const DEFAULT_QUOTE_BASE = 10;
const DEFAULT_QUOTE_PER_PARTY = 5;

/** Parties of about the same size wait alike: 1–2, 3–4, 5–6, 7 and more. */
const bandOf = (partySize: number) => (partySize <= 2 ? [1, 2] : partySize <= 4 ? [3, 4] : partySize <= 6 ? [5, 6] : [7, 100]);

const hourOf = (zone: string, instant: Date) => Number(localTime(zone, instant).slice(0, 2));

/** The median wait, in minutes, of recent seatings like this one; null without enough of them. */
export async function typicalWait(
  db: Db,
  venue: { profileId: string; timeZone: string },
  partySize: number,
  now: Date,
): Promise<{ minutes: number; samples: number } | null> {
  const [low, high] = bandOf(partySize) as [number, number];
  const rows = await db
    .select({ joinedAt: waitlistEntries.joinedAt, seatedAt: waitlistEntries.seatedAt })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.profileId, venue.profileId),
        eq(waitlistEntries.status, 'seated'),
        isNotNull(waitlistEntries.seatedAt),
        gte(waitlistEntries.seatedAt, new Date(now.getTime() - LOOK_BACK_DAYS * 86_400_000)),
        sql`${waitlistEntries.partySize} between ${low} and ${high}`,
      ),
    )
    .orderBy(desc(waitlistEntries.seatedAt))
    .limit(SAMPLES_MAX * 4);
  const waits = rows.map((row) => ({
    minutes: Math.max(0, (row.seatedAt!.getTime() - row.joinedAt.getTime()) / 60_000),
    hour: hourOf(venue.timeZone, row.joinedAt),
  }));
  const hour = hourOf(venue.timeZone, now);
  const nearHour = waits.filter((wait) => Math.min(Math.abs(wait.hour - hour), 24 - Math.abs(wait.hour - hour)) <= 1);
  const chosen = (nearHour.length >= SAMPLES_MIN ? nearHour : waits).slice(0, SAMPLES_MAX);
  if (chosen.length < SAMPLES_MIN) return null;
  const sorted = chosen.map((wait) => wait.minutes).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { minutes: Math.round(median), samples: chosen.length };
}

/** The wait to quote a new party: the typical wait rounded up to 5 minutes, else by the queue. */
export async function suggestQuote(
  db: Db,
  venue: { profileId: string; timeZone: string },
  partySize: number,
  now: Date,
): Promise<{ quotedMinutes: number; samples: number }> {
  const typical = await typicalWait(db, venue, partySize, now);
  if (typical) return { quotedMinutes: Math.ceil(typical.minutes / 5) * 5, samples: typical.samples };
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.profileId, venue.profileId), inArray(waitlistEntries.status, [...LIVE_WAITLIST_STATUSES])));
  return { quotedMinutes: DEFAULT_QUOTE_BASE + DEFAULT_QUOTE_PER_PARTY * Number(row?.count ?? 0), samples: 0 };
}

/** What is left of the wait: the typical wait (else the quote) less the time already waited. */
export function remainingMinutes(
  entry: { status: string; joinedAt: Date; quotedMinutes: number },
  typicalMinutes: number | null,
  now: Date,
): number | null {
  if (entry.status === 'notified') return 0;
  if (entry.status !== 'waiting') return null;
  const waited = (now.getTime() - entry.joinedAt.getTime()) / 60_000;
  return Math.max(0, Math.round((typicalMinutes ?? entry.quotedMinutes) - waited));
}
