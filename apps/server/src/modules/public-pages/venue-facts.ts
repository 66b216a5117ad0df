import type { ServiceContext } from '../../lib/context.ts';
import { readLinkPageAddress } from '../fast-social/fast-social.service.ts';
import type { RestaurantRow } from '../reservations/reservations.service.ts';
import type { PublicVenueRow } from './public-menu-data.ts';
import type { VenueFacts, VenuePlace } from './structured-data.ts';

/**
 * Where the venue is: its restaurant's address and city (the booking settings), else the address
 * line of its link page's contact details; null when it has given neither.
 */
export async function readVenuePlace(
  ctx: ServiceContext,
  venue: PublicVenueRow,
  restaurant: RestaurantRow | null,
): Promise<VenuePlace | null> {
  const street = restaurant?.address.trim() || (await readLinkPageAddress(ctx.db, venue.profileId));
  const city = restaurant?.city.trim() || null;
  return street || city ? { street: street ?? '', city } : null;
}

/**
 * What the menu page's structured data says of the venue beside its menu (structured-data.ts):
 * from rows the page has read anyway, and the link page's address only for a venue whose
 * restaurant gives none.
 */
export async function readVenueFacts(
  ctx: ServiceContext,
  venue: PublicVenueRow,
  restaurant: RestaurantRow | null,
): Promise<VenueFacts> {
  return {
    place: await readVenuePlace(ctx, venue, restaurant),
    telephone: venue.businessNumber,
    categories: venue.categories,
    timeZone: venue.timeZone,
  };
}
