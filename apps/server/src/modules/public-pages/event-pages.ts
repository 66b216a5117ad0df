import {
  PaymentCallbackQuerySchema,
  TICKET_PAYMENT_CALLBACK_PAGE_PATH,
  type PublicTicketCallbackPage,
  type PublicTicketPage,
  type VenueEvent,
} from '@venue/shared';
import type { ServiceContext } from '../../lib/context.ts';
import { calendarFile } from '../../lib/calendar-file.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { formatVenueMoment } from '../../lib/venue-time.ts';
import { listSeriesDates, readPublishedEvent, renderTicketReceipt } from '../events/events.service.ts';
import { eventPageOf, eventPagePath } from './event-page-data.ts';
import { renderDocument } from './page-document.ts';
import { findVenueByUsername, publicVenueOf, themeOfVenue, type PublicVenueRow } from './public-menu-data.ts';
import { publicUrlOf, uncachedPage, type PublicPage } from './public-pages.service.ts';
import { readRestaurantOfProfile } from '../reservations/reservations.service.ts';
import { shareImageFallbackOf } from './share-image.ts';
import { eventStructuredData } from './structured-data.ts';
import { readVenuePlace } from './venue-facts.ts';
import { loadRenderer, publicAssets } from './ssr-bundle.ts';

/*
 * The guests' event pages (issue 12, decisions §1 and §6 "Events and tickets"):
 * /v/{username}/events/{eventId} with its checkout, its calendar file, the ticket page
 * /v/{username}/tickets/{orderId}?token= and /ticket-payment-callback. Rendered per request and
 * never cached: what is left to sell changes with every order.
 */

/** Link previews cut the description about here. */
const SHARE_DESCRIPTION_MAX = 200;

/** The 404 page for an unknown, unpublished or other venue's event, and for an unknown venue. */
async function eventNotFoundPage(ctx: ServiceContext, venue: PublicVenueRow | null): Promise<PublicPage> {
  const renderer = await loadRenderer();
  const theme = venue ? themeOfVenue(venue) : 'classic';
  const html = renderDocument({
    title: 'Event not found',
    description: "We couldn't find an event at this address.",
    theme,
    url: null,
    imageUrl: null,
    fallbackImageUrl: shareImageFallbackOf(ctx.config),
    assets: { script: null, preload: [], css: publicAssets(ctx.config, 'events').css },
    body: renderer.renderStatusPage('event-not-found', venue?.name, venue ? theme : undefined),
    noIndex: true,
  });
  return uncachedPage(404, html);
}

/** The venue and its published event, or nulls. */
async function findPublishedEvent(ctx: ServiceContext, username: string, eventId: string) {
  const venue = await findVenueByUsername(ctx, username);
  const event = venue ? await readPublishedEvent(ctx, venue, eventId) : null;
  return { venue, event };
}

/** "Wed, 1 Jul 2026, 7:30 pm at The Courtyard, 12 MG Road. Live quartet…" for link previews. */
function describeEvent(venue: PublicVenueRow, event: VenueEvent): string {
  const place = [event.venueName || venue.name, event.address].filter(Boolean).join(', ');
  const lead = `${formatVenueMoment(event.timeZone, new Date(event.startsAt))} at ${place}.`;
  const text = event.description.trim().replace(/\s+/g, ' ');
  const full = text ? `${lead} ${text}` : lead;
  return full.length > SHARE_DESCRIPTION_MAX ? `${full.slice(0, SHARE_DESCRIPTION_MAX - 1).trimEnd()}…` : full;
}

/**
 * /v/{username}/events/{eventId}: a published event's page; hydrated by the events script only
 * while tickets can be bought (a free, ended or cancelled event's page needs no script).
 */
export async function renderEventPage(ctx: ServiceContext, username: string, eventId: string): Promise<PublicPage> {
  const { venue, event } = await findPublishedEvent(ctx, username, eventId);
  if (!venue || !event) return eventNotFoundPage(ctx, venue);
  const dates = event.seriesId ? await listSeriesDates(ctx.db, venue, event.seriesId, ctx.clock()) : [];
  const page = eventPageOf(ctx.config, venue, event, ctx.clock(), dates);
  const url = `${ctx.config.publicBaseUrl}${eventPagePath(venue.userName, event._id)}`;
  // The venue's own address stands in for an event that names none (Google requires one).
  const venuePlace = event.address.trim()
    ? null
    : await readVenuePlace(ctx, venue, await readRestaurantOfProfile(ctx.db, venue.profileId));
  const renderer = await loadRenderer();
  const html = renderDocument({
    title: `${event.name} – ${venue.name}`,
    description: describeEvent(venue, event),
    theme: page.theme,
    url,
    imageUrl: page.venue.logoUrl,
    shareImageUrl: event.banner,
    fallbackImageUrl: shareImageFallbackOf(ctx.config),
    structuredData: eventStructuredData({
      url,
      venueUrl: publicUrlOf(ctx, venue.userName),
      page,
      event,
      imageUrl: event.banner ?? page.venue.logoUrl,
      venuePlace,
      timeZone: venue.timeZone,
    }),
    assets: publicAssets(ctx.config, 'events'),
    body: renderer.renderEventApp(page),
    ...(page.saleState === 'on-sale' ? { hydrationData: page } : {}),
  });
  return uncachedPage(200, html);
}

