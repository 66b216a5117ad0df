import { and, asc, desc, eq, gt, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  EVENT_MESSAGES,
  EVENT_STATUSES,
  GST_RATE_PERCENT,
  ID_PATTERN,
  RSVP_PLACES_PER_ORDER_MAX,
  RSVP_TICKET_TYPE_NAME,
  RSVP_UNLIMITED_PLACES,
  rupeesToPaise,
  SERIES_MESSAGES,
  SERIES_OCCURRENCES_MAX,
  type CreateEventForm,
  type EditScope,
  type Recurrence,
  type CreateTicketedEventForm,
  type EventStatus,
  type SellingTerms,
  type TicketTypeInput,
  type UpdateEventForm,
  type UpdateTicketedEventForm,
  type VenueEvent,
} from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { events, ticketOrders, tickets, ticketTypes } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError, businessRule, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { deleteStoredMedia, withStoredUpload, type StoredMedia, type UploadInput } from '../media/media.service.ts';
import { readRestaurantOfProfile } from '../reservations/reservations.service.ts';
import { findVendorAccount, moveSettlement } from '../wallet/wallet.service.ts';
import { datesInScope, occurrencesOf, shiftedTimes, type Occurrence } from './event-series.ts';
import { attendeeQuestionsOf } from './attendee-details.ts';
import { toEvent, type EventRow, type TicketTypeRow } from './event-view.ts';
import { updateSoldOut } from './sold-out.ts';
import { messageHolder } from './ticket-messages.ts';
import { cancelHoldsOfEvent } from './ticket-orders.ts';
import { refundOrdersOfEvent } from './ticket-refunds.ts';
import { noteOrderGuest } from './order-guest.ts';

export { renderTicketReceipt } from './ticket-documents.ts';

/*
 * Events and ticketed events (decisions §6 "Events and tickets"): the venue's listings, their
 * ticket types, publishing and status. Every query is filtered by the active profile.
 */

const BANNER_FOLDER = 'event-banners';

const EventAuditStateSchema = z.object({
  name: z.string(),
  status: z.enum(EVENT_STATUSES),
  publish: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  ticketTypes: z.number().int(),
});
const auditAction = (name: string) => defineAuditAction({ name, entityType: 'event', state: EventAuditStateSchema });
const EVENT_CREATED = auditAction('event.created');
const EVENT_UPDATED = auditAction('event.updated');
const EVENT_DELETED = auditAction('event.deleted');
const EVENT_PUBLISHED = auditAction('event.publish-changed');
const EVENT_STATUS_CHANGED = auditAction('event.status-changed');

const auditStateOf = (row: EventRow, typeCount: number) => ({
  name: row.name,
  status: row.status,
  publish: row.publish,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  ticketTypes: typeCount,
});

/** One audit row for a person's change of an event, in its transaction (null: created or deleted). */
async function auditEvent(
  tx: Db,
  ctx: ProfileContext,
  action: typeof EVENT_CREATED,
  change: { id: string; before: EventRow | null; after: EventRow | null },
): Promise<void> {
  const count = (await readTypes(tx, ctx.profile.id, [change.id])).length;
  await recordAudit(tx, action, {
    profileId: ctx.profile.id,
    actorUserId: ctx.caller.userId,
    entityId: change.id,
    before: change.before && auditStateOf(change.before, count),
    after: change.after && auditStateOf(change.after, count),
  });
}

async function readTypes(db: Db, profileId: string, eventIds: string[]): Promise<TicketTypeRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.profileId, profileId), inArray(ticketTypes.eventId, eventIds)))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
}

async function viewsOf(ctx: ProfileContext, rows: EventRow[]): Promise<VenueEvent[]> {
  const types = await readTypes(
    ctx.db,
    ctx.profile.id,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toEvent(ctx.config, row, types, ctx.profile.timeZone));
}

