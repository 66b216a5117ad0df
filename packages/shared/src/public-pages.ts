import { z } from 'zod';
import { LocalDateSchema, LocalTimeSchema } from './common.ts';
import { DIETARY_IDS, FOOD_TYPES } from './menu.ts';
import { PaymentCallbackQuerySchema } from './subscriptions.ts';

/*
 * The customer-facing menu at /v/{username} (spec §1 public searchable menu, §2 Preview mode and
 * Item detail modal, §3 Menu response, §4 preview publish and digital menu status; decisions §1).
 * The server renders it and the page hydrates from the same data, so one shape serves the
 * server-rendered page, its bundle and the dashboard preview. Only visible entities (publish 1)
 * are ever put in it. The page's texts and price formatting live with its components
 * (apps/web/src/guest/lib): the guest bundle imports only types from here, so
 * zod never reaches a guest's phone.
 */

// ---------------------------------------------------------------------------------------------
// Themes
// ---------------------------------------------------------------------------------------------

export const PUBLIC_THEMES = ['classic', 'midnight', 'minimal'] as const;
export type PublicTheme = (typeof PUBLIC_THEMES)[number];
export const DEFAULT_PUBLIC_THEME: PublicTheme = 'classic';

export const PUBLIC_THEME_LABELS = {
  classic: 'Classic',
  midnight: 'Midnight',
  minimal: 'Minimal',
} as const satisfies Record<PublicTheme, string>;

export const PUBLIC_THEME_DESCRIPTIONS = {
  classic: 'Warm cream and saffron, like a printed menu card.',
  midnight: 'Dark and calm, easy on the eyes in a dim room.',
  minimal: 'Plain white and black, the dishes do the talking.',
} as const satisfies Record<PublicTheme, string>;

export const PublicThemeSchema = z.enum(PUBLIC_THEMES, { error: 'Theme must be one of classic, midnight or minimal' });

/** A stored theme name that is no longer offered falls back to the default instead of failing. */
export function publicThemeOf(value: string | null | undefined): PublicTheme {
  return (PUBLIC_THEMES as readonly string[]).includes(value ?? '') ? (value as PublicTheme) : DEFAULT_PUBLIC_THEME;
}

// ---------------------------------------------------------------------------------------------
// The public menu (visible entities only)
// ---------------------------------------------------------------------------------------------

export const PublicIngredientSchema = z.object({
  id: z.string(),
  /** Catalogue name, or the raw id when it is not in the catalogue (spec §3). */
  name: z.string(),
  dietaryId: z.enum(DIETARY_IDS).nullable(),
});
export type PublicIngredient = z.infer<typeof PublicIngredientSchema>;

export const PublicVarietySchema = z.object({
  name: z.string(),
  /** Rupees as a string, e.g. "249" or "10.50". */
  price: z.string(),
  foodType: z.enum(FOOD_TYPES),
});
export type PublicVariety = z.infer<typeof PublicVarietySchema>;

export const PublicItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The menu's own text where the page shows a translation (decisions §7): search matches it too. */
  original: z.object({ name: z.string(), description: z.string() }).optional(),
  /** Rupees as a string; "0" means "no single price" (spec §2 Item card). */
  price: z.string(),
  foodType: z.enum(FOOD_TYPES),
  mediaUrl: z.string().nullable(),
  mediaType: z.enum(['image', 'video']).nullable(),
  isChefRecommended: z.boolean(),
  tags: z.array(z.string()),
  ingredients: z.array(PublicIngredientSchema),
  varieties: z.array(PublicVarietySchema),
  categoryId: z.string(),
  subCategoryId: z.string(),
  /** "Sold out today": shown, marked, until the venue's next day starts. */
  soldOut: z.boolean(),
  /**
   * On the menu at this moment by its schedule and its subcategory's and category's (decisions
   * §7); a dish that is not is listed after those that are, marked "Available from …".
   */
  availableNow: z.boolean(),
  /**
   * While not available now: when it next is, on the venue's clock, as the mark says it after
   * "Available from ": "7:00 pm" today, "Sat 11:00 am" on another day. Null while available.
   */
  availableFrom: z.string().nullable(),
});
export type PublicItem = z.infer<typeof PublicItemSchema>;

export const PublicSubCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  categoryId: z.string(),
});
export type PublicSubCategory = z.infer<typeof PublicSubCategorySchema>;

export const PublicCategorySchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });
export type PublicCategory = z.infer<typeof PublicCategorySchema>;

