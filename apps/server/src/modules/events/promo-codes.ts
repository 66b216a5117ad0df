import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  EVENT_MESSAGES,
  PROMO_CODES_PER_EVENT_MAX,
  PROMO_MESSAGES,
  promoDiscountPaise,
  TICKET_ORDER_READS_PER_ADDRESS_PER_HOUR,
  tooManyRequestsMessage,
  type CreatePromoCode,
  type PromoCode,
  type PromoPreview,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { events, promoCodes, ticketOrders, ticketTypes } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext, ServiceContext } from '../../lib/context.ts';
import { AppError, businessRule, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';

/*
 * Promo codes of ticketed events (decisions §7 "Events: promo codes, series, attendees, buyer
 * cancellation", issue 39). A code's uses are its orders that are paid or on a live hold,
 * counted when an order takes the code, under the code's row lock (FOR UPDATE): of 50 buyers
 * racing for a code with maxUses 5, each counts the holds of those before it, so exactly 5 get
 * the discount. A hold that expires, is cancelled or refunded stops counting by its status,
 * without a counter to give back.
 */

type PromoCodeRow = typeof promoCodes.$inferSelect;

const PromoAuditStateSchema = z.object({
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffPaise: z.number().int().nullable(),
  maxUses: z.number().int().nullable(),
});
const PROMO_CODE_CREATED = defineAuditAction({
  name: 'promo-code.created',
  entityType: 'promo-code',
  state: PromoAuditStateSchema,
});
const PROMO_CODE_DELETED = defineAuditAction({
  name: 'promo-code.deleted',
  entityType: 'promo-code',
  state: PromoAuditStateSchema,
});
const auditStateOf = (row: PromoCodeRow) => ({
  code: row.code,
  percentOff: row.percentOff,
  amountOffPaise: row.amountOffPaise,
  maxUses: row.maxUses,
});

/** Orders that hold a use of a code at `now`: paid, or on a hold that has not run out. */
const holdsAUse = (now: Date) =>
  or(eq(ticketOrders.status, 'paid'), and(eq(ticketOrders.status, 'reserved'), gt(ticketOrders.reservedUntil, now)));

async function findTicketedEvent(db: Db, profileId: string, eventId: string) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.profileId, profileId), eq(events.id, eventId), isNull(events.deletedAt), eq(events.isTicketed, true)))
    .limit(1);
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  return event;
}

