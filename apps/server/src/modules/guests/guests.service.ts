import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_GUEST_TAGS,
  GUEST_EXPORTS_PER_PROFILE_PER_HOUR,
  GUEST_MESSAGES,
  GUESTS_EXPORT_MAX_ROWS,
  GUESTS_PAGE_SIZE,
  guestSearchTerms,
  type Guest,
  type GuestDetail,
  type GuestList,
  type UpdateGuestInput,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { guestActivities, guests } from '../../db/schema/index.ts';
import { defineAuditAction, eraseFromAudit, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { forgetJobsMentioning } from '../../lib/jobs/index.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { runRender } from '../../lib/render-pool.ts';
import { phoneTraces } from '../../lib/text-traces.ts';
import { localDate, localTime } from '../../lib/venue-time.ts';
import { forgetBookingCodes } from '../auth/auth.service.ts';
import { eraseOrderGuests } from '../events/events.service.ts';
import { forgetPayer } from '../payments/payments.service.ts';
import { eraseBookingGuests } from '../reservations/reservations.service.ts';
import { eraseEntryGuests } from '../waitlist/waitlist.service.ts';
import type { GuestsExportTask } from './guests-export-worker.ts';

/*
 * The guest book (decisions §7 "Guest book (`/v1/guests/`)", issue 38). Guests and their
 * activities are written by lib/guest-book in the transactions of bookings, waitlist entries
 * and ticket orders; this module reads them, keeps the venue's tags and notes, exports them
 * and erases a guest everywhere (DPDP Act 2023).
 */

type GuestRow = typeof guests.$inferSelect;

const EXPORT_WORKER = new URL('./guests-export-worker.ts', import.meta.url);

/** A guest as the desk sees it; every guest route needs `tableReserveAccess`, so in full. */
function guestView(row: GuestRow): Guest {
  return {
    _id: row.id,
    name: row.erasedAt ? GUEST_MESSAGES.erasedName : row.name,
    mobileNumber: row.phone ? `+${row.phone}` : '',
    visits: row.visits,
    noShows: row.noShows,
    cancellations: row.cancellations,
    lastVisit: row.lastVisitAt?.toISOString() ?? null,
    tags: row.tags,
    notes: row.notes,
    spendPaise: row.spendPaise,
    erasedAt: row.erasedAt?.toISOString() ?? null,
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The venue's guests that a search and tag select (erased guests are nobody to find). */
function guestsWhere(profileId: string, query: { search?: string; tag?: string }): SQL {
  const terms = guestSearchTerms(query.search);
  return and(
    eq(guests.profileId, profileId),
    isNull(guests.erasedAt),
    terms.digits ? sql`strpos(${guests.phone}, ${terms.digits}) > 0` : undefined,
    terms.text ? ilike(guests.name, likePattern(terms.text)) : undefined,
    query.tag ? sql`${guests.tags} @> ${JSON.stringify([query.tag])}::jsonb` : undefined,
  )!;
}

/** The default tags, then the venue's own, as the filter chips and the editor offer them. */
async function tagsOf(db: Db, profileId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`jsonb_array_elements_text(${guests.tags})` })
    .from(guests)
    .where(eq(guests.profileId, profileId));
  const defaults: readonly string[] = DEFAULT_GUEST_TAGS;
  const own = rows.map((row) => row.tag).filter((tag) => !defaults.includes(tag));
  return [...defaults, ...own.sort((a, b) => a.localeCompare(b))];
}

/** `GET /v1/guests?search=&tag=&page=`: most recently seen first, a page of GUESTS_PAGE_SIZE. */
export async function listGuests(
  ctx: ProfileContext,
  query: { search?: string; tag?: string; page: number },
): Promise<GuestList> {
  const where = guestsWhere(ctx.profile.id, query);
  const [rows, [total], tags] = await Promise.all([
    ctx.db
      .select()
      .from(guests)
      .where(where)
      .orderBy(desc(guests.lastSeenAt), asc(guests.id))
      .limit(GUESTS_PAGE_SIZE)
      .offset((query.page - 1) * GUESTS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(guests).where(where),
    tagsOf(ctx.db, ctx.profile.id),
  ]);
  return {
    guests: rows.map(guestView),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: GUESTS_PAGE_SIZE,
    tags,
  };
}

async function findGuest(db: Db, profileId: string, id: string, lock = false): Promise<GuestRow> {
  const query = db
    .select()
    .from(guests)
    .where(and(eq(guests.profileId, profileId), eq(guests.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(GUEST_MESSAGES.notFound);
  return row;
}

/** `GET /v1/guests/{id}`: the guest with their bookings, waitlist entries and ticket orders, newest first. */
export async function getGuest(ctx: ProfileContext, id: string): Promise<{ guest: GuestDetail }> {
  const row = await findGuest(ctx.db, ctx.profile.id, id);
  const history = await ctx.db
    .select()
    .from(guestActivities)
    .where(and(eq(guestActivities.profileId, ctx.profile.id), eq(guestActivities.guestId, id)))
    .orderBy(desc(guestActivities.at), asc(guestActivities.sourceId))
    .limit(500);
  return {
    guest: {
      ...guestView(row),
      history: history.map((item) => ({
        kind: item.kind,
        _id: item.sourceId,
        status: item.status,
        at: item.at.toISOString(),
        partySize: item.partySize,
        spendPaise: item.spendPaise,
      })),
    },
  };
}

/** Notes are the guest's personal data: the audit keeps their length, not their words. */
const GUEST_UPDATED = defineAuditAction({
  name: 'guest.updated',
  entityType: 'guest',
  state: z.object({ tags: z.array(z.string()), notesLength: z.number().int() }),
});

const GUEST_ERASED = defineAuditAction({
  name: 'guest.erased',
  entityType: 'guest',
  state: z.object({
    erased: z.boolean(),
    visits: z.number().int(),
    noShows: z.number().int(),
    cancellations: z.number().int(),
    spendPaise: z.number().int(),
  }),
});

/**
 * `PATCH /v1/guests/{id} { tags?, notes? }`, audited.
 * @throws 404 notFound; 409 alreadyErased (an erased guest is nobody to note things about).
 */
export async function updateGuest(ctx: ProfileContext, id: string, input: UpdateGuestInput): Promise<{ guest: Guest }> {
  return ctx.db.transaction(async (tx) => {
    const before = await findGuest(tx, ctx.profile.id, id, true);
    if (before.erasedAt) throw conflict(GUEST_MESSAGES.alreadyErased);
    const [after] = await tx
      .update(guests)
      .set({
        ...(input.tags ? { tags: input.tags } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        updatedAt: ctx.clock(),
      })
      .where(eq(guests.id, before.id))
      .returning();
    await recordAudit(tx, GUEST_UPDATED, {
      profileId: ctx.profile.id,
      actorUserId: ctx.caller.userId,
      entityId: id,
      before: { tags: before.tags, notesLength: before.notes.length },
      after: { tags: after!.tags, notesLength: after!.notes.length },
    });
    return { guest: guestView(after!) };
  });
}

/**
 * `POST /v1/guests/{id}/erase` (DPDP Act 2023): the guest's name, number, tags and notes go, in
 * one transaction, from the guest and everything linked to them: their bookings, waitlist
 * entries, ticket orders and tickets (attendee names too), the messages queued or sent to them,
 * the payment records that carried their number, the booking codes it asked for and the audit
 * rows that held it. Counts, statuses and money stay, so the venue's figures hold; the guest
 * row stays as an anonymous one with its figures. Audited, without the number.
 * @throws 404 notFound; 409 alreadyErased.
 */
export async function eraseGuest(ctx: ProfileContext, id: string): Promise<{ guest: Guest }> {
  const now = ctx.clock();
  const profileId = ctx.profile.id;
  return ctx.db.transaction(async (tx) => {
    const row = await findGuest(tx, profileId, id, true);
    if (row.erasedAt || !row.phone) throw conflict(GUEST_MESSAGES.alreadyErased);
    const linked = await tx
      .select({ kind: guestActivities.kind, sourceId: guestActivities.sourceId })
      .from(guestActivities)
      .where(and(eq(guestActivities.profileId, profileId), eq(guestActivities.guestId, id)));
    const idsOf = (kind: (typeof linked)[number]['kind']) => linked.filter((l) => l.kind === kind).map((l) => l.sourceId);
    const traces = phoneTraces(row.phone);
    await eraseBookingGuests(tx, profileId, { bookingIds: idsOf('booking'), mobileNumber: row.phone }, now);
    await eraseEntryGuests(tx, profileId, idsOf('waitlist'), now);
    await eraseOrderGuests(tx, profileId, idsOf('ticket-order'));
    await forgetPayer(tx, { referenceIds: idsOf('ticket-order'), traces });
    await forgetJobsMentioning(tx, profileId, traces);
    await forgetBookingCodes(tx, row.phone);
    await eraseFromAudit(tx, profileId, traces);
    const [erased] = await tx
      .update(guests)
      .set({ phone: null, name: '', tags: [], notes: '', erasedAt: now, updatedAt: now })
      .where(eq(guests.id, row.id))
      .returning();
    const figures = { visits: row.visits, noShows: row.noShows, cancellations: row.cancellations, spendPaise: row.spendPaise };
    await recordAudit(tx, GUEST_ERASED, {
      profileId,
      actorUserId: ctx.caller.userId,
      entityId: id,
      before: { erased: false, ...figures },
      after: { erased: true, ...figures },
    });
    return { guest: guestView(erased!) };
  });
}

/**
 * `GET /v1/guests/export.xlsx?search=&tag=`: the guests the list would show, as an .xlsx built
 * in the render pool; every export counts toward the venue's hourly limit.
 * @throws 429 beyond the hourly limit; 503 when the pool is full.
 */
export async function exportGuests(
  ctx: ProfileContext,
  query: { search?: string; tag?: string },
  limiter: RateLimiter,
): Promise<{ fileName: string; data: Buffer }> {
  await enforceRateLimit(
    limiter,
    { key: `guests-export:profile:${ctx.profile.id}`, limit: GUEST_EXPORTS_PER_PROFILE_PER_HOUR, windowSeconds: 3600 },
    GUEST_MESSAGES.exportRateLimited,
  );
  const zone = ctx.profile.timeZone;
  const rows = await ctx.db
    .select()
    .from(guests)
    .where(guestsWhere(ctx.profile.id, query))
    .orderBy(desc(guests.lastSeenAt), asc(guests.id))
    .limit(GUESTS_EXPORT_MAX_ROWS);
  const task: GuestsExportTask = {
    rows: rows.map((row) => ({
      name: row.name,
      mobileNumber: row.phone ? `+${row.phone}` : '',
      visits: row.visits,
      noShows: row.noShows,
      cancellations: row.cancellations,
      lastVisit: row.lastVisitAt ? `${localDate(zone, row.lastVisitAt)} ${localTime(zone, row.lastVisitAt)}` : '',
      spendPaise: row.spendPaise,
      tags: row.tags.join(', '),
      notes: row.notes,
    })),
  };
  const bytes = await runRender<Uint8Array>(EXPORT_WORKER, 'guestsWorkbook', task, { venue: ctx.profile.id });
  return {
    fileName: `guests-${localDate(zone, ctx.clock())}.xlsx`,
    data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}
