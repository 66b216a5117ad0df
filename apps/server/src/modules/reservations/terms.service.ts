import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { RESERVATION_MESSAGES, type TermsClauseSchema, type UpdateTermsClauseSchema } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { restaurantTerms } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nextPosition, renumber, type PositionedTable } from '../../lib/ordering.ts';
import { lockRestaurant, requireRestaurantOfProfile } from './restaurant-store.ts';

/** Terms and conditions clauses (decisions §6) that guests accept before booking, in order. */

type TermsClause = z.infer<typeof TermsClauseSchema>;

const ORDERED: PositionedTable = {
  table: restaurantTerms,
  id: restaurantTerms.id,
  profileId: restaurantTerms.profileId,
  position: restaurantTerms.position,
};
const ofRestaurant = (restaurantId: string) => eq(restaurantTerms.restaurantId, restaurantId);

/** A restaurant's clauses in order. */
export async function readTerms(db: Db, profileId: string, restaurantId: string): Promise<TermsClause[]> {
  return db
    .select({ _id: restaurantTerms.id, clause: restaurantTerms.clause, position: restaurantTerms.position })
    .from(restaurantTerms)
    .where(and(eq(restaurantTerms.profileId, profileId), ofRestaurant(restaurantId)))
    .orderBy(asc(restaurantTerms.position), asc(restaurantTerms.id));
}

/** `GET getAllTnCClauses/`: the active profile's restaurant's clauses. */
export async function getAllTnCClauses(ctx: ProfileContext): Promise<{ clauses: TermsClause[] }> {
  const restaurant = await requireRestaurantOfProfile(ctx);
  return { clauses: await readTerms(ctx.db, ctx.profile.id, restaurant.id) };
}

/** The active profile's clause `clauseId` (another venue's answers as an unknown one). */
async function requireOwnClause(tx: Db, ctx: ProfileContext, restaurantId: string, clauseId: string) {
  const rows = await tx
    .select({ id: restaurantTerms.id })
    .from(restaurantTerms)
    .where(and(eq(restaurantTerms.id, clauseId), eq(restaurantTerms.profileId, ctx.profile.id), ofRestaurant(restaurantId)))
    .limit(1);
  if (!rows[0]) throw notFound(RESERVATION_MESSAGES.clauseNotFound);
}

/** `POST updateTnCClause { _id?, clause }`: edits the clause `_id`, or adds a new one last. */
export async function updateTnCClause(
  ctx: ProfileContext,
  input: z.output<typeof UpdateTermsClauseSchema>,
): Promise<{ clauses: TermsClause[] }> {
  return ctx.db.transaction(async (tx) => {
    const restaurant = await requireRestaurantOfProfile(ctx, tx);
    if (input._id) {
      await requireOwnClause(tx, ctx, restaurant.id, input._id);
      await tx.update(restaurantTerms).set({ clause: input.clause }).where(eq(restaurantTerms.id, input._id));
    } else {
      await lockRestaurant(tx, restaurant.id);
      const position = await nextPosition(tx, ORDERED, ctx.profile.id, ofRestaurant(restaurant.id));
      await tx
        .insert(restaurantTerms)
        .values({ id: newId(), profileId: ctx.profile.id, restaurantId: restaurant.id, clause: input.clause, position });
    }
    return { clauses: await readTerms(tx, ctx.profile.id, restaurant.id) };
  });
}

/** `POST deleteTnCClause { _id }`: the rest close ranks. */
export async function deleteTnCClause(ctx: ProfileContext, clauseId: string): Promise<{ clauses: TermsClause[] }> {
  return ctx.db.transaction(async (tx) => {
    const restaurant = await requireRestaurantOfProfile(ctx, tx);
    await requireOwnClause(tx, ctx, restaurant.id, clauseId);
    await lockRestaurant(tx, restaurant.id);
    await tx.delete(restaurantTerms).where(eq(restaurantTerms.id, clauseId));
    await renumber(tx, ORDERED, ctx.profile.id, ofRestaurant(restaurant.id));
    return { clauses: await readTerms(tx, ctx.profile.id, restaurant.id) };
  });
}