/** The event of the active profile, locked for the write's transaction when `lock`. */
async function findEvent(db: Db, profileId: string, id: string, options: { lock?: boolean } = {}): Promise<EventRow> {
  const query = db
    .select()
    .from(events)
    .where(and(eq(events.profileId, profileId), eq(events.id, id), isNull(events.deletedAt)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(EVENT_MESSAGES.notFound);
  return row;
}

/** `GET /v2/events/`: every event of the venue, soonest first. */
export async function listEvents(ctx: ProfileContext): Promise<{ events: VenueEvent[] }> {
  const rows = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.profileId, ctx.profile.id), isNull(events.deletedAt)))
    .orderBy(asc(events.startsAt), asc(events.id));
  return { events: await viewsOf(ctx, rows) };
}

/** `GET /v2/eventsDetails/{id}`: the event with its ticket types. */
export async function getEventDetails(ctx: ProfileContext, id: string): Promise<{ event: VenueEvent }> {
  const row = await findEvent(ctx.db, ctx.profile.id, id);
  const [event] = await viewsOf(ctx, [row]);
  return { event: event! };
}

/** What an edit may change: a capacity of null takes the limit off. */
type EventFields = Omit<CreateEventForm, 'capacity'> & { capacity?: number | null | undefined };

function eventValues(fields: Partial<EventFields>) {
  return {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.description !== undefined && { description: fields.description }),
    ...(fields.startsAt !== undefined && { startsAt: new Date(fields.startsAt) }),
    ...(fields.endsAt !== undefined && { endsAt: new Date(fields.endsAt) }),
    ...(fields.venueName !== undefined && { venueName: fields.venueName }),
    ...(fields.address !== undefined && { address: fields.address }),
    ...(fields.capacity !== undefined && { capacity: fields.capacity }),
    ...(fields.rsvp !== undefined && { rsvp: fields.rsvp }),
  };
}

function ticketTypeValues(profileId: string, eventId: string, input: TicketTypeInput, position: number, current?: TicketTypeRow) {
  return {
    profileId,
    eventId,
    name: input.name,
    pricePaise: rupeesToPaise(input.price),
    quantity: input.quantity,
    salesStart: new Date(input.salesStart),
    salesEnd: new Date(input.salesEnd),
    maxPerOrder: input.maxPerOrder,
    position,
    attendeeQuestions: attendeeQuestionsOf(input.attendeeQuestions, current?.attendeeQuestions),
  };
}

/**
 * Keeps a free event's RSVP places in step with it, under the event's row lock: with `rsvp` on,
 * its one ticket type holds `capacity` places (never fewer than are taken) and takes RSVPs until
 * the event ends; with it off, an untouched type goes, and one with guests stays for the guest
 * list (orders then refuse: ticket-orders.ts checks `rsvp`).
 */
export async function syncRsvpPlaces(tx: Db, event: EventRow, now: Date): Promise<void> {
  const [current] = await tx
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.profileId, event.profileId), eq(ticketTypes.eventId, event.id)))
    .orderBy(asc(ticketTypes.id))
    .for('update');
  if (!event.rsvp) {
    if (current && current.sold + current.held === 0) {
      await tx.delete(ticketTypes).where(and(eq(ticketTypes.profileId, event.profileId), eq(ticketTypes.id, current.id)));
    }
    return;
  }
  const places = { quantity: event.capacity ?? RSVP_UNLIMITED_PLACES, salesEnd: event.endsAt };
  if (!current) {
    await tx.insert(ticketTypes).values({
      id: newId(),
      profileId: event.profileId,
      eventId: event.id,
      name: RSVP_TICKET_TYPE_NAME,
      pricePaise: 0,
      // Open from now, or from the start if the event was already over when RSVPs were turned on.
      salesStart: now < event.endsAt ? now : event.startsAt,
      maxPerOrder: RSVP_PLACES_PER_ORDER_MAX,
      position: 0,
      ...places,
    });
    return;
  }
  if (places.quantity < current.sold + current.held) throw businessRule(EVENT_MESSAGES.capacityBelowTaken);
  await tx
    .update(ticketTypes)
    .set(places)
    .where(and(eq(ticketTypes.profileId, event.profileId), eq(ticketTypes.id, current.id)));
}

/** A ticketed event's own settings as stored (issue 39). */
interface TicketedSettings {
  refundAllowed?: boolean;
  refundUntilHoursBefore?: number;
  gstRatePercent?: number;
}

