import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BOOKINGS_PER_ADDRESS_PER_HOUR,
  GUEST_MESSAGES,
  LIVE_WAITLIST_STATUSES,
  RESERVATION_MESSAGES,
  WAITLIST_DEFAULT_SETTINGS,
  WAITLIST_MESSAGES,
  waitlistPagePath,
  type AddWaitlistEntrySchema,
  type JoinWaitlistSchema,
  type WaitlistEntry,
  type WaitlistGuestStatus,
  type WaitlistListEntry,
  type WaitlistSettings,
  type WaitlistStatus,
} from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { waitlistEntries, waitlistSettings } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { sqlStateOf } from '../../lib/database-errors.ts';
import { AppError, businessRule, conflict, notFound } from '../../lib/errors.ts';
import { guestSummariesOf, recordGuestActivity } from '../../lib/guest-book/index.ts';
import { newId, randomCode } from '../../lib/ids.ts';
import { CHANNELS, queueMessage } from '../../lib/notify/index.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { normalisePhone, useBookingCodeIn, type AuthContext } from '../auth/auth.service.ts';
import { findProfileById, findProfileByUserName } from '../profiles/profiles.service.ts';
import { queueWaitlistLiveEvent, readRestaurantOfProfile, seatWalkIn } from '../reservations/reservations.service.ts';
import { remainingMinutes, suggestQuote, typicalWait, typicalWaitOf } from './waitlist-estimate.ts';
import { entryOfReference, lockQueueForChange, readQueue } from './waitlist-queue.ts';

/*
 * The walk-in waitlist (decisions §7 "Waitlist (`/v1/waitlist/`)", issue 38). Every change of a
 * venue's queue takes the venue's advisory lock, so positions stay 1..n without gaps or
 * repeats however many parties join at once; the change, its guest message and its live event
 * commit together.
 */

export type EntryRow = typeof waitlistEntries.$inferSelect;
type EntryStatus = EntryRow['status'];

const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;
const LIVE = [...LIVE_WAITLIST_STATUSES];
/** Waiting or notified: in the queue, with a place and an estimate. */
const isLive = (status: EntryStatus) => LIVE.includes(status as (typeof LIVE)[number]);

/** The live page's secret: derived from the entry's id with the app's secret, so every message carries the same link. */
export const tokenOf = (config: Pick<AppConfig, 'jwtSecret'>, entryId: string) =>
  createHmac('sha256', config.jwtSecret).update(`waitlist-entry:${entryId}`).digest('base64url');

/**
 * Each kept reference's token, worked out once (the HMAC was a third of a poll): keyed by the
 * read model's row, so it goes with it.
 */
const expectedTokens = new WeakMap<object, { secret: string; token: Buffer }>();

function tokenMatches(config: Pick<AppConfig, 'jwtSecret'>, entry: { id: string }, presented: string): boolean {
  let known = expectedTokens.get(entry);
  if (known?.secret !== config.jwtSecret) {
    known = { secret: config.jwtSecret, token: Buffer.from(tokenOf(config, entry.id)) };
    expectedTokens.set(entry, known);
  }
  const given = Buffer.from(presented);
  return known.token.length === given.length && timingSafeEqual(known.token, given);
}

const linkOf = (config: Pick<AppConfig, 'jwtSecret' | 'publicBaseUrl'>, userName: string, entry: EntryRow) =>
  `${config.publicBaseUrl}${waitlistPagePath(userName, entry.reference)}?token=${encodeURIComponent(tokenOf(config, entry.id))}`;

const party = (size: number) => `${size} ${size === 1 ? 'guest' : 'guests'}`;

interface Venue {
  profileId: string;
  userName: string;
  name: string;
  timeZone: string;
}

async function venueOf(db: Db, profile: { id: string; userName: string; name: string; timeZone: string }): Promise<Venue> {
  const restaurant = await readRestaurantOfProfile(db, profile.id);
  return {
    profileId: profile.id,
    userName: profile.userName,
    name: restaurant?.name ?? profile.name,
    timeZone: restaurant?.timeZone ?? profile.timeZone,
  };
}