/**
 * /v/{username}/events/{eventId}/calendar.ics: the published event as an iCalendar entry, else
 * the event 404 page. Public like the page itself; the ticket page links here too.
 */
export async function renderEventCalendar(
  ctx: ServiceContext,
  username: string,
  eventId: string,
): Promise<{ file: { fileName: string; text: string } } | { notFound: PublicPage }> {
  const { venue, event } = await findPublishedEvent(ctx, username, eventId);
  if (!venue || !event) return { notFound: await eventNotFoundPage(ctx, venue) };
  const pageUrl = `${ctx.config.publicBaseUrl}${eventPagePath(venue.userName, event._id)}`;
  const isCancelled = event.status === 'cancelled';
  const file = {
    fileName: `event-${event._id}.ics`,
    text: calendarFile(
      {
        uid: `event-${event._id}@${new URL(ctx.config.publicBaseUrl).hostname}`,
        stamp: ctx.clock(),
        start: new Date(event.startsAt),
        end: new Date(event.endsAt),
        summary: isCancelled ? `${event.name} (cancelled)` : event.name,
        location: [event.venueName || venue.name, event.address].filter(Boolean).join(', '),
        description: [event.description.trim(), pageUrl].filter(Boolean).join('\n\n'),
        url: pageUrl,
      },
      'Events',
    ),
  };
  return { file };
}

/**
 * /v/{username}/events/orders/{orderId}/receipt?token=: the buyer's receipt PDF (the events
 * module answers for the token), else the event 404 page.
 */
export async function renderTicketReceiptFile(
  ctx: ServiceContext,
  input: { username: string; orderId: string; token: string },
  client: { limiter: RateLimiter; address: string },
): Promise<{ file: { fileName: string; data: Buffer } } | { notFound: PublicPage }> {
  const file = await renderTicketReceipt(ctx, input, client.limiter, client.address);
  if (file) return { file };
  return { notFound: await eventNotFoundPage(ctx, await findVenueByUsername(ctx, input.username)) };
}

/**
 * /v/{username}/tickets/{orderId}?token=: a shell the events script fills from
 * GET /v2/ticket-orders/{orderId}?token= (the events module answers for the token).
 */
export async function renderTicketPage(
  ctx: ServiceContext,
  input: { username: string; orderId: string; token: string },
): Promise<PublicPage> {
  const venue = await findVenueByUsername(ctx, input.username);
  if (!venue) return eventNotFoundPage(ctx, null);
  const data: PublicTicketPage = {
    kind: 'tickets',
    venue: publicVenueOf(ctx.config, venue),
    theme: themeOfVenue(venue),
    orderId: input.orderId,
    token: input.token,
  };
  const renderer = await loadRenderer();
  const html = renderDocument({
    title: `Your tickets – ${venue.name}`,
    description: `Your tickets for an event at ${venue.name}.`,
    theme: data.theme,
    // The address without its token: shared or canonical, it never carries the secret.
    url: `${publicUrlOf(ctx, venue.userName)}/tickets/${encodeURIComponent(input.orderId)}`,
    imageUrl: data.venue.logoUrl,
    fallbackImageUrl: shareImageFallbackOf(ctx.config),
    assets: publicAssets(ctx.config, 'events'),
    body: renderer.renderTicketApp(data),
    hydrationData: data,
    noIndex: true,
    noReferrer: true,
  });
  return uncachedPage(200, html);
}

/**
 * /ticket-payment-callback: the provider's five parameters (null when any is missing or
 * malformed) handed to the events script, which verifies them and leads the buyer on.
 */
export async function renderTicketCallbackPage(ctx: ServiceContext, query: unknown): Promise<PublicPage> {
  const parsed = PaymentCallbackQuerySchema.safeParse(query);
  const data: PublicTicketCallbackPage = {
    kind: 'ticket-callback',
    theme: 'classic',
    query: parsed.success ? parsed.data : null,
  };
  const renderer = await loadRenderer();
  const html = renderDocument({
    title: 'Your payment',
    description: 'Confirming your ticket payment.',
    theme: data.theme,
    // Without the provider's parameters.
    url: `${ctx.config.publicBaseUrl}${TICKET_PAYMENT_CALLBACK_PAGE_PATH}`,
    imageUrl: null,
    fallbackImageUrl: shareImageFallbackOf(ctx.config),
    assets: publicAssets(ctx.config, 'events'),
    body: renderer.renderTicketCallbackApp(data),
    hydrationData: data,
    noIndex: true,
    noReferrer: true,
  });
  return uncachedPage(200, html);
}
