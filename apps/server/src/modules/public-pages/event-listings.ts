import type { PublicEventListing } from '@venue/shared';
import type { ServiceContext } from '../../lib/context.ts';
import { listUpcomingEvents } from '../events/events.service.ts';
import { eventListingOf } from './event-page-data.ts';
import type { PublicVenueRow } from './public-menu-data.ts';

/** How many upcoming events the public menu and the link page list. */
export const LISTED_EVENTS_MAX = 6;

/** The venue's published upcoming events, soonest first, as its menu and link page list them. */
export async function upcomingEventsOf(
  ctx: ServiceContext,
  venue: Pick<PublicVenueRow, 'profileId' | 'userName' | 'timeZone'>,
): Promise<PublicEventListing[]> {
  const rows = await listUpcomingEvents(ctx.db, venue.profileId, ctx.clock(), LISTED_EVENTS_MAX);
  return rows.map((row) => eventListingOf(venue, row));
}
