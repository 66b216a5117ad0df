import {
  formatPaise,
  paiseToRupeeString,
  rupeesToPaise,
  type EventSaleState,
  type FoodType,
  type PublicEventPage,
  type PublicItem,
  type PublicMenu,
  type PublicOpeningHours,
  type TicketOptionState,
  type VenueEvent,
} from '@venue/shared';
import { venueDateTime } from '../../lib/venue-time.ts';

/*
 * What search engines and chat assistants read of a guest page (decisions §7 "Search engines and
 * shares"): schema.org JSON-LD, `Restaurant` on the menu and `Event` on an event's page, built
 * from the same data the page shows. Pure: the pages read, this decides. Property names are
 * schema.org's; what Google asks of each type is checked by structured-data.test.ts.
 */

const SCHEMA = 'https://schema.org';
const CURRENCY = 'INR';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * Above this many dishes `hasMenu` names the sections and the menu's address only: a 300-dish
 * menu's items are ~75 KB of JSON-LD, ~4 KB more of the gzipped page (~2 KB in brotli;
 * docs/decisions/0038), and larger menus grow past what one page should carry (docs/decisions/0025);
 * a reader follows `url`.
 */
export const MENU_ITEMS_IN_STRUCTURED_DATA_MAX = 300;

/** Where the venue is, as its pages know it: the restaurant's address and city, else the link page's address line. */
export interface VenuePlace {
  street: string;
  city: string | null;
}

/** The venue's facts beside its menu: where it is, its number and what it is filed under. */
export interface VenueFacts {
  place: VenuePlace | null;
  /** The primary contact number, E.164 digits without '+'. */
  telephone: string | null;
  /** The business categories the owner filed the venue under (spec §5): the one record of what it serves. */
  categories: string[];
  /** IANA zone: addresses in India's zone are in India. */
  timeZone: string;
}

type JsonLd = Record<string, unknown>;

/**
 * schema.org's diets where the menu's own food mark says exactly that (spec §3 food types); none
 * for non-veg, egg or unmarked dishes, and allergens prove no diet (a dish without wheat listed
 * is not thereby gluten-free).
 */
const DIET_OF_FOOD_TYPE: Partial<Record<FoodType, string>> = {
  veg: `${SCHEMA}/VegetarianDiet`,
  vegan: `${SCHEMA}/VeganDiet`,
};

function postalAddressOf(place: VenuePlace, timeZone: string): JsonLd {
  return {
    '@type': 'PostalAddress',
    ...(place.street ? { streetAddress: place.street } : {}),
    ...(place.city ? { addressLocality: place.city } : {}),
    ...(timeZone === 'Asia/Kolkata' ? { addressCountry: 'IN' } : {}),
  };
}

const telephoneOf = (digits: string | null) => (digits ? `+${digits}` : null);

/**
 * The week as schema.org says it: days sharing a range are one entry, closed days are left out;
 * today's dated exception (a holiday, one-off hours) follows, valid that day only, "00:00"–"00:00"
 * when closed (as Google documents holiday hours).
 */
function openingHoursOf(hours: PublicOpeningHours): JsonLd[] {
  const byRange = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of hours.week) {
    if (!day.isOpen) continue;
    for (const range of day.ranges) {
      const key = `${range.start}-${range.end}`;
      const entry = byRange.get(key) ?? { opens: range.start, closes: range.end, days: [] };
      entry.days.push(WEEKDAYS[day.day]!);
      byRange.set(key, entry);
    }
  }
  const weekly = [...byRange.values()].map((entry) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: entry.days,
    opens: entry.opens,
    closes: entry.closes,
  }));
  if (!hours.todayHours.special) return weekly;
  const valid = { validFrom: hours.today, validThrough: hours.today };
  const today = hours.todayHours.isOpen
    ? hours.todayHours.ranges.map((range) => ({ opens: range.start, closes: range.end }))
    : [{ opens: '00:00', closes: '00:00' }];
  return [...weekly, ...today.map((range) => ({ '@type': 'OpeningHoursSpecification', ...range, ...valid }))];
}

/** A dish's price: one offer, or one per variety (Half, Full) with its name. */
function offersOf(item: PublicItem): JsonLd | JsonLd[] {
  const soldOut = item.soldOut ? { availability: `${SCHEMA}/SoldOut` } : {};
  if (item.varieties.length === 0) return { '@type': 'Offer', price: item.price, priceCurrency: CURRENCY, ...soldOut };
  return item.varieties.map((variety) => ({
    '@type': 'Offer',
    name: variety.name,
    price: variety.price,
    priceCurrency: CURRENCY,
    ...soldOut,
  }));
}

function menuItemOf(item: PublicItem): JsonLd {
  const diet = DIET_OF_FOOD_TYPE[item.foodType];
  return {
    '@type': 'MenuItem',
    name: item.name,
    ...(item.description.trim() ? { description: item.description.trim() } : {}),
    offers: offersOf(item),
    ...(diet ? { suitableForDiet: diet } : {}),
  };
}

/** The menu's categories as sections, each holding its subcategories' sections and their dishes. */
function menuOf(menu: PublicMenu, url: string, withItems: boolean): JsonLd {
  const sections = menu.categories.map((category) => ({
    '@type': 'MenuSection',
    name: category.name,
    hasMenuSection: menu.subCategories
      .filter((sub) => sub.categoryId === category.id)
      .map((sub) => ({
        '@type': 'MenuSection',
        name: sub.name,
        ...(withItems
          ? { hasMenuItem: menu.items.filter((item) => item.subCategoryId === sub.id).map((item) => menuItemOf(item)) }
          : {}),
      })),
  }));
  return { '@type': 'Menu', name: `${menu.venue.name} menu`, url, hasMenuSection: sections };
}