const settingsOf = (form: Pick<UpdateTicketedEventForm, 'refundPolicy' | 'gstRatePercent'>): TicketedSettings => ({
  ...(form.refundPolicy && {
    refundAllowed: form.refundPolicy.allowed,
    refundUntilHoursBefore: form.refundPolicy.untilHoursBefore,
  }),
  ...(form.gstRatePercent !== undefined && { gstRatePercent: form.gstRatePercent }),
});

/**
 * Prices may include GST only for a venue registered for it (decisions §7): its GSTIN is the
 * payout account's, the account ticket money is paid to.
 * @throws AppError BUSINESS_RULE (422) for a non-zero rate without a GSTIN.
 */
async function assertGstAllowed(db: Db, profileId: string, rate: number | undefined): Promise<void> {
  if (!rate) return;
  const account = await findVendorAccount(db, profileId);
  if (!account?.gstin) throw businessRule(SERIES_MESSAGES.gstNeedsGstin);
}

/**
 * One event, or every date of a weekly series (each an event of its own with its own ticket
 * types and stock), in one transaction. A series' later dates keep the first one's sales start
 * and close their sales as far before their own start as the first date does.
 */
async function insertEvent(
  ctx: ProfileContext,
  fields: CreateEventForm,
  banner: StoredMedia | null,
  ticketed: TicketTypeInput[] | null,
  series: { settings: TicketedSettings; recurrence: Recurrence | null; occurrences: Occurrence[] | null } = {
    settings: {},
    recurrence: null,
    occurrences: null,
  },
): Promise<{ event: VenueEvent }> {
  const now = ctx.clock();
  const first = { startsAt: new Date(fields.startsAt), endsAt: new Date(fields.endsAt) };
  const dates = series.occurrences ?? [first];
  const ids = dates.map(() => newId());
  const seriesId = series.occurrences ? ids[0]! : null;
  await ctx.db.transaction(async (tx) => {
    for (const [index, date] of dates.entries()) {
      const id = ids[index]!;
      const shift = date.startsAt.getTime() - first.startsAt.getTime();
      const [row] = await tx
        .insert(events)
        .values({
          id,
          profileId: ctx.profile.id,
          name: fields.name,
          description: fields.description,
          startsAt: date.startsAt,
          endsAt: date.endsAt,
          venueName: fields.venueName,
          address: fields.address,
          capacity: fields.capacity ?? null,
          rsvp: fields.rsvp ?? false,
          bannerPath: banner?.path ?? null,
          isTicketed: ticketed !== null,
          ...series.settings,
          seriesId,
          recurrenceByDay: series.recurrence?.byDay ?? null,
          recurrenceUntil: series.recurrence?.until ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (ticketed) {
        await tx.insert(ticketTypes).values(
          ticketed.map((type, position) => {
            const values = ticketTypeValues(ctx.profile.id, id, type, position);
            return { id: newId(), ...values, salesEnd: new Date(values.salesEnd.getTime() + shift) };
          }),
        );
      } else {
        await syncRsvpPlaces(tx, row!, now);
      }
      await auditEvent(tx, ctx, EVENT_CREATED, { id, before: null, after: row! });
    }
  });
  return getEventDetails(ctx, ids[0]!);
}

/** `POST /v2/createEvent` (form; `file` is the banner). */
export async function createEvent(
  ctx: ProfileContext,
  fields: CreateEventForm,
  file: UploadInput,
): Promise<{ event: VenueEvent }> {
  return withStoredUpload(ctx, file, { folder: BANNER_FOLDER }, (banner) => insertEvent(ctx, fields, banner, null));
}

/** `POST /v2/ticketed-events` (form: the event's fields, `ticketTypes`, `file` banner). */
export async function createTicketedEvent(
  ctx: ProfileContext,
  form: CreateTicketedEventForm,
  file: UploadInput,
): Promise<{ event: VenueEvent }> {
  const { ticketTypes: types, recurrence, refundPolicy, gstRatePercent, ...fields } = form;
  // A new event's types are all new: an `_id` names a type of some other event.
  if (types.some((type) => type._id)) throw notFound(EVENT_MESSAGES.ticketTypeUnknown);
  await assertGstAllowed(ctx.db, ctx.profile.id, gstRatePercent);
  const series = {
    settings: settingsOf({ refundPolicy, gstRatePercent }),
    recurrence: recurrence ?? null,
    occurrences: recurrence ? occurrencesOf(ctx.profile.timeZone, fields, recurrence) : null,
  };
  return withStoredUpload(ctx, file, { folder: BANNER_FOLDER }, (banner) => insertEvent(ctx, fields, banner, types, series));
}

/** What one edit asks of an event: its fields, settings, banner and (ticketed) ticket types. */
interface EventEdit {
  fields: Partial<EventFields>;
  settings: TicketedSettings;
  /** Absent: the banner stays; null: cleared. */
  bannerPath?: string | null;
  types: TicketTypeInput[] | undefined;
}

/**
 * An edit of the event's fields, banner and (for ticketed events) ticket types, in one
 * transaction under the event's row lock. Types with an `_id` are updated (never below what is
 * sold and held), new ones added, missing ones removed unless tickets were sold or are held.
 * For a date of a series, `scope` carries the edit to the later dates or to all of them (each
 * locked, in date order), with times shifted onto each date's own day (event-series.ts).
 */
async function applyEventEdit(
  ctx: ProfileContext,
  id: string,
  edit: Omit<EventEdit, 'bannerPath'>,
  file: UploadInput,
  scope: EditScope = 'one',
): Promise<{ event: VenueEvent }> {
  // An absent file leaves the banner; an empty one clears it (lib/multipart-form.ts).
  const replacesBanner = file !== undefined;
  const oldBanners = new Set<string>();
  await withStoredUpload(ctx, file, { folder: BANNER_FOLDER }, async (banner) => {
    await ctx.db.transaction(async (tx) => {
      await assertGstAllowed(tx, ctx.profile.id, edit.settings.gstRatePercent);
      const before = await findEvent(tx, ctx.profile.id, id, { lock: true });
      const others = await datesInScope(tx, before, scope);
      const bannerPath = replacesBanner ? { bannerPath: banner?.path ?? null } : {};
      const after = await editOneEvent(tx, ctx, before, { ...edit, ...bannerPath });
      const moved = after.startsAt.getTime() !== before.startsAt.getTime() || after.endsAt.getTime() !== before.endsAt.getTime();
      const targetTypes = edit.types ? await readTypes(tx, ctx.profile.id, [id]) : [];
      for (const other of others) {
        const times = moved ? shiftedTimes(ctx.profile.timeZone, { before, after }, other) : other;
        const { startsAt: _start, endsAt: _end, ...fields } = edit.fields;
        await editOneEvent(tx, ctx, other, {
          ...edit,
          ...bannerPath,
          fields: { ...fields, startsAt: times.startsAt.toISOString(), endsAt: times.endsAt.toISOString() },
          types:
            edit.types &&
            (await typesForDate(tx, edit.types, targetTypes, { event: other, shiftMs: +times.startsAt - +after.startsAt })),
        });
      }
      if (replacesBanner) for (const row of [before, ...others]) if (row.bannerPath) oldBanners.add(row.bannerPath);
    });
  });
  for (const path of oldBanners) await deleteBannerIfUnused(ctx, path);
  return getEventDetails(ctx, id);
}

/** One event's share of an edit, with its row already locked; answers the row after it. */
async function editOneEvent(tx: Db, ctx: ProfileContext, before: EventRow, edit: EventEdit): Promise<EventRow> {
  const { id } = before;
  // Ticket types belong to ticketed events only (created by POST /v2/ticketed-events).
  if (edit.types && !before.isTicketed) throw notFound(EVENT_MESSAGES.notFound);
  const startsAt = edit.fields.startsAt ? new Date(edit.fields.startsAt) : before.startsAt;
  const endsAt = edit.fields.endsAt ? new Date(edit.fields.endsAt) : before.endsAt;
  if (endsAt <= startsAt) throw new AppError('VALIDATION_FAILED', EVENT_MESSAGES.timeOrder);
  const [after] = await tx
    .update(events)
    .set({
      ...eventValues(edit.fields),
      ...(before.isTicketed ? edit.settings : {}),
      ...(edit.bannerPath !== undefined && { bannerPath: edit.bannerPath }),
      updatedAt: ctx.clock(),
    })
    .where(and(eq(events.profileId, ctx.profile.id), eq(events.id, id)))
    .returning();
  if (after!.endsAt.getTime() !== before.endsAt.getTime()) {
    const settlement = { key: id, endsAt: after!.endsAt, days: ctx.config.SETTLEMENT_DAYS };
    await moveSettlement(tx, { profileId: ctx.profile.id, settlement, now: ctx.clock() });
  }
  if (edit.types) {
    await replaceTicketTypes(tx, ctx.profile.id, id, edit.types);
    await updateSoldOut(tx, after!, ctx.clock());
  } else if (!after!.isTicketed) {
    await syncRsvpPlaces(tx, after!, ctx.clock());
  }
  await auditEvent(tx, ctx, EVENT_UPDATED, { id, before, after: after! });
  return after!;
}

/**
 * The edited date's ticket types as another date of the series takes them: a kept type is that
 * date's type in the same place, a new one is new there too, and sales close as far before that
 * date's start as they do before the edited one's.
 */
async function typesForDate(
  tx: Db,
  inputs: TicketTypeInput[],
  targetTypes: TicketTypeRow[],
  date: { event: EventRow; shiftMs: number },
): Promise<TicketTypeInput[]> {
  const own = await readTypes(tx, date.event.profileId, [date.event.id]);
  return inputs.map((input) => {
    const position = input._id ? targetTypes.findIndex((type) => type.id === input._id) : -1;
    const salesEnd = new Date(Date.parse(input.salesEnd) + date.shiftMs);
    const salesStart = new Date(Math.min(Date.parse(input.salesStart), salesEnd.getTime() - 60_000));
    const { _id: _target, ...rest } = input;
    const match = position >= 0 ? own[position] : undefined;
    return { ...rest, ...(match && { _id: match.id }), salesStart: salesStart.toISOString(), salesEnd: salesEnd.toISOString() };
  });
}

/** The dates of a series share their banner: its file goes only when no event shows it any more. */
async function deleteBannerIfUnused(ctx: ProfileContext, path: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.profileId, ctx.profile.id), eq(events.bannerPath, path)))
    .limit(1);
  if (!user) await deleteStoredMedia(ctx, path);
}