async function venueOfProfileId(db: Db, profileId: string): Promise<Venue> {
  const profile = await findProfileById(db, profileId);
  if (!profile) throw notFound(WAITLIST_MESSAGES.venueNotFound);
  return venueOf(db, profile);
}

/** The desk's view of an entry. */
export function entryView(row: EntryRow, estimatedMinutes: number | null): WaitlistEntry {
  return {
    _id: row.id,
    position: row.position,
    status: row.status,
    quotedMinutes: row.quotedMinutes,
    joinedAt: row.joinedAt.toISOString(),
    reference: row.reference,
    // Only erasure (modules/guests) leaves an entry without a name or number.
    name: row.name || GUEST_MESSAGES.erasedName,
    mobileNumber: row.mobileNumber ? `+${row.mobileNumber}` : '',
    partySize: row.partySize,
    note: row.note,
    source: row.source,
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    seatedAt: row.seatedAt?.toISOString() ?? null,
    leftAt: row.leftAt?.toISOString() ?? null,
    reason: row.reason,
    estimatedMinutes,
  };
}

/** Estimates for several entries, one look at recent seat times per party size. */
async function estimatesOf(db: Db, venue: Pick<Venue, 'profileId' | 'timeZone'>, rows: EntryRow[], now: Date) {
  const typical = new Map<number, number | null>();
  const out = new Map<string, number | null>();
  for (const row of rows) {
    if (!isLive(row.status)) {
      out.set(row.id, null);
      continue;
    }
    if (!typical.has(row.partySize))
      typical.set(row.partySize, (await typicalWait(db, venue, row.partySize, now))?.minutes ?? null);
    out.set(row.id, remainingMinutes(row, typical.get(row.partySize) ?? null, now));
  }
  return out;
}

async function viewOne(db: Db, venue: Pick<Venue, 'profileId' | 'timeZone'>, row: EntryRow, now: Date): Promise<WaitlistEntry> {
  return entryView(row, (await estimatesOf(db, venue, [row], now)).get(row.id) ?? null);
}

/** The entry in its guest's history (lib/guest-book): seated is a visit. */
function noteGuest(tx: Db, row: EntryRow, now: Date): Promise<void> {
  return recordGuestActivity(tx, {
    profileId: row.profileId,
    phone: row.mobileNumber,
    name: row.name,
    kind: 'waitlist',
    sourceId: row.id,
    status: row.status,
    at: row.joinedAt,
    partySize: row.partySize,
    isVisit: row.status === 'seated',
    isNoShow: false,
    isCancellation: false,
    spendPaise: 0,
    now,
  });
}

async function publish(tx: Db, row: EntryRow, now: Date) {
  await noteGuest(tx, row, now);
  await queueWaitlistLiveEvent(
    tx,
    row.profileId,
    { _id: newId(), type: 'waitlist', at: now.toISOString(), waitlist: { _id: row.id, status: row.status } },
    now,
  );
}

async function sendGuest(
  tx: Db,
  config: AppConfig,
  venue: Venue,
  row: EntryRow,
  template: 'waitlistJoined' | 'waitlistReady',
  now: Date,
) {
  const variables = {
    restaurant: venue.name,
    party: party(row.partySize),
    position: String(row.position ?? ''),
    reference: row.reference,
    link: linkOf(config, venue.userName, row),
  };
  for (const channel of CHANNELS) {
    await queueMessage(
      tx,
      // waitlistReady declares no position: its text never shows it.
      { channel, to: `+${row.mobileNumber}`, template, variables },
      { now, profileId: row.profileId, uniqueKey: `waitlist:${row.id}:${template}:${channel}` },
    );
  }
}

/** Inserts at the end of the queue (the caller holds the venue's lock and checked the phone). */
async function insertEntry(
  tx: Db,
  values: Omit<typeof waitlistEntries.$inferInsert, 'reference' | 'position'>,
): Promise<EntryRow> {
  const [last] = await tx
    .select({ max: sql<number | null>`max(${waitlistEntries.position})` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.profileId, values.profileId), inArray(waitlistEntries.status, LIVE)));
  const position = Number(last?.max ?? 0) + 1;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(waitlistEntries)
          .values({ ...values, position, reference: randomCode(REFERENCE_ALPHABET, REFERENCE_LENGTH) })
          .returning();
        return row!;
      });
    } catch (error) {
      if (sqlStateOf(error) !== '23505' || attempt >= 4) throw error;
    }
  }
}

