import type {
  EventSaleState,
  PublicEventListing,
  PublicEventPage,
  PublicTicketOption,
  TicketOptionState,
  TicketType,
  VenueEvent,
} from '@venue/shared';
import { recurrenceText } from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import { localDate, localTime } from '../../lib/venue-time.ts';
import { publicVenueOf, themeOfVenue, type PublicVenueRow } from './public-menu-data.ts';

/*
 * What an event's public page and the venue's event lists show (issue 12, decisions §6 "Events
 * and tickets"). Pure: the service reads, this decides. Times go out on the venue's clock as
 * `YYYY-MM-DD` and `HH:MM`, so the server's markup and the hydrated page never disagree.
 */

const venuePath = (userName: string) => `/v/${encodeURIComponent(userName)}`;
export const eventPagePath = (userName: string, eventId: string) => `${venuePath(userName)}/events/${eventId}`;
export const eventCalendarPath = (userName: string, eventId: string) => `${eventPagePath(userName, eventId)}/calendar.ics`;

/** A ticket type's own state at `now`: its sales window first, then what is left. */
function optionStateOf(type: TicketType, now: Date): TicketOptionState {
  if (now.getTime() >= Date.parse(type.salesEnd)) return 'ended';
  if (now.getTime() < Date.parse(type.salesStart)) return 'not-yet';
  return type.available > 0 ? 'on-sale' : 'sold-out';
}

/**
 * Why tickets can or cannot be bought now. The event's own status speaks first (the owner's
 * word: cancelled, paused, marked sold out); while it is on sale, its ticket types decide.
 */
function saleStateOf(event: VenueEvent, states: TicketOptionState[], now: Date): EventSaleState {
  if (event.status === 'cancelled') return 'cancelled';
  if (event.status === 'completed' || now.getTime() >= Date.parse(event.endsAt)) return 'ended';
  if (!event.isTicketed) {
    // A free event's status stays `draft` (it has no sale to start); RSVPs follow its places.
    if (!event.rsvp) return 'free';
    if (event.status === 'paused') return 'paused';
    return states.includes('on-sale') ? 'on-sale' : states.includes('not-yet') ? 'sales-not-open' : 'sold-out';
  }
  if (event.status === 'draft') return 'not-on-sale';
  if (event.status === 'paused') return 'paused';
  if (event.status === 'sold-out') return 'sold-out';
  if (states.includes('on-sale')) return 'on-sale';
  if (states.includes('not-yet')) return 'sales-not-open';
  if (states.includes('sold-out')) return 'sold-out';
  return 'sales-ended';
}

function ticketOptionsOf(event: VenueEvent, now: Date): { saleState: EventSaleState; options: PublicTicketOption[] } {
  const zone = event.timeZone;
  const states = event.ticketTypes.map((type) => optionStateOf(type, now));
  const saleState = saleStateOf(event, states, now);
  const options = event.ticketTypes.map((type, index): PublicTicketOption => {
    // An event the owner marked sold out sells nothing, whatever its types still hold.
    const state = saleState === 'sold-out' ? 'sold-out' : states[index]!;
    const salesStart = new Date(type.salesStart);
    return {
      id: type._id,
      name: type.name,
      pricePaise: type.pricePaise,
      state,
      maxQuantity: saleState === 'on-sale' && state === 'on-sale' ? Math.min(type.maxPerOrder, type.available) : 0,
      salesStartDate: localDate(zone, salesStart),
      salesStartTime: localTime(zone, salesStart),
      attendeeQuestions: type.attendeeQuestions,
    };
  });
  return { saleState, options };
}

/** The event page's data (PublicEventPageSchema) for a published event at `now`. */
export function eventPageOf(
  config: AppConfig,
  venue: PublicVenueRow,
  event: VenueEvent,
  now: Date,
  seriesDates: Array<{ id: string; startsAt: Date }> = [],
): PublicEventPage {
  const zone = event.timeZone;
  const startsAt = new Date(event.startsAt);
  const endsAt = new Date(event.endsAt);
  const { saleState, options } = ticketOptionsOf(event, now);
  return {
    kind: 'event',
    venue: publicVenueOf(config, venue),
    theme: themeOfVenue(venue),
    event: {
      id: event._id,
      name: event.name,
      description: event.description,
      bannerUrl: event.banner,
      venueName: event.venueName,
      address: event.address,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      startDate: localDate(zone, startsAt),
      startTime: localTime(zone, startsAt),
      endDate: localDate(zone, endsAt),
      endTime: localTime(zone, endsAt),
    },
    saleState,
    isRsvp: !event.isTicketed && event.rsvp,
    ticketOptions: options,
    calendarHref: eventCalendarPath(venue.userName, event._id),
    series: event.recurrence
      ? {
          text: recurrenceText(event.recurrence.byDay),
          dates: seriesDates.map((date) => ({
            id: date.id,
            href: eventPagePath(venue.userName, date.id),
            startDate: localDate(venue.timeZone, date.startsAt),
            startTime: localTime(venue.timeZone, date.startsAt),
            isCurrent: date.id === event._id,
          })),
        }
      : null,
  };
}

/** An upcoming event as the menu and the link page list it. */
export function eventListingOf(
  venue: Pick<PublicVenueRow, 'userName' | 'timeZone'>,
  event: { id: string; name: string; startsAt: Date },
): PublicEventListing {
  return {
    id: event.id,
    name: event.name,
    href: eventPagePath(venue.userName, event.id),
    startDate: localDate(venue.timeZone, event.startsAt),
    startTime: localTime(venue.timeZone, event.startsAt),
  };
}
