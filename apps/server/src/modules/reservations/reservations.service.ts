import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, restaurantTerms } from '../../db/schema/index.ts';
import { bookingFactsOf } from './availability.service.ts';
import { listBookableProfileIds, readRestaurantOfProfile, type RestaurantRow } from './restaurant-store.ts';

/*
 * The reservations module's face to other modules (ARCHITECTURE.md: a module uses another only
 * through its service). The subscriptions module asks whether a venue has a restaurant; the
 * public pages read what a guest may see of it.
 */

export { listBookableProfileIds, readRestaurantOfProfile, type RestaurantRow };
/** Waitlist changes published on the live-activity stream (modules/waitlist). */
export { queueWaitlistLiveEvent } from './live-activity.ts';
/** The one writer of a venue's opening hours (the link page's contact details save them too). */
export { saveOpeningHours } from './hours.service.ts';
export { venueNotifyNumber } from './venue-contact.ts';
/** A party seated from the waitlist takes covers of the slot running now (modules/waitlist). */
export { seatWalkIn } from './walk-in-seating.ts';

/**
 * The restaurant, its terms clauses in their order and what the page says when it has no slot
 * (`bookingFactsOf`), for the guest's booking page; null without one.
 */
export async function readPublicRestaurant(
  db: Db,
  profileId: string,
): Promise<{ restaurant: RestaurantRow; terms: string[]; facts: Awaited<ReturnType<typeof bookingFactsOf>> } | null> {
  const restaurant = await readRestaurantOfProfile(db, profileId);
  if (!restaurant) return null;
  const clauses = await db
    .select({ clause: restaurantTerms.clause })
    .from(restaurantTerms)
    .where(eq(restaurantTerms.restaurantId, restaurant.id))
    .orderBy(asc(restaurantTerms.position), asc(restaurantTerms.createdAt));
  return { restaurant, terms: clauses.map((row) => row.clause), facts: await bookingFactsOf(db, restaurant) };
}

/**
 * Erasure (DPDP Act 2023, modules/guests): the guest's bookings at the venue (those the guest
 * book linked, and any other under their number, such as a walk-in seated from the waitlist)
 * keep their time, party and status (the venue's figures) but lose the name, number and note.
 */
export async function eraseBookingGuests(
  tx: Db,
  profileId: string,
  guest: { bookingIds: string[]; mobileNumber: string },
  now: Date,
): Promise<void> {
  const theirs = [
    guest.bookingIds.length > 0 ? inArray(bookings.id, guest.bookingIds) : undefined,
    guest.mobileNumber ? eq(bookings.mobileNumber, guest.mobileNumber) : undefined,
  ].filter((condition) => condition !== undefined);
  if (theirs.length === 0) return;
  await tx
    .update(bookings)
    .set({ name: '', mobileNumber: '', note: '', updatedAt: now })
    .where(and(eq(bookings.profileId, profileId), or(...theirs)));
}
