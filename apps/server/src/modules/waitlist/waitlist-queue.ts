import { and, eq, inArray, sql } from 'drizzle-orm';
import { LIVE_WAITLIST_STATUSES } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { profiles, restaurants, waitlistEntries } from '../../db/schema/index.ts';
import { defineRows, defineSlots, readModelOf, readRowThrough, readThrough } from '../../lib/read-model/index.ts';
import { loadSeatSamples, type SeatSample } from './waitlist-estimate.ts';

/*
 * A venue's queue as the guests' live pages read it (issue 38; decision 0042: a poll costs at
 * most 1.5× the server's cheapest answer). Every guest page polls its status; answering each
 * poll from the database took four queries. The read model keeps, per venue, its live entries and the seat times the
 * estimates come from (lib/read-model, a `waitlist` slot), and, per reference, the entry it
 * names (a `waitlist-reference` row: neither ever changes). Estimates are worked out per poll
 * from the kept seat times, since they move with the clock.
 *
 * Every change of a queue runs under `lockQueueForChange`, which marks the venue's slot and
 * raises `profiles.waitlist_version` in the change's transaction: with PGlite the mark alone
 * sends the next poll to the database; with PostgreSQL each poll checks the version (one
 * indexed row) and rebuilds when it moved.
 */

/** A party in the queue, as its guest's status needs it. */
export interface QueuedEntry {
  id: string;
  position: number;
  status: (typeof LIVE_WAITLIST_STATUSES)[number];
  joinedAt: Date;
  quotedMinutes: number;
  partySize: number;
}

/** A venue's queue as of `version`. */
export interface QueueSnapshot {
  profileId: string;
  version: number;
  /** The venue's zone: the estimates look at seatings near the hour in it. */
  timeZone: string;
  live: Map<string, QueuedEntry>;
  /** The seatings estimates are taken from, newest first (waitlist-estimate.ts). */
  seated: SeatSample[];
}

const queues = defineSlots<QueueSnapshot | null>({
  kind: 'waitlist',
  max: 5_000,
  // An unknown venue is never kept.
  ownerOf: (queue) => queue?.profileId ?? null,
});

/** The entry a guest's reference names: fixed for the entry's life. */
interface ReferencedEntry {
  id: string;
  profileId: string;
}

const references = defineRows<ReferencedEntry>({
  kind: 'waitlist-reference',
  redisKey: 'venue:waitlist-reference-version',
  ttlMs: 30_000,
  maxEntries: 20_000,
});

/**
 * Takes the venue's queue for a change: marks its kept queue, waits for the queue's lock (every
 * change of one venue's queue runs one at a time, so positions stay 1..n) and raises its
 * version. Call it inside the change's transaction, before it reads or writes any entry.
 */
export async function lockQueueForChange(tx: Db, profileId: string): Promise<void> {
  readModelOf(tx)?.bump('waitlist', profileId);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'waitlist:'} || ${profileId}))`);
  await tx
    .update(profiles)
    .set({ waitlistVersion: sql`${profiles.waitlistVersion} + 1` })
    .where(eq(profiles.id, profileId));
}

/** The venue's version and zone (a restaurant's own zone first, as the venue's pages). */
async function versionOf(db: Db, profileId: string) {
  const [row] = await db
    .select({ version: profiles.waitlistVersion, timeZone: sql<string>`coalesce(${restaurants.timeZone}, ${profiles.timeZone})` })
    .from(profiles)
    .leftJoin(restaurants, eq(restaurants.profileId, profiles.id))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row;
}

async function rebuild(db: Db, profileId: string, now: Date, previous: QueueSnapshot | null | undefined) {
  const current = await versionOf(db, profileId);
  if (!current) return null;
  if (previous && previous.version === current.version && previous.timeZone === current.timeZone) return previous;
  const [rows, seated] = await Promise.all([
    db
      .select({
        id: waitlistEntries.id,
        position: waitlistEntries.position,
        status: waitlistEntries.status,
        joinedAt: waitlistEntries.joinedAt,
        quotedMinutes: waitlistEntries.quotedMinutes,
        partySize: waitlistEntries.partySize,
      })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.profileId, profileId), inArray(waitlistEntries.status, [...LIVE_WAITLIST_STATUSES]))),
    loadSeatSamples(db, { profileId, timeZone: current.timeZone }, now),
  ]);
  const live = new Map(rows.map((row) => [row.id, { ...row, position: row.position! } as QueuedEntry]));
  return { profileId, version: current.version, timeZone: current.timeZone, live, seated };
}

/** The venue's queue, fresh as of a moment after this call began; null for an unknown venue. */
export function readQueue(db: Db, profileId: string, now: Date): Promise<QueueSnapshot | null> {
  return readThrough(db, queues, profileId, (previous) => rebuild(db, profileId, now, previous), profileId, now);
}

/** The entry `reference` names (however it is cased), or null. */
export function entryOfReference(db: Db, reference: string): Promise<ReferencedEntry | null> {
  const normalised = reference.trim().toUpperCase();
  return readRowThrough(db, references, normalised, async () => {
    const [row] = await db
      .select({ id: waitlistEntries.id, profileId: waitlistEntries.profileId })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.reference, normalised))
      .limit(1);
    return row ?? null;
  });
}
