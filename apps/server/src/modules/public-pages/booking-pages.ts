import { readGuestOpeningHours } from '../opening-hours/opening-hours.service.ts';
import type { PublicBookingPage, PublicManageBookingPage } from '@venue/shared';
import type { ServiceContext } from '../../lib/context.ts';
import { venueToday } from '../../lib/venue-time.ts';
import { readPublicRestaurant } from '../reservations/reservations.service.ts';
import { renderDocument } from './page-document.ts';
import { findVenueByUsername, publicVenueOf, themeOfVenue, type PublicVenueRow } from './public-menu-data.ts';
import { publicUrlOf, uncachedPage, type PublicPage } from './public-pages.service.ts';
import { shareImageFallbackOf } from './share-image.ts';
import { loadRenderer, publicAssets } from './ssr-bundle.ts';

/*
 * The guest's table booking pages (issue 11, decisions §1 and §6 "Reservations"):
 * /v/{username}/book and /v/{username}/book/manage/{reference}?token=. Rendered per request and
 * never cached: what they show (paused or not, terms, today's date) changes outside the menu,
 * and slots are read live by the page's script.
 */

const BOOKING_NOT_FOUND_TITLE = 'Booking page not found';

async function bookingNotFoundPage(ctx: ServiceContext, venue: PublicVenueRow | null): Promise<PublicPage> {
  const renderer = await loadRenderer();
  const html = renderDocument({
    title: BOOKING_NOT_FOUND_TITLE,
    description: "We couldn't find table booking at this address.",
    theme: venue ? themeOfVenue(venue) : 'classic',
    url: null,
    imageUrl: null,
    fallbackImageUrl: shareImageFallbackOf(ctx.config),
    assets: { script: null, preload: [], css: publicAssets(ctx.config, 'booking').css },
    body: renderer.renderStatusPage('booking-not-found', venue?.name, venue ? themeOfVenue(venue) : undefined),
    noIndex: true,
  });
  return uncachedPage(404, html);
}

/** The venue and its restaurant, or null when either is missing. */
async function findBookableVenue(ctx: ServiceContext, username: string) {
  const venue = await findVenueByUsername(ctx, username);
  const found = venue ? await readPublicRestaurant(ctx.db, venue.profileId) : null;
  return { venue, found };
}

/**
 * /v/{username}/book: the booking form, server-rendered and hydrated by the booking script. A
 * paused restaurant still answers 200, saying it is not taking bookings; a venue without a
 * restaurant is the 404 status page.
 */
export async function renderBookingPage(ctx: ServiceContext, username: string): Promise<PublicPage> {
  const { venue, found } = await findBookableVenue(ctx, username);
  if (!venue || !found) return bookingNotFoundPage(ctx, venue);
  const { restaurant, terms, facts } = found;
  const theme = themeOfVenue(venue);
  const header = publicVenueOf(ctx.config, venue);
  const hours = await readGuestOpeningHours(ctx.db, venue.profileId, restaurant.timeZone, ctx.clock());
  const data: PublicBookingPage = {
    venue: header,
    theme,
    restaurant: {
      id: restaurant.id,
      name: restaurant.name,
      city: restaurant.city,
      address: restaurant.address,
      timeZone: restaurant.timeZone,
      isActive: restaurant.isActive,
      partyMin: restaurant.partyMin,
      partyMax: restaurant.partyMax,
      maxDaysAhead: restaurant.maxDaysAhead,
      minNoticeMinutes: restaurant.minNoticeMinutes,
      ...facts,
      terms,
      cancellationCutoffHours: restaurant.cancellationCutoffHours,
      depositHandling: restaurant.depositHandling,
    },
    today: venueToday(restaurant.timeZone, ctx.clock()),
    ...(hours ? { hours } : {}),
  };
  const renderer = await loadRenderer();
  const assets = publicAssets(ctx.config, 'booking');
  const html = renderDocument({
    title: `Book a table – ${restaurant.name}`,
    description: `Book a table at ${restaurant.name}, ${restaurant.city}.`,
    theme,
    url: `${publicUrlOf(ctx, venue.userName)}/book`,
    imageUrl: header.logoUrl,
    fallbackImageUrl: shareImageFallbackOf(ctx.config),
    assets,
    body: renderer.renderBookingApp(data),
    // A paused restaurant's page needs no script: there is nothing to pick.
    ...(restaurant.isActive ? { hydrationData: data } : {}),
  });
  return uncachedPage(200, html);
}

/**
 * /v/{username}/book/manage/{reference}?token=: a shell the script fills from
 * GET /v1/bookings/manage/{reference}?token= (the bookings module answers for the token).
 */
export async function renderManageBookingPage(
  ctx: ServiceContext,
  input: { username: string; reference: string; token: string },
): Promise<PublicPage> {
  const { venue, found } = await findBookableVenue(ctx, input.username);
  if (!venue || !found) return bookingNotFoundPage(ctx, venue);
  const data: PublicManageBookingPage = {
    venue: publicVenueOf(ctx.config, venue),
    theme: themeOfVenue(venue),
    restaurantName: found.restaurant.name,
    reference: input.reference,
    token: input.token,
  };
  const renderer = await loadRenderer();
  const html = renderDocument({
    title: `Your booking – ${found.restaurant.name}`,
    description: `Your table booking at ${found.restaurant.name}.`,
    theme: data.theme,
    // The address without its token: shared or canonical, it never carries the secret.
    url: `${publicUrlOf(ctx, venue.userName)}/book/manage/${encodeURIComponent(input.reference)}`,
    imageUrl: data.venue.logoUrl,
    fallbackImageUrl: shareImageFallbackOf(ctx.config),
    assets: publicAssets(ctx.config, 'booking'),
    body: renderer.renderManageBookingApp(data),
    hydrationData: data,
    noIndex: true,
    noReferrer: true,
  });
  return uncachedPage(200, html);
}
