import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants, restaurantTerms } from '../../db/schema/index.ts';

/*
 * The reservations module's face to other modules (ARCHITECTURE.md: a module uses another only
 * through its service). The subscriptions module asks whether a venue has a restaurant; the
 * public pages read what a guest may see of it.
 */

export type RestaurantRow = typeof restaurants.$inferSelect;

/** The business profile's restaurant (at most one), or null. */
export async function readRestaurantOfProfile(db: Db, profileId: string): Promise<RestaurantRow | null> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.profileId, profileId)).limit(1);
  return row ?? null;
}

/** The restaurant and its terms clauses in their order, for the guest's booking page; null without one. */
export async function readPublicRestaurant(
  db: Db,
  profileId: string,
): Promise<{ restaurant: RestaurantRow; terms: string[] } | null> {
  const restaurant = await readRestaurantOfProfile(db, profileId);
  if (!restaurant) return null;
  const clauses = await db
    .select({ clause: restaurantTerms.clause })
    .from(restaurantTerms)
    .where(eq(restaurantTerms.restaurantId, restaurant.id))
    .orderBy(asc(restaurantTerms.position), asc(restaurantTerms.createdAt));
  return { restaurant, terms: clauses.map((row) => row.clause) };
}