function toPromoCode(
  row: PromoCodeRow,
  figures: { used: number; held: number; revenuePaise: number; discountPaise: number },
): PromoCode {
  return {
    _id: row.id,
    eventId: row.eventId,
    code: row.code,
    percentOff: row.percentOff,
    amountOffPaise: row.amountOffPaise,
    maxUses: row.maxUses,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    ticketTypeIds: row.ticketTypeIds,
    ...figures,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET /v2/ticketed-events/{id}/promo-codes`: the live codes, oldest first, with uses and revenue. */
export async function listPromoCodes(ctx: ProfileContext, eventId: string): Promise<{ promoCodes: PromoCode[] }> {
  await findTicketedEvent(ctx.db, ctx.profile.id, eventId);
  const rows = await ctx.db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.profileId, ctx.profile.id), eq(promoCodes.eventId, eventId), isNull(promoCodes.deletedAt)))
    .orderBy(asc(promoCodes.createdAt), asc(promoCodes.id));
  const now = ctx.clock();
  const figures = await ctx.db
    .select({
      promoCodeId: ticketOrders.promoCodeId,
      used: sql<number>`count(*) filter (where ${ticketOrders.status} = 'paid')::int`,
      held: sql<number>`count(*) filter (where ${ticketOrders.status} = 'reserved' and ${ticketOrders.reservedUntil} > ${now})::int`,
      revenuePaise: sql<number>`coalesce(sum(${ticketOrders.totalPaise}) filter (where ${ticketOrders.status} = 'paid'), 0)::int`,
      discountPaise: sql<number>`coalesce(sum(${ticketOrders.discountPaise}) filter (where ${ticketOrders.status} = 'paid'), 0)::int`,
    })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.profileId, ctx.profile.id), eq(ticketOrders.eventId, eventId), holdsAUse(now)))
    .groupBy(ticketOrders.promoCodeId);
  const byCode = new Map(figures.map((row) => [row.promoCodeId, row]));
  return {
    promoCodes: rows.map((row) => {
      const found = byCode.get(row.id);
      return toPromoCode(row, {
        used: Number(found?.used ?? 0),
        held: Number(found?.held ?? 0),
        revenuePaise: Number(found?.revenuePaise ?? 0),
        discountPaise: Number(found?.discountPaise ?? 0),
      });
    }),
  };
}

/**
 * `POST /v2/ticketed-events/{id}/promo-codes`: the types it names must be the event's.
 * @throws 404 another venue's event or a type not of this event; 409 the code exists (any case);
 *   422 more than PROMO_CODES_PER_EVENT_MAX codes.
 */
export async function createPromoCode(
  ctx: ProfileContext,
  eventId: string,
  input: CreatePromoCode,
): Promise<{ promoCode: PromoCode }> {
  const profileId = ctx.profile.id;
  return ctx.db.transaction(async (tx) => {
    await findTicketedEvent(tx, profileId, eventId);
    const typeIds = [...new Set(input.ticketTypeIds ?? [])];
    if (typeIds.length > 0) {
      const known = await tx
        .select({ id: ticketTypes.id })
        .from(ticketTypes)
        .where(and(eq(ticketTypes.profileId, profileId), eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, typeIds)));
      if (known.length !== typeIds.length) throw notFound(EVENT_MESSAGES.ticketTypeUnknown);
    }
    const live = await tx
      .select({ code: promoCodes.code })
      .from(promoCodes)
      .where(and(eq(promoCodes.profileId, profileId), eq(promoCodes.eventId, eventId), isNull(promoCodes.deletedAt)));
    if (live.some((row) => row.code.toLowerCase() === input.code.toLowerCase())) throw conflict(PROMO_MESSAGES.duplicate);
    if (live.length >= PROMO_CODES_PER_EVENT_MAX) throw businessRule(PROMO_MESSAGES.tooMany);
    const [row] = await tx
      .insert(promoCodes)
      .values({
        id: newId(),
        profileId,
        eventId,
        code: input.code,
        percentOff: input.percentOff ?? null,
        amountOffPaise: input.percentOff === undefined ? (input.amountOffPaise ?? null) : null,
        maxUses: input.maxUses ?? null,
        validFrom: input.validFrom ? new Date(input.validFrom) : null,
        validTo: input.validTo ? new Date(input.validTo) : null,
        ticketTypeIds: typeIds,
        createdAt: ctx.clock(),
      })
      .onConflictDoNothing()
      .returning();
    // Two owners adding the same code at once: the unique index lets one in.
    if (!row) throw conflict(PROMO_MESSAGES.duplicate);
    await recordAudit(tx, PROMO_CODE_CREATED, {
      profileId,
      actorUserId: ctx.caller.userId,
      entityId: row.id,
      before: null,
      after: auditStateOf(row),
    });
    return { promoCode: toPromoCode(row, { used: 0, held: 0, revenuePaise: 0, discountPaise: 0 }) };
  });
}

/**
 * `DELETE /v2/ticketed-events/{id}/promo-codes/{codeId}`: the code stops working; orders that
 * used it keep their discount and still name it.
 */
export async function deletePromoCode(
  ctx: ProfileContext,
  eventId: string,
  codeId: string,
): Promise<{ _id: string; deleted: true }> {
  const profileId = ctx.profile.id;
  return ctx.db.transaction(async (tx) => {
    await findTicketedEvent(tx, profileId, eventId);
    const [row] = await tx
      .update(promoCodes)
      .set({ deletedAt: ctx.clock() })
      .where(
        and(
          eq(promoCodes.profileId, profileId),
          eq(promoCodes.eventId, eventId),
          eq(promoCodes.id, codeId),
          isNull(promoCodes.deletedAt),
        ),
      )
      .returning();
    if (!row) throw notFound(PROMO_MESSAGES.notFound);
    await recordAudit(tx, PROMO_CODE_DELETED, {
      profileId,
      actorUserId: ctx.caller.userId,
      entityId: row.id,
      before: auditStateOf(row),
      after: null,
    });
    return { _id: row.id, deleted: true };
  });
}

/** The live code of the event spelled `code` in any case, locked when `lock`. */
async function findCode(db: Db, event: { profileId: string; id: string }, code: string, options: { lock: boolean }) {
  const query = db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.profileId, event.profileId),
        eq(promoCodes.eventId, event.id),
        isNull(promoCodes.deletedAt),
        sql`lower(${promoCodes.code}) = ${code.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('promo_code_invalid', PROMO_MESSAGES.invalid);
  return row;
}

/** The window, then the uses (paid and live holds) against maxUses. */
async function assertUsable(db: Db, row: PromoCodeRow, now: Date): Promise<void> {
  if (row.validFrom && now < row.validFrom) throw new AppError('promo_code_invalid', PROMO_MESSAGES.notYetValid);
  if (row.validTo && now >= row.validTo) throw new AppError('promo_code_expired', PROMO_MESSAGES.expired);
  if (row.maxUses === null) return;
  const [taken] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ticketOrders)
    .where(and(eq(ticketOrders.profileId, row.profileId), eq(ticketOrders.promoCodeId, row.id), holdsAUse(now)));
  if (Number(taken?.count ?? 0) >= row.maxUses) throw new AppError('promo_code_exhausted', PROMO_MESSAGES.exhausted);
}

/**
 * The discount of `code` on an order's lines, inside the order's transaction: the code's row is
 * locked FOR UPDATE until the order commits, so the uses it counts include every order that
 * took the code before it.
 * @throws 422 `promo_code_invalid` (unknown, not yet valid, or for none of these tickets),
 *   `promo_code_expired`, `promo_code_exhausted`.
 */
export async function applyPromoCode(
  tx: Db,
  event: { profileId: string; id: string },
  code: string,
  lines: ReadonlyArray<{ ticketTypeId: string; quantity: number; unitPricePaise: number }>,
  now: Date,
): Promise<{ promoCodeId: string; code: string; discountPaise: number }> {
  const row = await findCode(tx, event, code, { lock: true });
  await assertUsable(tx, row, now);
  const discountPaise = promoDiscountPaise(row, lines);
  if (discountPaise === 0) throw new AppError('promo_code_invalid', PROMO_MESSAGES.notForTheseTickets);
  return { promoCodeId: row.id, code: row.code, discountPaise };
}

/**
 * `GET /v2/ticket-orders/promo-preview?eventId=&code=` (public, rate-limited like the order's
 * reads): the code's terms for the checkout to show its discount (`promoDiscountPaise`), or the
 * same refusal the order would give now.
 */
export async function previewPromoCode(
  ctx: ServiceContext,
  query: { eventId: string; code: string },
  limiter: RateLimiter,
  clientAddress: string,
): Promise<{ promo: PromoPreview }> {
  await enforceRateLimit(
    limiter,
    { key: `events:promo-preview:${clientAddress}`, limit: TICKET_ORDER_READS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
    tooManyRequestsMessage,
  );
  const [event] = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.id, query.eventId), isNull(events.deletedAt), eq(events.publish, 1), eq(events.isTicketed, true)))
    .limit(1);
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  const row = await findCode(ctx.db, event, query.code, { lock: false });
  await assertUsable(ctx.db, row, ctx.clock());
  return {
    promo: { code: row.code, percentOff: row.percentOff, amountOffPaise: row.amountOffPaise, ticketTypeIds: row.ticketTypeIds },
  };
}