async function assertPhoneFree(tx: Db, profileId: string, mobileNumber: string) {
  const [held] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.profileId, profileId),
        eq(waitlistEntries.mobileNumber, mobileNumber),
        inArray(waitlistEntries.status, LIVE),
      ),
    )
    .limit(1);
  if (held) throw conflict(WAITLIST_MESSAGES.alreadyWaiting);
}

async function liveCount(tx: Db, profileId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.profileId, profileId), inArray(waitlistEntries.status, LIVE)));
  return Number(row?.count ?? 0);
}

/**
 * `POST /v1/waitlist/entries`: the desk adds a walk-in party at the end of the queue; the
 * guest gets a text with their live page.
 * @throws AppError 409 CONFLICT when the phone already waits at this venue
 */
export async function addEntry(
  ctx: ProfileContext,
  input: z.output<typeof AddWaitlistEntrySchema>,
): Promise<{ entry: WaitlistEntry }> {
  const now = ctx.clock();
  const phone = normalisePhone(input.mobileNumber);
  const venue = await venueOfProfileId(ctx.db, ctx.profile.id);
  const row = await ctx.db.transaction(async (tx) => {
    await lockQueueForChange(tx, venue.profileId);
    await assertPhoneFree(tx, venue.profileId, phone.digits);
    const inserted = await insertEntry(tx, {
      id: newId(),
      profileId: venue.profileId,
      name: input.name,
      mobileNumber: phone.digits,
      partySize: input.partySize,
      quotedMinutes: input.quotedMinutes,
      note: input.note ?? '',
      source: 'desk',
      status: 'waiting',
      joinedAt: now,
      addedBy: ctx.caller.userId,
    });
    await sendGuest(tx, ctx.config, venue, inserted, 'waitlistJoined', now);
    await publish(tx, inserted, now);
    return inserted;
  });
  return { entry: await viewOne(ctx.db, venue, row, now) };
}

/** `GET /v1/waitlist/entries?status=`: live entries by position, then the rest, newest first, each with its known guest. */
export async function listEntries(
  ctx: ProfileContext,
  status: WaitlistStatus | 'all' | undefined,
): Promise<{ entries: WaitlistListEntry[] }> {
  const now = ctx.clock();
  const wanted: EntryStatus[] = !status ? LIVE : status === 'all' ? ['waiting', 'notified', 'seated', 'left'] : [status];
  const rows = await ctx.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.profileId, ctx.profile.id), inArray(waitlistEntries.status, wanted)))
    .orderBy(
      sql`${waitlistEntries.position} asc nulls last`,
      sql`coalesce(${waitlistEntries.seatedAt}, ${waitlistEntries.leftAt}) desc`,
      asc(waitlistEntries.joinedAt),
    )
    .limit(500);
  const estimates = await estimatesOf(ctx.db, { profileId: ctx.profile.id, timeZone: ctx.profile.timeZone }, rows, now);
  const known = await guestSummariesOf(
    ctx.db,
    ctx.profile.id,
    rows.map((row) => row.mobileNumber),
  );
  return {
    entries: rows.map((row) => ({
      ...entryView(row, estimates.get(row.id) ?? null),
      guest: known.get(row.mobileNumber) ?? null,
    })),
  };
}

/** `GET /v1/waitlist/quote?partySize=`: the suggested quote for a new party. */
export function quoteFor(ctx: ProfileContext, partySize: number) {
  return suggestQuote(ctx.db, { profileId: ctx.profile.id, timeZone: ctx.profile.timeZone }, partySize, ctx.clock());
}

/** Takes a live entry out of the queue: the ones behind it move up. */
async function closeUp(tx: Db, row: EntryRow) {
  if (row.position === null) return;
  await tx
    .update(waitlistEntries)
    .set({ position: sql`${waitlistEntries.position} - 1` })
    .where(
      and(
        eq(waitlistEntries.profileId, row.profileId),
        inArray(waitlistEntries.status, LIVE),
        gt(waitlistEntries.position, row.position),
      ),
    );
}

