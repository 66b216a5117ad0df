import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GuestHistoryKind, GuestSummary } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { guestActivities, guests } from '../../db/schema/index.ts';
import { newId } from '../ids.ts';

/*
 * The guest book's writes (decisions §7 "Guest book"), made in the transaction of the booking,
 * waitlist entry or ticket order that changes: one guest per phone per venue, one activity per
 * booking, entry or order, and the guest's figures recomputed from its activities. Owned here,
 * as the audit log is, because reservations, waitlist and events all write it and
 * modules/guests (which reads and erases it) sits above them.
 */

export interface GuestActivity {
  profileId: string;
  /** E.164 digits, or '' for a row whose guest was erased (then only a known activity moves). */
  phone: string;
  name: string;
  kind: GuestHistoryKind;
  sourceId: string;
  /** The source's status as its module names it. */
  status: string;
  /** The booking's time, the entry's joining, the order's payment. */
  at: Date;
  partySize: number | null;
  /** An arrived booking, a seated entry, an order with a ticket checked in. */
  isVisit: boolean;
  isNoShow: boolean;
  /** A cancelled booking, a cancelled or refunded order. */
  isCancellation: boolean;
  /** What a paid order (not refunded) brought in. */
  spendPaise: number;
  now: Date;
}

/** Locks the guest row of the venue and phone (made on first sight) and returns its id. */
async function lockGuestOfPhone(tx: Db, activity: GuestActivity): Promise<string> {
  const [row] = await tx
    .insert(guests)
    .values({
      id: newId(),
      profileId: activity.profileId,
      phone: activity.phone,
      name: activity.name,
      lastSeenAt: activity.now,
      createdAt: activity.now,
      updatedAt: activity.now,
    })
    .onConflictDoUpdate({
      target: [guests.profileId, guests.phone],
      set: { name: activity.name, lastSeenAt: activity.now, updatedAt: activity.now },
    })
    .returning({ id: guests.id });
  return row!.id;
}

/** Recomputes a guest's figures from its activities (the caller holds the guest's row). */
async function refreshFigures(tx: Db, profileId: string, guestId: string): Promise<void> {
  const mine = and(eq(guestActivities.profileId, profileId), eq(guestActivities.guestId, guestId));
  const [figures] = await tx
    .select({
      visits: sql<number>`count(*) filter (where ${guestActivities.isVisit})::int`,
      noShows: sql<number>`count(*) filter (where ${guestActivities.isNoShow})::int`,
      cancellations: sql<number>`count(*) filter (where ${guestActivities.isCancellation})::int`,
      spendPaise: sql<number>`coalesce(sum(${guestActivities.spendPaise}), 0)::int`,
      lastVisitAt: sql<string | null>`max(${guestActivities.at}) filter (where ${guestActivities.isVisit})`,
    })
    .from(guestActivities)
    .where(mine);
  await tx
    .update(guests)
    .set({
      visits: Number(figures?.visits ?? 0),
      noShows: Number(figures?.noShows ?? 0),
      cancellations: Number(figures?.cancellations ?? 0),
      spendPaise: Number(figures?.spendPaise ?? 0),
      lastVisitAt: figures?.lastVisitAt ? new Date(figures.lastVisitAt) : null,
    })
    .where(and(eq(guests.profileId, profileId), eq(guests.id, guestId)));
}

/**
 * Records a booking's, entry's or order's state in its guest's history and refreshes the
 * guest's figures. Call it in the transaction of the write, after the row changed. A source
 * already known stays with its guest (also after erasure); a new one finds or makes the guest
 * of its phone, taking the name it was given.
 */
export async function recordGuestActivity(tx: Db, activity: GuestActivity): Promise<void> {
  const [known] = await tx
    .select({ guestId: guestActivities.guestId })
    .from(guestActivities)
    .where(and(eq(guestActivities.kind, activity.kind), eq(guestActivities.sourceId, activity.sourceId)));
  let guestId: string;
  if (known) {
    guestId = known.guestId;
    // The guest's row first, as a new activity's upsert takes it: one order of locks.
    await tx
      .select({ id: guests.id })
      .from(guests)
      .where(and(eq(guests.profileId, activity.profileId), eq(guests.id, guestId)))
      .for('update');
  } else {
    if (!activity.phone) return;
    guestId = await lockGuestOfPhone(tx, activity);
  }
  const state = {
    status: activity.status,
    at: activity.at,
    partySize: activity.partySize,
    isVisit: activity.isVisit,
    isNoShow: activity.isNoShow,
    isCancellation: activity.isCancellation,
    spendPaise: activity.spendPaise,
    updatedAt: activity.now,
  };
  await tx
    .insert(guestActivities)
    .values({ profileId: activity.profileId, guestId, kind: activity.kind, sourceId: activity.sourceId, ...state })
    .onConflictDoUpdate({ target: [guestActivities.kind, guestActivities.sourceId], set: state });
  await refreshFigures(tx, activity.profileId, guestId);
}

/** What the desk shows of the venue's known guests with these numbers (E.164 digits), by number. */
export async function guestSummariesOf(db: Db, profileId: string, phones: string[]): Promise<Map<string, GuestSummary>> {
  const wanted = [...new Set(phones.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(guests)
    .where(and(eq(guests.profileId, profileId), inArray(guests.phone, wanted)));
  return new Map(
    rows.map((row) => [row.phone!, { _id: row.id, tags: row.tags, notes: row.notes, visits: row.visits, noShows: row.noShows }]),
  );
}
