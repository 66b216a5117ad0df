import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { LIVE_ACTIVITY_TICKET_SECONDS, type LiveActivityTicket } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { liveActivityTickets } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';

/*
 * One-use tickets for the live-activity stream (decisions §7). EventSource cannot send an
 * Authorization header, and a token in the URL ends up in access logs and browser history and
 * outlives the connection; a ticket is worth one connection within a minute, so a copy seen
 * later is worthless. It is minted through the ordinary authorised call (session and standing
 * checked there) and checked again when redeemed (plugins/access.ts).
 */

const hashTicket = (ticket: string) => createHash('sha256').update(ticket, 'utf8').digest('hex');

export const TICKET_REFUSED = 'This live-feed ticket has expired or was already used. Open the feed again for a new one.';

export interface RedeemedTicket {
  userId: string;
  phone: string;
  sessionId: string;
  profileId: string;
}

/** A ticket for the caller's session and active profile, valid for one stream within 60 s. */
export async function mintLiveActivityTicket(ctx: ProfileContext): Promise<LiveActivityTicket> {
  const { sessionId } = ctx.caller;
  if (!sessionId) throw new Error("A live-activity ticket needs the caller's session");
  const now = ctx.clock();
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIVE_ACTIVITY_TICKET_SECONDS * 1000);
  await ctx.db.transaction(async (tx) => {
    // Spent and stale tickets are of no use to anyone: each minting sweeps them.
    await tx.delete(liveActivityTickets).where(lt(liveActivityTickets.expiresAt, now));
    await tx.insert(liveActivityTickets).values({
      id: newId(),
      ticketHash: hashTicket(ticket),
      profileId: ctx.profile.id,
      userId: ctx.caller.userId,
      sessionId,
      phone: ctx.caller.phone,
      expiresAt,
      createdAt: now,
    });
  });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/**
 * Spends the ticket: one conditional update, so of two instances redeeming the same ticket at
 * once exactly one gets the row back.
 * @throws AppError 401 UNAUTHENTICATED when it is unknown, expired or already used
 */
export async function redeemLiveActivityTicket(db: Db, ticket: string, now: Date): Promise<RedeemedTicket> {
  const [row] = await db
    .update(liveActivityTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(liveActivityTickets.ticketHash, hashTicket(ticket)),
        isNull(liveActivityTickets.usedAt),
        gt(liveActivityTickets.expiresAt, now),
      ),
    )
    .returning({
      userId: liveActivityTickets.userId,
      phone: liveActivityTickets.phone,
      sessionId: liveActivityTickets.sessionId,
      profileId: liveActivityTickets.profileId,
    });
  if (!row) throw new AppError('UNAUTHENTICATED', TICKET_REFUSED);
  return row;
}