async function replaceTicketTypes(tx: Db, profileId: string, eventId: string, inputs: TicketTypeInput[]): Promise<void> {
  const existing = await tx
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.profileId, profileId), eq(ticketTypes.eventId, eventId)))
    .orderBy(asc(ticketTypes.id))
    .for('update');
  const byId = new Map(existing.map((row) => [row.id, row]));
  const kept = inputs.flatMap((input) => (input._id ? [input._id] : []));
  for (const id of kept) if (!byId.has(id)) throw notFound(EVENT_MESSAGES.ticketTypeUnknown);
  const removed = existing.filter((row) => !kept.includes(row.id));
  if (removed.some((row) => row.sold + row.held > 0)) throw businessRule(EVENT_MESSAGES.ticketTypeSold);
  if (removed.length > 0) {
    await tx.delete(ticketTypes).where(
      and(
        eq(ticketTypes.profileId, profileId),
        inArray(
          ticketTypes.id,
          removed.map((row) => row.id),
        ),
      ),
    );
  }
  for (const [index, input] of inputs.entries()) {
    const current = input._id ? byId.get(input._id) : undefined;
    const values = ticketTypeValues(profileId, eventId, input, index, current);
    if (!current) {
      await tx.insert(ticketTypes).values({ id: newId(), ...values });
      continue;
    }
    if (values.quantity < current.sold + current.held) throw businessRule(EVENT_MESSAGES.quantityBelowSold);
    await tx
      .update(ticketTypes)
      .set(values)
      .where(and(eq(ticketTypes.profileId, profileId), eq(ticketTypes.id, current.id)));
  }
}