type Move = 'notify' | 'seat' | 'remove' | 'leave';

/**
 * One move of an entry under the venue's lock: notify (waiting → notified, the guest texted),
 * seat (the party takes covers of the slot running now, reservations' seatWalkIn) or
 * remove/leave (a live entry leaves the queue, the rest close up).
 */
async function moveEntry(
  db: Db,
  config: AppConfig,
  find: { profileId: string; id: string },
  move: Move,
  now: Date,
  reason: string | null = null,
): Promise<EntryRow> {
  return db.transaction(async (tx) => {
    await lockQueueForChange(tx, find.profileId);
    const [row] = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.profileId, find.profileId), eq(waitlistEntries.id, find.id)));
    if (!row) throw notFound(WAITLIST_MESSAGES.notFound);
    if (!isLive(row.status)) throw conflict(WAITLIST_MESSAGES.notLive);
    let changes: Partial<EntryRow>;
    if (move === 'notify') {
      if (row.status === 'notified') throw conflict(WAITLIST_MESSAGES.alreadyNotified);
      changes = { status: 'notified', notifiedAt: now };
    } else if (move === 'seat') {
      changes = { status: 'seated', seatedAt: now, position: null };
    } else {
      changes = { status: 'left', leftAt: now, position: null, reason };
    }
    const [updated] = await tx.update(waitlistEntries).set(changes).where(eq(waitlistEntries.id, row.id)).returning();
    if (changes.position === null) await closeUp(tx, row);
    if (move === 'seat') await seatWalkIn(tx, row, now);
    if (move === 'notify') await sendGuest(tx, config, await venueOfProfileId(tx, row.profileId), updated!, 'waitlistReady', now);
    await publish(tx, updated!, now);
    return updated!;
  });
}

async function deskMove(ctx: ProfileContext, id: string, move: Move, reason: string | null = null) {
  const now = ctx.clock();
  const row = await moveEntry(ctx.db, ctx.config, { profileId: ctx.profile.id, id }, move, now, reason);
  return { entry: await viewOne(ctx.db, { profileId: ctx.profile.id, timeZone: ctx.profile.timeZone }, row, now) };
}

/** `POST /v1/waitlist/entries/{id}/notify`: template `waitlist_ready`, status `notified`. */
export const notifyEntry = (ctx: ProfileContext, id: string) => deskMove(ctx, id, 'notify');
/** `POST /v1/waitlist/entries/{id}/seat`. */
export const seatEntry = (ctx: ProfileContext, id: string) => deskMove(ctx, id, 'seat');
/** `POST /v1/waitlist/entries/{id}/remove { reason }` (status `left`). */
export const removeEntry = (ctx: ProfileContext, id: string, reason: string) => deskMove(ctx, id, 'remove', reason);

async function readSettings(db: Db, profileId: string): Promise<WaitlistSettings> {
  const [row] = await db.select().from(waitlistSettings).where(eq(waitlistSettings.profileId, profileId));
  return row
    ? { remoteJoin: row.remoteJoin, maxPartySize: row.maxPartySize, maxWaiting: row.maxWaiting }
    : { ...WAITLIST_DEFAULT_SETTINGS };
}

/** `GET /v1/waitlist/settings`. */
export async function getSettings(ctx: ProfileContext): Promise<{ settings: WaitlistSettings }> {
  return { settings: await readSettings(ctx.db, ctx.profile.id) };
}

/** `PUT /v1/waitlist/settings { remoteJoin, maxPartySize, maxWaiting }`. */
export async function updateSettings(ctx: ProfileContext, input: WaitlistSettings): Promise<{ settings: WaitlistSettings }> {
  const values = { ...input, updatedAt: ctx.clock() };
  await ctx.db
    .insert(waitlistSettings)
    .values({ profileId: ctx.profile.id, ...values })
    .onConflictDoUpdate({ target: waitlistSettings.profileId, set: values });
  return getSettings(ctx);
}

