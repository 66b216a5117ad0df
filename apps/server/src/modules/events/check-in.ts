import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ATTENDEE_EXPORTS_PER_PROFILE_PER_HOUR, CHECK_IN_OPENS_HOURS_BEFORE, EVENT_MESSAGES, type Attendee } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { events, ticketOrders, tickets, ticketTypes } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { maskGuestName, maskGuestPhone, maskTicketCode, seesGuestDetails } from '../../lib/guest-privacy.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { runRender } from '../../lib/render-pool.ts';
import { localDate, localTime } from '../../lib/venue-time.ts';
import type { AttendeesExportTask } from './attendees-export-worker.ts';
import { normaliseTicketCode } from './ticket-codes.ts';
import { noteOrderGuest } from './order-guest.ts';

/*
 * The door (decisions §6 "Events and tickets"): the guest list and check-in by ticket code.
 * Answers are the decisions' words: 409 `already_checked_in` with the first time, 404
 * `invalid`, 422 `unpaid` / `cancelled`; decisions §7: 422 `too_early` until 6 hours before the
 * start, unless an owner or manager forces it (audited as its own action).
 */

const TICKET_CHECKED_IN = defineAuditAction({
  name: 'ticket.checked-in',
  entityType: 'ticket',
  state: z.object({ code: z.string(), checkedInAt: z.string().nullable() }),
});

/** A check-in before the door opens: the owner's or manager's override, kept apart to be found. */
const TICKET_CHECKED_IN_EARLY = defineAuditAction({
  name: 'ticket.checked-in-early',
  entityType: 'ticket',
  state: z.object({ code: z.string(), checkedInAt: z.string().nullable(), eventStartsAt: z.string() }),
});

const attendeeColumns = { ticket: tickets, typeName: ticketTypes.name, orderStatus: ticketOrders.status };

/** Tickets with their type's name and their order's status; the caller adds the venue's filter. */
function attendeeSelect(db: Db) {
  return db
    .select(attendeeColumns)
    .from(tickets)
    .innerJoin(ticketTypes, and(eq(ticketTypes.profileId, tickets.profileId), eq(ticketTypes.id, tickets.ticketTypeId)))
    .innerJoin(ticketOrders, and(eq(ticketOrders.profileId, tickets.profileId), eq(ticketOrders.id, tickets.orderId)))
    .$dynamic();
}

type AttendeeRow = { ticket: typeof tickets.$inferSelect; typeName: string };

const toAttendee = ({ ticket, typeName }: AttendeeRow): Attendee => ({
  _id: ticket.id,
  code: ticket.code,
  attendeeName: ticket.attendeeName,
  mobileNumber: ticket.mobileNumber,
  ticketTypeName: typeName,
  orderId: ticket.orderId,
  status: ticket.status,
  checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
  answers: ticket.attendeeAnswers,
});

async function findEventOfProfile(db: Db, profileId: string, eventId: string) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.profileId, profileId), eq(events.id, eventId), isNull(events.deletedAt)))
    .limit(1);
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  return event;
}