export const PublicHomeImageSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  title: z.string(),
  description: z.string(),
  linkUrl: z.string(),
});
export type PublicHomeImage = z.infer<typeof PublicHomeImageSchema>;

export const PublicVenueSchema = z.object({
  userName: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** FSSAI licence number (14 digits) when the venue has set one: printed in the page's footer. */
  fssaiLicence: z.string().nullable().optional(),
});
export type PublicVenue = z.infer<typeof PublicVenueSchema>;

/**
 * A venue's published upcoming event as the menu and the link page list it (issue 12): its page
 * and when it starts on the venue's clock (`YYYY-MM-DD`, `HH:MM`), so the server's markup and the
 * hydrated page read the same words whatever zone the phone is in.
 */
export const PublicEventListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `/v/{username}/events/{eventId}`. */
  href: z.string(),
  startDate: z.string(),
  startTime: z.string(),
});
export type PublicEventListing = z.infer<typeof PublicEventListingSchema>;

/**
 * The venue's opening hours as guests see them (issue 35): today's (its dated exception, else
 * its weekday) and the week, Sunday first, on the venue's clock. Absent until the venue has set
 * its hours at Profile → Opening hours.
 */
export const PublicOpeningHoursSchema = z.object({
  /** The venue's local date the page was made on. */
  today: z.string(),
  todayHours: z.object({
    isOpen: z.boolean(),
    ranges: z.array(z.object({ start: z.string(), end: z.string() })),
    /** Today follows a dated exception (a holiday or one-off hours), not its weekday. */
    special: z.boolean(),
  }),
  week: z.array(
    z.object({ day: z.number().int(), isOpen: z.boolean(), ranges: z.array(z.object({ start: z.string(), end: z.string() })) }),
  ),
});
export type PublicOpeningHours = z.infer<typeof PublicOpeningHoursSchema>;

/** Everything the public page shows, in display order. */
export const PublicMenuSchema = z.object({
  venue: PublicVenueSchema,
  theme: PublicThemeSchema,
  categories: z.array(PublicCategorySchema),
  subCategories: z.array(PublicSubCategorySchema),
  items: z.array(PublicItemSchema),
  homeImages: z.array(PublicHomeImageSchema),
  /** The venue's table booking page while its restaurant takes bookings (issue 11); absent otherwise. */
  bookingUrl: z.string().optional(),
  /** The venue's published upcoming events, soonest first (issue 12); absent when there are none. */
  events: z.array(PublicEventListingSchema).optional(),
  /**
   * The dietary indicators the dishes carry, for the guest's "leave out" filters (issue 35): sent
   * with the guest page's menu shell, whose dishes stay in the markup; absent, they are read from `items`.
   */
  dietaryIds: z.array(z.enum(DIETARY_IDS)).optional(),
  hours: PublicOpeningHoursSchema.optional(),
  /** The language the page is in (decisions §7); absent: the menu's own, English. */
  lang: z.string().optional(),
  /** The languages the guest may switch to, the page's own included; absent while the menu offers only its own. */
  languages: z.array(z.object({ code: z.string(), label: z.string(), href: z.string() })).optional(),
});
export type PublicMenu = z.infer<typeof PublicMenuSchema>;

/**
 * The venue's link page at /v/{username}/links (decisions §1, §6 "Link page"), the "link page" a
 * QR code can point at: the venue's header, the owner's own links in order (only live ones within
 * their schedule; each href is /v/{username}/l/{linkId}, the redirect that counts the click), and
 * the fixed ways to reach it (menu while open, book a table, WhatsApp, call).
 */
export const PublicLinkSchema = z.object({
  kind: z.enum(['menu', 'book', 'whatsapp', 'call', 'custom']),
  label: z.string(),
  href: z.string(),
  /** A preset icon id (fast-social.ts LINK_ICONS) for `custom` links. */
  icon: z.string().nullable(),
});
export type PublicLink = z.infer<typeof PublicLinkSchema>;

export const PublicContactSchema = z.object({
  address: z.string(),
  googleMapsLink: z.string().nullable(),
  phones: z.array(z.object({ number: z.string(), label: z.string(), isPrimary: z.boolean() })),
  email: z.string().nullable(),
});