/**
 * `POST /v1/waitlist/join`: a guest joins from the booking page with a booking code, when the
 * venue allows it and within its limits.
 * @throws 404 unknown venue; 422 remote join off, party too large, queue full, OTP_*; 409 the
 *   phone already waits; 429 over the per-address limit
 */
export async function joinWaitlist(ctx: AuthContext, input: z.output<typeof JoinWaitlistSchema>, clientAddress: string) {
  await enforceRateLimit(
    ctx.rateLimiter,
    { key: `waitlist:join:${clientAddress}`, limit: BOOKINGS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
    RESERVATION_MESSAGES.tooManyBookingAttempts,
  );
  const profile = await findProfileByUserName(ctx.db, input.username);
  if (!profile || profile.profileType !== 'business') throw notFound(WAITLIST_MESSAGES.venueNotFound);
  const venue = await venueOf(ctx.db, profile);
  const settings = await readSettings(ctx.db, venue.profileId);
  if (!settings.remoteJoin) throw businessRule(WAITLIST_MESSAGES.remoteJoinOff);
  if (input.partySize > settings.maxPartySize) throw businessRule(WAITLIST_MESSAGES.partyTooLarge(settings.maxPartySize));
  const now = ctx.now;
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockQueueForChange(tx, venue.profileId);
    const code = await useBookingCodeIn(ctx, tx, { mobileNumber: input.mobileNumber, otp: input.otp });
    if (code.refused) return { refused: code.refused };
    const current = await readSettings(tx, venue.profileId);
    if (!current.remoteJoin) throw businessRule(WAITLIST_MESSAGES.remoteJoinOff);
    if ((await liveCount(tx, venue.profileId)) >= current.maxWaiting) throw businessRule(WAITLIST_MESSAGES.listFull);
    await assertPhoneFree(tx, venue.profileId, code.mobileNumber);
    const row = await insertEntry(tx, {
      id: newId(),
      profileId: venue.profileId,
      name: input.name,
      mobileNumber: code.mobileNumber,
      partySize: input.partySize,
      quotedMinutes: (await suggestQuote(tx, venue, input.partySize, now)).quotedMinutes,
      note: '',
      source: 'remote',
      status: 'waiting',
      joinedAt: now,
      addedBy: null,
    });
    await sendGuest(tx, ctx.config, venue, row, 'waitlistJoined', now);
    await publish(tx, row, now);
    return { row };
  });
  if ('refused' in outcome) throw outcome.refused as AppError;
  const view = await viewOne(ctx.db, venue, outcome.row, now);
  return {
    entry: {
      _id: view._id,
      position: view.position,
      status: view.status,
      quotedMinutes: view.quotedMinutes,
      joinedAt: view.joinedAt,
      reference: view.reference,
    },
    token: tokenOf(ctx.config, outcome.row.id),
    estimatedMinutes: view.estimatedMinutes,
    link: linkOf(ctx.config, venue.userName, outcome.row),
  };
}

/** `GET /v1/waitlist/open/{username}`: whether guests may join online now. */
export async function waitlistOpenness(ctx: { db: Db }, username: string) {
  const profile = await findProfileByUserName(ctx.db, username);
  if (!profile || profile.profileType !== 'business') throw notFound(WAITLIST_MESSAGES.venueNotFound);
  const settings = await readSettings(ctx.db, profile.id);
  const waiting = await liveCount(ctx.db, profile.id);
  return {
    open: settings.remoteJoin && waiting < settings.maxWaiting,
    maxPartySize: settings.maxPartySize,
    waiting,
    venueName: (await venueOf(ctx.db, profile)).name,
  };
}

/** The entry a guest's reference and token open; a wrong token is the same 404 as no entry. */
async function guestEntry(db: Db, config: AppConfig, reference: string, token: string, profileId?: string): Promise<EntryRow> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.reference, reference.trim().toUpperCase()))
    .limit(1);
  if (!row || (profileId && row.profileId !== profileId) || !token || !tokenMatches(config, row, token)) {
    throw notFound(WAITLIST_MESSAGES.notFound);
  }
  return row;
}