/** `PATCH /v2/updateEvent` (form or JSON; a `file` replaces the banner). */
export async function updateEvent(ctx: ProfileContext, form: UpdateEventForm, file: UploadInput): Promise<{ event: VenueEvent }> {
  const { _id, ...fields } = form;
  return applyEventEdit(ctx, _id, { fields, settings: {}, types: undefined }, file);
}

/** `PUT /v2/ticketed-events/{id}`. */
export async function updateTicketedEvent(
  ctx: ProfileContext,
  id: string,
  form: UpdateTicketedEventForm,
  file: UploadInput,
  scope: EditScope = 'one',
): Promise<{ event: VenueEvent }> {
  const { ticketTypes: types, refundPolicy, gstRatePercent, ...fields } = form;
  return applyEventEdit(ctx, id, { fields, settings: settingsOf({ refundPolicy, gstRatePercent }), types }, file, scope);
}

type OrderRow = typeof ticketOrders.$inferSelect;

function ordersOfEvent(db: Db, profileId: string, eventId: string, options: { lock?: boolean } = {}): Promise<OrderRow[]> {
  const query = db
    .select()
    .from(ticketOrders)
    .where(and(eq(ticketOrders.profileId, profileId), eq(ticketOrders.eventId, eventId)))
    .orderBy(asc(ticketOrders.id));
  return options.lock ? query.for('update') : query;
}