export const PublicLinkPageSchema = z.object({
  venue: PublicVenueSchema,
  theme: PublicThemeSchema,
  links: z.array(PublicLinkSchema),
  /** The fast-social verification subscription is active: a verified badge. */
  verified: z.boolean(),
  fssaiLicence: z.string().nullable(),
  contact: PublicContactSchema.nullable(),
  /** `/v/{username}/contact.vcf`: "Save contact". */
  vcardHref: z.string().nullable(),
  /** The venue's published upcoming events, soonest first (issue 12). */
  events: z.array(PublicEventListingSchema).optional(),
  hours: PublicOpeningHoursSchema.optional(),
});
export type PublicLinkPage = z.infer<typeof PublicLinkPageSchema>;

/**
 * The guest's table booking page at /v/{username}/book (decisions §1, §6 "Reservations"): the
 * restaurant as guests see it. `today` is the restaurant's local date when the page was made;
 * dates offered run from it to `today + maxDaysAhead`.
 */
export const PublicBookingRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  timeZone: z.string(),
  isActive: z.boolean(),
  partyMin: z.number().int(),
  partyMax: z.number().int(),
  maxDaysAhead: z.number().int(),
  /** Why a date has no slot, in the page's words (issue 36): see PublicRestaurantSchema. */
  minNoticeMinutes: z.number().int(),
  phone: z.string().nullable(),
  closedWeekdays: z.array(z.number().int()),
  largestParty: z.number().int(),
  terms: z.array(z.string()),
  /** The deposit policy's terms (decisions §7), shown before the guest pays. */
  cancellationCutoffHours: z.number().int(),
  depositHandling: z.enum(['refund', 'apply-to-bill']),
});
export type PublicBookingRestaurant = z.infer<typeof PublicBookingRestaurantSchema>;

export const PublicBookingPageSchema = z.object({
  venue: PublicVenueSchema,
  theme: PublicThemeSchema,
  restaurant: PublicBookingRestaurantSchema,
  today: z.string(),
  hours: PublicOpeningHoursSchema.optional(),
});
export type PublicBookingPage = z.infer<typeof PublicBookingPageSchema>;

/** A booking's manage page (`?token=` opens it): the link guests' booking messages carry. */
export const bookingManagePath = (username: string, reference: string) =>
  `/v/${encodeURIComponent(username)}/book/manage/${encodeURIComponent(reference)}`;

/** /v/{username}/book/manage/{reference}?token=: the page reads the booking itself. */
export const PublicManageBookingPageSchema = z.object({
  venue: PublicVenueSchema,
  theme: PublicThemeSchema,
  restaurantName: z.string(),
  reference: z.string(),
  token: z.string(),
});
export type PublicManageBookingPage = z.infer<typeof PublicManageBookingPageSchema>;

// ---------------------------------------------------------------------------------------------
// Events and tickets (issue 12, decisions §1 and §6 "Events and tickets")
// ---------------------------------------------------------------------------------------------

/**
 * Where an event's sale stands for a guest, decided by the server when it renders the page:
 * `free` (no tickets to buy), `on-sale` (some ticket type can be bought now), or why nothing can.
 */
export const EVENT_SALE_STATES = [
  'free',
  'on-sale',
  'not-on-sale',
  'paused',
  'sales-not-open',
  'sales-ended',
  'sold-out',
  'cancelled',
  'ended',
] as const;
export type EventSaleState = (typeof EVENT_SALE_STATES)[number];

/** A ticket type's own state: buyable now, not yet, no longer, or none left. */
export const TICKET_OPTION_STATES = ['on-sale', 'not-yet', 'ended', 'sold-out'] as const;
export type TicketOptionState = (typeof TICKET_OPTION_STATES)[number];

export const PublicTicketOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  pricePaise: z.number().int(),
  state: z.enum(TICKET_OPTION_STATES),
  /** The most a guest may choose now: the smaller of maxPerOrder and what is left; 0 unless on sale. */
  maxQuantity: z.number().int(),
  /** When sales open on the venue's clock, for `not-yet`. */
  salesStartDate: z.string(),
  salesStartTime: z.string(),
  /** What each attendee of this type is asked besides their name (events.ts AttendeeQuestionSchema). */
  attendeeQuestions: z.array(z.object({ _id: z.string(), label: z.string(), required: z.boolean() })),
});
export type PublicTicketOption = z.infer<typeof PublicTicketOptionSchema>;

