import { and, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { LIVE_WAITLIST_STATUSES } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema/index.ts';
import { localHour } from '../../lib/venue-time.ts';

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

/** A recent seating: how long the party waited, and the venue's local hour it joined at. */
export interface SeatSample {
  partySize: number;
  seatedAt: Date;
  minutes: number;
  hour: number;
}

/** The band's seatings a median is taken from, newest first: at most this many per band are kept. */
const SAMPLES_KEPT = SAMPLES_MAX * 4;
const BAND_SQL = sql`case when ${waitlistEntries.partySize} <= 2 then 0 when ${waitlistEntries.partySize} <= 4 then 1 when ${waitlistEntries.partySize} <= 6 then 2 else 3 end`;

/**
 * The venue's seatings of the last two weeks as of `now`, the newest SAMPLES_KEPT of each party
 * band, newest first: everything `typicalWaitOf` looks at, from now until the next seating.
 */
export async function loadSeatSamples(db: Db, venue: { profileId: string; timeZone: string }, now: Date): Promise<SeatSample[]> {
  const recent = db
    .select({
      partySize: waitlistEntries.partySize,
      joinedAt: waitlistEntries.joinedAt,
      seatedAt: waitlistEntries.seatedAt,
      rank: sql<number>`row_number() over (partition by ${BAND_SQL} order by ${waitlistEntries.seatedAt} desc)`.as('rank'),
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.profileId, venue.profileId),
        eq(waitlistEntries.status, 'seated'),
        isNotNull(waitlistEntries.seatedAt),
        gte(waitlistEntries.seatedAt, new Date(now.getTime() - LOOK_BACK_DAYS * 86_400_000)),
      ),
    )
    .as('recent');
  const rows = await db
    .select({ partySize: recent.partySize, joinedAt: recent.joinedAt, seatedAt: recent.seatedAt })
    .from(recent)
    .where(lte(recent.rank, SAMPLES_KEPT))
    .orderBy(desc(recent.seatedAt));
  return rows.map((row) => ({
    partySize: row.partySize,
    seatedAt: row.seatedAt!,
    minutes: Math.max(0, (row.seatedAt!.getTime() - row.joinedAt.getTime()) / 60_000),
    hour: localHour(venue.timeZone, row.joinedAt),
  }));
}

/**
 * The median wait, in minutes, of recent seatings like this one (of `samples`, newest first, in
 * the venue's `timeZone`); null without enough of them.
 */
export function typicalWaitOf(
  samples: readonly SeatSample[],
  timeZone: string,
  partySize: number,
  now: Date,
): { minutes: number; samples: number } | null {
  const [low, high] = bandOf(partySize) as [number, number];
  const since = now.getTime() - LOOK_BACK_DAYS * 86_400_000;
  const waits = samples
    .filter((sample) => sample.partySize >= low && sample.partySize <= high && sample.seatedAt.getTime() >= since)
    .slice(0, SAMPLES_KEPT);
  if (waits.length < SAMPLES_MIN) return null;
  const hour = localHour(timeZone, now);
  const nearHour = waits.filter((wait) => Math.min(Math.abs(wait.hour - hour), 24 - Math.abs(wait.hour - hour)) <= 1);
  const chosen = (nearHour.length >= SAMPLES_MIN ? nearHour : waits).slice(0, SAMPLES_MAX);
  const sorted = chosen.map((wait) => wait.minutes).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { minutes: Math.round(median), samples: chosen.length };
}

/** The median wait, in minutes, of recent seatings like this one; null without enough of them. */
export async function typicalWait(
  db: Db,
  venue: { profileId: string; timeZone: string },
  partySize: number,
  now: Date,
): Promise<{ minutes: number; samples: number } | null> {
  return typicalWaitOf(await loadSeatSamples(db, venue, now), venue.timeZone, partySize, now);
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
