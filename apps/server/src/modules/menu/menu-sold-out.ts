import { z } from 'zod';
import { MENU_MESSAGES, type UpdateSoldOutResponse } from '@venue/shared';
import { menuItems } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { venueDayRange, venueToday } from '../../lib/venue-time.ts';
import { patchMenuItem } from './menu-read.ts';
import { beginMenuWrite, inProfile } from './menu-store.ts';

/*
 * "Sold out today" (issue 15): a dish the kitchen has run out of stays on the menu, marked,
 * until the venue's next day starts, then is available again by itself. It is stored as that
 * instant, so no job has to clear it; like hiding, it reaches guests at once, published menu
 * or not (docs/decisions/0015).
 */

const SoldOutStateSchema = z.object({ soldOutUntil: z.string().nullable() });
const ITEM_SOLD_OUT = defineAuditAction({ name: 'menu.item.sold-out', entityType: 'menu-item', state: SoldOutStateSchema });

/**
 * POST /v2/updateSoldOut: marks the item sold out until the venue's next day starts, or
 * available again. Audited.
 * @throws 404 for an item that is not the active profile's.
 */
export async function updateSoldOut(
  ctx: ProfileContext,
  input: { _id: string; soldOut: boolean },
): Promise<UpdateSoldOutResponse> {
  const profileId = ctx.profile.id;
  const zone = ctx.profile.timeZone;
  const soldOutUntil = input.soldOut ? venueDayRange(zone, venueToday(zone, ctx.clock())).end : null;
  const { write, row } = await ctx.db.transaction(async (tx) => {
    const write = await beginMenuWrite(tx, profileId);
    const where = inProfile(menuItems.profileId, profileId, menuItems.id, input._id);
    const [current] = await tx.select({ soldOutUntil: menuItems.soldOutUntil }).from(menuItems).where(where).limit(1);
    if (!current) throw notFound(MENU_MESSAGES.itemNotFound);
    const [row] = await tx.update(menuItems).set({ soldOutUntil, updatedAt: new Date() }).where(where).returning();
    await recordAudit(tx, ITEM_SOLD_OUT, {
      profileId,
      actorUserId: ctx.caller.userId,
      entityId: input._id,
      before: { soldOutUntil: current.soldOutUntil?.toISOString() ?? null },
      after: { soldOutUntil: soldOutUntil?.toISOString() ?? null },
    });
    return { write, row: row! };
  });
  patchMenuItem(write, row);
  return { _id: row.id, soldOutUntil: row.soldOutUntil?.toISOString() ?? null };
}