/**
 * Why an event cannot be deleted yet, in words that say what is true: tickets paid (cancel the
 * event first, which refunds them; a cancelled event has none left paid), refunds still being
 * made, or, once its holds' links were cancelled, a hold taken meanwhile. Answers the orders
 * that asked for money.
 */
function assertDeletable(orders: OrderRow[], stage: { holdsClosed: boolean }): OrderRow[] {
  const paidFor = orders.filter((order) => order.totalPaise > 0);
  if (paidFor.some((order) => order.status === 'paid')) throw businessRule(EVENT_MESSAGES.paidTicketsExist);
  if (paidFor.some((order) => order.status === 'refund-pending')) throw businessRule(EVENT_MESSAGES.refundsPending);
  if (stage.holdsClosed && paidFor.some((order) => order.status === 'reserved')) {
    throw conflict(EVENT_MESSAGES.paymentsInProgress);
  }
  return paidFor;
}

/**
 * `POST /v2/event/delete`. Live holds first lose their payment links (ticket-orders.ts
 * `cancelHoldsOfEvent`), so no money can arrive for an event that is going away. Then, under the
 * event's lock: refused while tickets are paid (cancel the event first, which refunds them) or
 * refunds are still being made, or when a hold was taken meanwhile. RSVP holders are told
 * (`event_cancelled`). An event whose orders ever asked for money keeps its rows, hidden
 * (`deleted_at`), so a payment the provider still delivers finds its order and is refunded
 * (issue 34 finding 1); any other is removed with its RSVPs.
 */
export async function deleteEvent(ctx: ProfileContext, id: string): Promise<{ _id: string; deleted: true }> {
  await findEvent(ctx.db, ctx.profile.id, id);
  // Refused deletes leave guests' holds alone: the check runs before the links are cancelled.
  assertDeletable(await ordersOfEvent(ctx.db, ctx.profile.id, id), { holdsClosed: false });
  await cancelHoldsOfEvent(ctx, id);
  let bannerPath: string | null = null;
  await ctx.db.transaction(async (tx) => {
    const before = await findEvent(tx, ctx.profile.id, id, { lock: true });
    const now = ctx.clock();
    const orders = await ordersOfEvent(tx, ctx.profile.id, id, { lock: true });
    const paidFor = assertDeletable(orders, { holdsClosed: true });
    for (const order of orders) {
      // RSVPs (nothing paid): their holders hear the event is off, unless its cancel told them.
      if (order.status !== 'paid') continue;
      await tx.update(ticketOrders).set({ status: 'cancelled' }).where(eq(ticketOrders.id, order.id));
      await tx
        .update(tickets)
        .set({ status: 'cancelled' })
        .where(and(eq(tickets.profileId, ctx.profile.id), eq(tickets.orderId, order.id)));
      await noteOrderGuest(tx, order.id, now);
      await messageHolder(tx, 'event-cancelled', { order, event: before, refundPaise: 0 }, now);
    }
    await auditEvent(tx, ctx, EVENT_DELETED, { id, before, after: null });
    const scope = and(eq(events.profileId, ctx.profile.id), eq(events.id, id));
    if (paidFor.length > 0) {
      await tx.update(events).set({ deletedAt: now, publish: 0, bannerPath: null, updatedAt: now }).where(scope);
    } else {
      await tx.delete(events).where(scope);
    }
    bannerPath = before.bannerPath;
  });
  if (bannerPath) await deleteBannerIfUnused(ctx, bannerPath);
  return { _id: id, deleted: true };
}