async function guestStatusOf(db: Db, row: EntryRow, now: Date): Promise<WaitlistGuestStatus> {
  const venue = await venueOfProfileId(db, row.profileId);
  const view = await viewOne(db, venue, row, now);
  return { position: view.position, status: view.status, estimatedMinutes: view.estimatedMinutes };
}

/**
 * `GET /v1/waitlist/status/{reference}?token=` → `{ position, status, estimatedMinutes }`, what
 * every guest's live page polls: from the venue's queue kept in the read model
 * (waitlist-queue.ts). A party seated or gone is read from its row alone (its page stops polling then).
 */
export async function guestStatus(
  ctx: { db: Db; config: AppConfig; clock: () => Date },
  reference: string,
  token: string,
): Promise<WaitlistGuestStatus> {
  const entry = await entryOfReference(ctx.db, reference);
  if (!entry || !token || !tokenMatches(ctx.config, entry, token)) throw notFound(WAITLIST_MESSAGES.notFound);
  const now = ctx.clock();
  const queue = await readQueue(ctx.db, entry.profileId, now);
  const queued = queue?.live.get(entry.id);
  if (queue && queued) {
    const typical = typicalWaitOf(queue.seated, queue.timeZone, queued.partySize, now);
    return {
      position: queued.position,
      status: queued.status,
      estimatedMinutes: remainingMinutes(queued, typical?.minutes ?? null, now),
    };
  }
  const [row] = await ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
  if (!row) throw notFound(WAITLIST_MESSAGES.notFound);
  // Seated or gone: no place and no estimate, so nothing of the venue to read.
  if (!isLive(row.status)) return { position: null, status: row.status, estimatedMinutes: null };
  return guestStatusOf(ctx.db, row, now);
}

/** `POST /v1/waitlist/leave { reference, token }`: the guest leaves the queue. */
export async function leaveWaitlist(
  ctx: { db: Db; config: AppConfig; clock: () => Date },
  input: { reference: string; token: string },
) {
  const now = ctx.clock();
  const row = await guestEntry(ctx.db, ctx.config, input.reference, input.token);
  const moved = await moveEntry(
    ctx.db,
    ctx.config,
    { profileId: row.profileId, id: row.id },
    'leave',
    now,
    WAITLIST_MESSAGES.leftByGuest,
  );
  return guestStatusOf(ctx.db, moved, now);
}

/** What the guest's live page shows; null when the address opens nothing. */
export async function readGuestPage(
  ctx: { db: Db; config: AppConfig; clock: () => Date },
  input: { username: string; reference: string; token: string },
): Promise<{ venue: Venue; entry: WaitlistEntry } | null> {
  const profile = await findProfileByUserName(ctx.db, input.username);
  if (!profile) return null;
  try {
    const row = await guestEntry(ctx.db, ctx.config, input.reference, input.token, profile.id);
    const venue = await venueOf(ctx.db, profile);
    return { venue, entry: await viewOne(ctx.db, venue, row, ctx.clock()) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * Erasure (DPDP Act 2023, modules/guests): these entries of the venue keep their times, party
 * and status but lose the guest's name, number and note. A party still in the queue leaves it
 * (no one could call them any more), under the queue's lock, and the rest move up.
 */
export async function eraseEntryGuests(tx: Db, profileId: string, entryIds: string[], now: Date): Promise<void> {
  if (entryIds.length === 0) return;
  await lockQueueForChange(tx, profileId);
  const mine = and(eq(waitlistEntries.profileId, profileId), inArray(waitlistEntries.id, entryIds));
  const live = await tx
    .select()
    .from(waitlistEntries)
    .where(and(mine, inArray(waitlistEntries.status, LIVE)))
    .orderBy(sql`${waitlistEntries.position} desc`);
  for (const row of live) {
    await tx
      .update(waitlistEntries)
      .set({ status: 'left', leftAt: now, position: null, reason: WAITLIST_MESSAGES.erased })
      .where(eq(waitlistEntries.id, row.id));
    await closeUp(tx, row);
  }
  await tx.update(waitlistEntries).set({ name: '', mobileNumber: '', note: '' }).where(mine);
}
