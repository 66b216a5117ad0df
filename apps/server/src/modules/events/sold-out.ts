import { and, eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, ticketTypes } from '../../db/schema/index.ts';
import type { EventRow } from './event-view.ts';

/*
 * Automatic sold-out (decisions §6 "Events and tickets"): an event on sale whose every ticket is
 * sold becomes `sold-out`; when a refund frees stock (or the owner adds tickets), an event that
 * sold out this way goes back on sale. A status the owner set is never changed here.
 */

/**
 * The event's row, locked for the caller's transaction. Writers that change an event's sold
 * stock take it first (then the order, then the ticket types), so two payments for one event
 * see each other's sales when they decide whether it sold out.
 */
export async function lockEvent(tx: Db, profileId: string, eventId: string): Promise<EventRow | undefined> {
  const [event] = await tx
    .select()
    .from(events)
    .where(and(eq(events.profileId, profileId), eq(events.id, eventId)))
    .for('update');
  return event;
}

/** After sold stock changed, under the event's lock: flips `on-sale` ↔ `sold-out` as the stock says. */
export async function updateSoldOut(tx: Db, event: EventRow, now: Date): Promise<void> {
  const [totals] = await tx
    .select({ quantity: sum(ticketTypes.quantity), sold: sum(ticketTypes.sold) })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.profileId, event.profileId), eq(ticketTypes.eventId, event.id)));
  const quantity = Number(totals?.quantity ?? 0);
  const isFull = quantity > 0 && Number(totals?.sold ?? 0) >= quantity;
  const change =
    isFull && event.status === 'on-sale'
      ? { status: 'sold-out' as const, soldOutAutomatically: true }
      : !isFull && event.status === 'sold-out' && event.soldOutAutomatically
        ? { status: 'on-sale' as const, soldOutAutomatically: false }
        : null;
  if (!change) return;
  await tx
    .update(events)
    .set({ ...change, updatedAt: now })
    .where(and(eq(events.profileId, event.profileId), eq(events.id, event.id)));
}