async function changeEvent(
  ctx: ProfileContext,
  id: string,
  action: typeof EVENT_PUBLISHED,
  change: Partial<Pick<EventRow, 'publish' | 'status'>>,
): Promise<{ event: VenueEvent }> {
  await ctx.db.transaction(async (tx) => {
    const before = await findEvent(tx, ctx.profile.id, id, { lock: true });
    const now = ctx.clock();
    const [after] = await tx
      .update(events)
      // A status a person sets is theirs: no refund puts it back on sale by itself.
      .set({ ...change, ...(change.status ? { soldOutAutomatically: false } : {}), updatedAt: now })
      .where(and(eq(events.profileId, ctx.profile.id), eq(events.id, id)))
      .returning();
    // Cancelling gives every buyer their money back (decisions §6), through the provider.
    if (change.status === 'cancelled' && before.status !== 'cancelled') await refundOrdersOfEvent(tx, before, now);
    await auditEvent(tx, ctx, action, { id, before, after: after! });
  });
  return getEventDetails(ctx, id);
}

/** `POST /v2/updatePublishStatus { _id, publish }`. */
export async function updatePublishStatus(ctx: ProfileContext, input: { _id: string; publish: 0 | 1 }) {
  return changeEvent(ctx, input._id, EVENT_PUBLISHED, { publish: input.publish });
}

/**
 * `PUT /v2/ticketed-events/{id}/status { status, publish? }`. `cancelled` marks every paid order
 * for a refund through the provider (ticket-refunds.ts); `on-sale` with `publish: 1` publishes too.
 */
export async function updateTicketedEventStatus(
  ctx: ProfileContext,
  id: string,
  status: EventStatus,
  options: { publish?: 1 } = {},
) {
  // "Publish and sell" (issue 36): both in one write, so the event is never on sale unseen.
  const changed = await changeEvent(ctx, id, EVENT_STATUS_CHANGED, { status, ...(options.publish ? { publish: 1 } : {}) });
  if (status === 'cancelled') {
    // Holds of a cancelled event can only end in refunds: close their links now. Best effort:
    // a link left open lapses with its hold, and a payment on it is refunded (ticket-orders.ts).
    await cancelHoldsOfEvent(ctx, id).catch((error: unknown) =>
      ctx.log.warn({ err: error, eventId: id }, 'could not cancel the payment links of a cancelled event'),
    );
  }
  return changed;
}

/**
 * `GET /v2/ticketed-events/selling-terms`: what the owner is told before publishing and selling
 * (issue 36): the platform's fee and GST on it, when ticket money settles, and whether payouts
 * have an account to go to (they are refused until it is verified).
 */
export async function getSellingTerms(ctx: ProfileContext): Promise<SellingTerms> {
  const account = await findVendorAccount(ctx.db, ctx.profile.id);
  return {
    platformFeePercent: ctx.config.PLATFORM_FEE_PERCENT,
    gstRatePercent: GST_RATE_PERCENT,
    settlementDays: ctx.config.SETTLEMENT_DAYS,
    payoutAccount: account?.status ?? 'missing',
    hasGstin: Boolean(account?.gstin),
  };
}

/**
 * `GET /v2/ticketed-events/restaurant/{id}`: `{id}` is the venue's restaurant id or its profile
 * id; either must be the active profile's (another venue's id is the same 404 as an unknown one).
 */