/** `GET /v2/ticketed-events/{id}/attendees?search=`: by name, number or code. */
export async function listAttendees(
  ctx: ProfileContext,
  eventId: string,
  search: string | undefined,
): Promise<{ attendees: Attendee[] }> {
  await findEventOfProfile(ctx.db, ctx.profile.id, eventId);
  const seesGuests = seesGuestDetails(ctx.profile);
  // Without the flag, a search by a name, number or code would tell whether that person holds
  // a ticket: such members get the whole (masked) list.
  const pattern = search && seesGuests ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const digits = search && seesGuests ? phoneDigits(search) : null;
  const rows = await attendeeSelect(ctx.db)
    .where(
      and(
        eq(tickets.profileId, ctx.profile.id),
        eq(tickets.eventId, eventId),
        pattern
          ? or(
              ilike(tickets.attendeeName, pattern),
              ilike(tickets.mobileNumber, pattern),
              ilike(tickets.code, pattern),
              // The attendees' answers (decisions §7 "attendee details"): "vegan", a company's name.
              sql`exists (select 1 from jsonb_array_elements(${tickets.attendeeAnswers}) as given where given->>'answer' ilike ${pattern})`,
              digits ? sql`regexp_replace(${tickets.mobileNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(asc(tickets.attendeeName), asc(tickets.id));
  const attendees = rows.map(toAttendee);
  return { attendees: seesGuests ? attendees : attendees.map(maskedAttendee) };
}

/**
 * The digits of a search that reads as a phone number, however it is typed ("+91 98765 43210",
 * "98765-43210"): the screen shows numbers spaced, stored ones are not. A leading 91 is India's
 * code only when a full 10-digit number follows it. Null for names and codes.
 */
function phoneDigits(search: string): string | null {
  if (!/^[+\d\s\-().]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
}

/** An attendee as a member without `tableReserveAccess` sees them (lib/guest-privacy.ts). */
const maskedAttendee = (attendee: Attendee): Attendee => ({
  ...attendee,
  code: maskTicketCode(attendee.code),
  attendeeName: maskGuestName(attendee.attendeeName),
  mobileNumber: maskGuestPhone(attendee.mobileNumber),
  // What a guest wrote about themselves is theirs to the same degree as their name.
  answers: [],
});

const EXPORT_WORKER = new URL('./attendees-export-worker.ts', import.meta.url);

/**
 * `GET /v2/ticketed-events/{id}/attendees.xlsx?search=`: the guest list as a spreadsheet, built
 * in the render pool; times in the venue's zone. Counts toward the venue's hourly limit.
 * @throws 404 for another venue's event; 429 beyond the limit; 503 when the pool is full.
 */
export async function exportAttendees(
  ctx: ProfileContext,
  eventId: string,
  search: string | undefined,
  limiter: RateLimiter,
): Promise<{ fileName: string; data: Buffer }> {
  const { attendees } = await listAttendees(ctx, eventId, search);
  await enforceRateLimit(
    limiter,
    { key: `attendees-export:profile:${ctx.profile.id}`, limit: ATTENDEE_EXPORTS_PER_PROFILE_PER_HOUR, windowSeconds: 3600 },
    EVENT_MESSAGES.exportRateLimited,
  );
  const zone = ctx.profile.timeZone;
  const task: AttendeesExportTask = {
    rows: attendees.map(({ _id: _ticket, orderId: _order, checkedInAt, ...row }) => ({
      ...row,
      checkedInAt: checkedInAt ? `${localDate(zone, new Date(checkedInAt))} ${localTime(zone, new Date(checkedInAt))}` : '',
    })),
  };
  const bytes = await runRender<Uint8Array>(EXPORT_WORKER, 'attendeesWorkbook', task, { venue: ctx.profile.id });
  return { fileName: `guests-${eventId}.xlsx`, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/**
 * `POST /v2/ticketed-events/{id}/check-in { code, nonce?, force? }`: under the ticket's row lock,
 * so two scanners at two doors cannot both admit one ticket. A scanner that lost the answer and
 * sends the same nonce again gets the first success, not `already_checked_in`.
 * @throws 422 `too_early` before the door opens (decisions §7) without `force`; 403 for `force`
 *   from anyone but the owner or a manager.
 */
export async function checkIn(
  ctx: ProfileContext,
  eventId: string,
  input: { code: string; nonce?: string | undefined; force?: boolean | undefined },
): Promise<{ attendee: Attendee }> {
  const code = normaliseTicketCode(input.code);
  if (input.force && ctx.profile.role !== 'owner' && ctx.profile.role !== 'manager') {
    throw new AppError('PERMISSION_DENIED', EVENT_MESSAGES.forceCheckInNotAllowed);
  }
  return ctx.db.transaction(async (tx) => {
    const event = await findEventOfProfile(tx, ctx.profile.id, eventId);
    const [row] = await attendeeSelect(tx)
      .where(and(eq(tickets.profileId, ctx.profile.id), eq(tickets.eventId, eventId), eq(tickets.code, code)))
      .for('update', { of: tickets });
    if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.invalidCode);
    if (input.nonce && row.ticket.checkInNonce === input.nonce) return { attendee: toAttendee(row) };
    if (row.ticket.status === 'cancelled' || event.status === 'cancelled') {
      throw new AppError('BUSINESS_RULE', EVENT_MESSAGES.cancelled);
    }
    if (row.orderStatus !== 'paid') throw new AppError('BUSINESS_RULE', EVENT_MESSAGES.unpaid);
    if (row.ticket.checkedInAt) {
      throw new AppError('CONFLICT', EVENT_MESSAGES.alreadyCheckedIn, {
        details: { checkedInAt: row.ticket.checkedInAt.toISOString() },
      });
    }
    const checkedInAt = ctx.clock();
    const opensAt = new Date(event.startsAt.getTime() - CHECK_IN_OPENS_HOURS_BEFORE * 3_600_000);
    const early = checkedInAt < opensAt;
    if (early && !input.force) {
      const zone = ctx.profile.timeZone;
      throw new AppError(
        'too_early',
        EVENT_MESSAGES.checkInTooEarly(`${localTime(zone, opensAt)} on ${localDate(zone, opensAt)}`),
        {
          details: { opensAt: opensAt.toISOString() },
        },
      );
    }
    const [ticket] = await tx
      .update(tickets)
      .set({ checkedInAt, checkedInByUserId: ctx.caller.userId, checkInNonce: input.nonce ?? null })
      .where(and(eq(tickets.profileId, ctx.profile.id), eq(tickets.id, row.ticket.id)))
      .returning();
    await noteOrderGuest(tx, ticket!.orderId, checkedInAt);
    const audit = { profileId: ctx.profile.id, actorUserId: ctx.caller.userId, entityId: ticket!.id };
    const after = { code, checkedInAt: checkedInAt.toISOString() };
    if (early) {
      const eventStartsAt = event.startsAt.toISOString();
      await recordAudit(tx, TICKET_CHECKED_IN_EARLY, {
        ...audit,
        before: { code, checkedInAt: null, eventStartsAt },
        after: { ...after, eventStartsAt },
      });
    } else {
      await recordAudit(tx, TICKET_CHECKED_IN, { ...audit, before: { code, checkedInAt: null }, after });
    }
    return { attendee: toAttendee({ ticket: ticket!, typeName: row.typeName }) };
  });
}