/** /v/{username}/events/{eventId}: a published event, with its checkout while tickets can be bought. */
export const PublicEventPageSchema = z.object({
  kind: z.literal('event'),
  venue: PublicVenueSchema,
  theme: PublicThemeSchema,
  event: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    bannerUrl: z.string().nullable(),
    venueName: z.string(),
    address: z.string(),
    /** ISO instants, for the calendar links. */
    startsAt: z.string(),
    endsAt: z.string(),
    /** The same instants on the venue's clock (`YYYY-MM-DD`, `HH:MM`), as the page shows them. */
    startDate: z.string(),
    startTime: z.string(),
    endDate: z.string(),
    endTime: z.string(),
  }),
  saleState: z.enum(EVENT_SALE_STATES),
  /** A free event taking RSVPs: its one option is a place, free, confirmed at once. */
  isRsvp: z.boolean(),
  ticketOptions: z.array(PublicTicketOptionSchema),
  /** `/v/{username}/events/{eventId}/calendar.ics`. */
  calendarHref: z.string(),
  /** A date of a weekly series: "Every Friday" and its upcoming dates to pick from (issue 39). */
  series: z
    .object({
      text: z.string(),
      dates: z.array(
        z.object({ id: z.string(), href: z.string(), startDate: z.string(), startTime: z.string(), isCurrent: z.boolean() }),
      ),
    })
    .nullable(),
});
export type PublicEventPage = z.infer<typeof PublicEventPageSchema>;

/** /v/{username}/tickets/{orderId}?token=: the page reads the order itself (GET /v2/ticket-orders/{orderId}). */
export const PublicTicketPageSchema = z.object({
  kind: z.literal('tickets'),
  venue: PublicVenueSchema,
  theme: PublicThemeSchema,
  orderId: z.string(),
  token: z.string(),
});
export type PublicTicketPage = z.infer<typeof PublicTicketPageSchema>;

/**
 * /ticket-payment-callback: where the payment provider sends a buyer back. The server hands the
 * page the provider's five parameters (null when any is missing); the page verifies them.
 */
export const PublicTicketCallbackPageSchema = z.object({
  kind: z.literal('ticket-callback'),
  theme: PublicThemeSchema,
  query: PaymentCallbackQuerySchema.nullable(),
});
export type PublicTicketCallbackPage = z.infer<typeof PublicTicketCallbackPageSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard calls: preview, publish, settings
// ---------------------------------------------------------------------------------------------

/**
 * GET /v2/menu-preview?date=&time=: the menu as guests would see it at that venue-local moment
 * (its schedules, decisions §7); absent, now. A time without a date is today's, a date without
 * a time at the present time of day.
 */
export const MenuPreviewQuerySchema = z.object({
  date: LocalDateSchema.optional(),
  time: LocalTimeSchema.optional(),
});
export type MenuPreviewQuery = z.infer<typeof MenuPreviewQuerySchema>;

/**
 * GET /v2/menu-preview: the active profile's draft as guests will see it once published (every
 * category kept, so an empty one can say so).
 */
export const MenuPreviewBodySchema = z.object({
  menu: PublicMenuSchema,
  /** ISO time of the last "Publish Changes", or null: never published, guests see every save. */
  publishedAt: z.string().nullable(),
  /** Draft changes guests do not see yet; 0 while never published. */
  unpublishedChanges: z.number().int(),
  digitalMenuCurrentStatus: z.string(),
  /** Absolute address of the public menu, for sharing and QR codes. */
  publicUrl: z.string(),
  /** The venue-local moment the menu is shown at (schedules, decisions §7): the query's, else now. */
  at: z.object({ date: z.string(), time: z.string() }),
});
export type MenuPreviewBody = z.infer<typeof MenuPreviewBodySchema>;

/**
 * POST /v2/publish-menu takes nothing: it publishes the active profile's draft menu, atomically
 * (docs/decisions/0015).
 */
export const PublishMenuRequestSchema = z.object({}).nullish();

/** POST /v2/publish-menu answer. */
export const PublishMenuBodySchema = z.object({ publishedAt: z.string(), version: z.number().int() });
export type PublishMenuBody = z.infer<typeof PublishMenuBodySchema>;

/** POST /v2/updateMenuSettings. */
export const UpdateMenuSettingsRequestSchema = z.object({ selectedPublicTheme: PublicThemeSchema });
export type UpdateMenuSettingsRequest = z.infer<typeof UpdateMenuSettingsRequestSchema>;
export const MenuSettingsBodySchema = z.object({
  selectedPublicTheme: PublicThemeSchema,
  publicUrl: z.string(),
  publishedAt: z.string().nullable(),
});
export type MenuSettingsBody = z.infer<typeof MenuSettingsBodySchema>;