/** "₹120–₹850": the cheapest and dearest dish or variety on the menu; null for a menu without prices. */
function priceRangeOf(menu: PublicMenu): string | null {
  const prices = menu.items
    .flatMap((item) => (item.varieties.length > 0 ? item.varieties.map((variety) => variety.price) : [item.price]))
    .map(rupeesToPaise)
    .filter((paise) => paise > 0);
  if (prices.length === 0) return null;
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return low === high ? formatPaise(low) : `${formatPaise(low)}–${formatPaise(high)}`;
}

/**
 * The menu page's `Restaurant`: name, address, telephone, hours, what it serves, its menu with
 * sections, dishes and prices in rupees, and the booking page while it takes bookings.
 * @param url the page's absolute address; `bookingUrl` absolute too, or null
 */
export function restaurantStructuredData(input: {
  url: string;
  menu: PublicMenu;
  imageUrl: string | null;
  facts: VenueFacts;
  hours: PublicOpeningHours | null;
  bookingUrl: string | null;
  /** A large menu's page carries its first piece only (menu-pieces.ts): its data names sections only. */
  inPieces: boolean;
}): JsonLd {
  const { url, menu, facts } = input;
  const telephone = telephoneOf(facts.telephone);
  const priceRange = priceRangeOf(menu);
  return {
    '@context': SCHEMA,
    '@type': 'Restaurant',
    '@id': `${url}#venue`,
    name: menu.venue.name,
    url,
    ...(input.imageUrl ? { image: input.imageUrl } : {}),
    ...(facts.place ? { address: postalAddressOf(facts.place, facts.timeZone) } : {}),
    ...(telephone ? { telephone } : {}),
    ...(input.hours ? { openingHoursSpecification: openingHoursOf(input.hours) } : {}),
    ...(facts.categories.length > 0 ? { servesCuisine: facts.categories } : {}),
    ...(priceRange ? { priceRange } : {}),
    acceptsReservations: input.bookingUrl ?? false,
    // Google still reads `menu` (a URL); schema.org's `hasMenu` carries the menu itself.
    menu: url,
    hasMenu: menuOf(menu, url, !input.inPieces && menu.items.length <= MENU_ITEMS_IN_STRUCTURED_DATA_MAX),
  };
}

/** Google's three event availabilities, plus OutOfStock for a sale that is over or held back. */
function availabilityOf(saleState: EventSaleState, option: TicketOptionState | null): string {
  if (saleState === 'free') return `${SCHEMA}/InStock`;
  if (saleState === 'on-sale' || saleState === 'sales-not-open' || saleState === 'sold-out') {
    const state = option ?? (saleState === 'on-sale' ? 'on-sale' : saleState === 'sold-out' ? 'sold-out' : 'not-yet');
    if (state === 'on-sale') return `${SCHEMA}/InStock`;
    if (state === 'not-yet') return `${SCHEMA}/PreOrder`;
    if (state === 'sold-out') return `${SCHEMA}/SoldOut`;
  }
  return `${SCHEMA}/OutOfStock`;
}

/**
 * An event page's `Event`: start and end on the venue's clock with its offset, the place, each
 * ticket type as an offer (price in rupees, availability, the page's address, on sale from), and
 * whether it still happens.
 * @param url the page's absolute address; `venueUrl` the venue's menu page
 */
export function eventStructuredData(input: {
  url: string;
  venueUrl: string;
  page: PublicEventPage;
  event: VenueEvent;
  imageUrl: string | null;
  /** The venue's own address, where the event names none. */
  venuePlace: VenuePlace | null;
  timeZone: string;
}): JsonLd {
  const { url, page, event, timeZone } = input;
  const zone = event.timeZone;
  const street = event.address.trim();
  const place: VenuePlace | null = street ? { street, city: null } : input.venuePlace;
  const salesStart = new Map(event.ticketTypes.map((type) => [type._id, type.salesStart]));
  const offers =
    page.ticketOptions.length > 0
      ? page.ticketOptions.map((option) => {
          const from = salesStart.get(option.id);
          return {
            '@type': 'Offer',
            name: option.name,
            price: paiseToRupeeString(option.pricePaise),
            priceCurrency: CURRENCY,
            availability: availabilityOf(page.saleState, option.state),
            url,
            ...(from ? { validFrom: venueDateTime(zone, new Date(from)) } : {}),
          };
        })
      : [{ '@type': 'Offer', price: '0', priceCurrency: CURRENCY, availability: availabilityOf(page.saleState, null), url }];
  const description = event.description.trim();
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.name,
    ...(description ? { description } : {}),
    url,
    ...(input.imageUrl ? { image: [input.imageUrl] } : {}),
    startDate: venueDateTime(zone, new Date(event.startsAt)),
    endDate: venueDateTime(zone, new Date(event.endsAt)),
    eventStatus: `${SCHEMA}/${event.status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: event.venueName || page.venue.name,
      ...(place ? { address: postalAddressOf(place, timeZone) } : {}),
    },
    organizer: { '@type': 'Organization', name: page.venue.name, url: input.venueUrl },
    offers,
  };
}