export async function listTicketedEvents(ctx: ProfileContext, venueId: string): Promise<{ results: VenueEvent[] }> {
  if (venueId !== ctx.profile.id) {
    const restaurant = await readRestaurantOfProfile(ctx.db, ctx.profile.id);
    if (restaurant?.id !== venueId) throw notFound(EVENT_MESSAGES.notFound);
  }
  const rows = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.profileId, ctx.profile.id), eq(events.isTicketed, true), isNull(events.deletedAt)))
    .orderBy(desc(events.startsAt), asc(events.id));
  return { results: await viewsOf(ctx, rows) };
}

// ---------------------------------------------------------------------------------------------
// Guests' reads (public pages): published events only
// ---------------------------------------------------------------------------------------------

/** A venue as the guests' pages know it: its profile and the zone its times are shown in. */
interface GuestVenue {
  profileId: string;
  timeZone: string;
}

/**
 * A venue's published event with its ticket types, for its public page; null for an unknown
 * id, an unpublished event or another venue's (all the same 404 to a guest).
 */
export async function readPublishedEvent(
  ctx: { db: Db; config: AppConfig },
  venue: GuestVenue,
  eventId: string,
): Promise<VenueEvent | null> {
  if (!ID_PATTERN.test(eventId)) return null;
  const [row] = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.profileId, venue.profileId), eq(events.id, eventId), eq(events.publish, 1), isNull(events.deletedAt)))
    .limit(1);
  if (!row) return null;
  return toEvent(ctx.config, row, await readTypes(ctx.db, venue.profileId, [row.id]), venue.timeZone);
}

/**
 * The other upcoming dates of a published series date, soonest first (its own included), for
 * the guest page's date picker: published, not deleted, not over, not cancelled or completed.
 */
export async function listSeriesDates(
  db: Db,
  venue: GuestVenue,
  seriesId: string,
  now: Date,
): Promise<Array<{ id: string; startsAt: Date }>> {
  return db
    .select({ id: events.id, startsAt: events.startsAt })
    .from(events)
    .where(
      and(
        eq(events.profileId, venue.profileId),
        eq(events.seriesId, seriesId),
        eq(events.publish, 1),
        isNull(events.deletedAt),
        gt(events.endsAt, now),
        notInArray(events.status, UNLISTED_STATUSES),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(SERIES_OCCURRENCES_MAX);
}

/** Statuses that take an event off the venue's public lists (its page still says why). */
const UNLISTED_STATUSES: EventStatus[] = ['cancelled', 'completed'];

/**
 * The venue's published events that have not ended and are neither cancelled nor completed,
 * soonest first, at most `limit`: what the public menu and the link page list.
 */
export async function listUpcomingEvents(
  db: Db,
  profileId: string,
  now: Date,
  limit: number,
): Promise<Array<{ id: string; name: string; startsAt: Date }>> {
  return db
    .select({ id: events.id, name: events.name, startsAt: events.startsAt })
    .from(events)
    .where(
      and(
        eq(events.profileId, profileId),
        eq(events.publish, 1),
        isNull(events.deletedAt),
        gt(events.endsAt, now),
        notInArray(events.status, UNLISTED_STATUSES),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

/**
 * Every venue's published event pages that have not ended (a cancelled one's page says so and
 * stays listed until its end; a completed one is over): what the sitemap lists.
 */
export async function listPublishedEventPages(
  db: Db,
  now: Date,
): Promise<Array<{ id: string; profileId: string; updatedAt: Date }>> {
  return db
    .select({ id: events.id, profileId: events.profileId, updatedAt: events.updatedAt })
    .from(events)
    .where(and(eq(events.publish, 1), isNull(events.deletedAt), gt(events.endsAt, now), ne(events.status, 'completed')))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/**
 * Erasure (DPDP Act 2023, modules/guests): these orders of the venue and their tickets keep
 * their money, status and check-ins but lose the buyer's and attendees' names and number.
 */
export async function eraseOrderGuests(tx: Db, profileId: string, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(ticketOrders)
    .set({ name: '', mobileNumber: '' })
    .where(and(eq(ticketOrders.profileId, profileId), inArray(ticketOrders.id, orderIds)));
  await tx
    .update(tickets)
    .set({ attendeeName: '', mobileNumber: '' })
    .where(and(eq(tickets.profileId, profileId), inArray(tickets.orderId, orderIds)));
}
