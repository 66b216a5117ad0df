import { z } from 'zod';
import { idSchema, LocalDateSchema, LocalTimeSchema, TimeZoneSchema } from './common.ts';
import { RESERVATION_MESSAGES } from './reservation-messages.ts';
import { GuestSummarySchema } from './guests.ts';

/*
 * Table reservations (spec §2, §3, §4, §7 "Restaurant and reservations", §8; decisions §4
 * booking codes, §6 "Time" and "Reservations"). Dates are the restaurant's local YYYY-MM-DD,
 * times HH:MM, in its IANA zone. Capacity is counted in covers (guests seated at once).
 */

export const BOOKING_STATUSES = [
  'awaiting-deposit',
  'pending',
  'accepted',
  'declined',
  'arrived',
  'no-show',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS = {
  'awaiting-deposit': 'Awaiting deposit',
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  arrived: 'Arrived',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const satisfies Record<BookingStatus, string>;
/**
 * The moves a booking may make (decisions §6); anything else is refused with 409. `expired` is
 * the system's move of a booking the venue did not answer by its `answerBy` (issue 34).
 */
export const BOOKING_TRANSITIONS = {
  // Paid moves it to pending (or accepted) through the payment alone, never by a desk's hand.
  'awaiting-deposit': ['cancelled', 'expired'],
  pending: ['accepted', 'declined', 'cancelled', 'expired'],
  accepted: ['arrived', 'no-show', 'cancelled'],
  declined: [],
  arrived: [],
  'no-show': [],
  cancelled: [],
  expired: [],
} as const satisfies Record<BookingStatus, readonly BookingStatus[]>;

export const LIVE_ACTIVITY_EVENTS = ['new', 'accepted', 'declined', 'arrived', 'no-show', 'cancelled', 'expired'] as const;
export type LiveActivityEventType = (typeof LIVE_ACTIVITY_EVENTS)[number];

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const PARTY_SIZE_LIMIT = 100;
export const BOOKING_REFERENCE_LENGTH = 8;
export const BOOKING_NOTE_MAX = 300;
export const TERMS_CLAUSE_MAX = 500;
export const CITY_WISE_DAYS = 7;
/** Guests' public reads (restaurant, availability) per client address per minute. */
export const GUEST_READS_PER_ADDRESS_PER_MINUTE = 120;
/** Booking attempts per client address per hour (each also needs a fresh booking code). */
export const BOOKINGS_PER_ADDRESS_PER_HOUR = 20;
/**
 * Bookings that hold covers for a guest's word alone (decisions §7 "Trust in daily use",
 * issue 34): one phone holds at most this many at one venue on one of its local days, and
 * none two whose stays overlap.
 */
export const LIVE_BOOKING_STATUSES = ['pending', 'accepted'] as const satisfies readonly BookingStatus[];
export const LIVE_BOOKINGS_PER_PHONE_PER_DAY = 2;
/**
 * A pending booking holds covers until the venue answers it, for at most this long after it is
 * made and never past its own start (issue 34): then it expires and the covers are free again.
 */
export const PENDING_EXPIRY_DEFAULT_MINUTES = 120;
export const PENDING_EXPIRY_MIN_MINUTES = 15;
export const PENDING_EXPIRY_MAX_MINUTES = 24 * 60;

/*
 * Deposits and no-show protection (decisions §7): a meal time may ask a deposit per cover from
 * a party size on; the covers are held DEPOSIT_HOLD_MINUTES while the guest pays (Razorpay
 * refuses a link that expires in under 15 minutes, as for tickets).
 */
export const CANCELLATION_CUTOFF_DEFAULT_HOURS = 24;
export const CANCELLATION_CUTOFF_MAX_HOURS = 7 * 24;
/** ₹10,000 a cover: above it a deposit is a prepaid bill, not protection. */
export const DEPOSIT_PER_COVER_MAX_PAISE = 10_000_00;
export const DEPOSIT_HANDLINGS = ['refund', 'apply-to-bill'] as const;
export type DepositHandling = (typeof DEPOSIT_HANDLINGS)[number];
/**
 * Where a booking's deposit stands: `unpaid` when the hold lapsed or the guest cancelled before
 * paying; `refund-pending` while the provider refunds it; `forfeited` and `applied` are the
 * venue's (wallet kinds `deposit-forfeit`, `deposit-applied`).
 */
export const DEPOSIT_STATES = ['awaiting', 'paid', 'refund-pending', 'refunded', 'forfeited', 'applied', 'unpaid'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
export const DEPOSIT_STATE_LABELS = {
  awaiting: 'Deposit awaited',
  paid: 'Deposit paid',
  'refund-pending': 'Deposit refunding',
  refunded: 'Deposit refunded',
  forfeited: 'Deposit forfeited',
  applied: 'Deposit applied to bill',
  unpaid: 'Deposit not paid',
} as const satisfies Record<DepositState, string>;

/** Kept in a zod-free file so the guest's booking page can show them without shipping zod. */
export { DEPOSIT_HOLD_MINUTES, depositPolicyLines, RESERVATION_MESSAGES } from './reservation-messages.ts';

const nameField = (label: string, max = 80) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const TimeRangeSchema = z
  .object({ start: LocalTimeSchema, end: LocalTimeSchema })
  .refine((range) => range.end > range.start, RESERVATION_MESSAGES.rangeOrder);
export type TimeRange = z.infer<typeof TimeRangeSchema>;

const rangesSchema = z
  .array(TimeRangeSchema)
  .max(6)
  .refine((ranges) => {
    const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
    return sorted.every((range, index) => index === 0 || range.start >= sorted[index - 1]!.end);
  }, RESERVATION_MESSAGES.rangesOverlap);

export const RestaurantSchema = z.object({
  _id: z.string(),
  id: z.string(),
  profileId: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  timeZone: z.string(),
  googlePlaceId: z.string().nullable(),
  isActive: z.boolean(),
  autoAccept: z.boolean(),
  partyMin: z.number().int(),
  partyMax: z.number().int(),
  minNoticeMinutes: z.number().int(),
  maxDaysAhead: z.number().int(),
  cancelCutoffMinutes: z.number().int(),
  reminderHoursBefore: z.number().int(),
  /** How long the venue has to answer a pending booking before it expires. */
  pendingExpiryMinutes: z.number().int(),
  /** A deposit is refunded when the guest cancels at least this long before the booking (decisions §7). */
  cancellationCutoffHours: z.number().int(),
  /** What an arrived guest's deposit becomes: refunded, or kept against the bill. */
  depositHandling: z.enum(DEPOSIT_HANDLINGS),
});
export type Restaurant = z.infer<typeof RestaurantSchema>;

export const CheckRestaurantQuerySchema = z.object({ profileId: idSchema('Invalid profile id') });
export const CheckRestaurantResponseSchema = z.object({ hasRestaurant: z.boolean(), restaurant: RestaurantSchema.nullable() });

export const CreateRestaurantSchema = z.object({
  name: nameField('Restaurant name'),
  city: nameField('City', 60),
  address: z.string().trim().max(300, 'Address must be at most 300 characters').default(''),
  timeZone: TimeZoneSchema.optional(),
  googlePlaceId: z.string().trim().max(300).optional(),
});
export type CreateRestaurantInput = z.input<typeof CreateRestaurantSchema>;

/** Settings on /profile/settings/table-reservation. */
export const UpdateRestaurantSettingsSchema = z.object({
  restaurantId: idSchema('Invalid restaurant id'),
  name: nameField('Restaurant name').optional(),
  city: nameField('City', 60).optional(),
  address: z.string().trim().max(300).optional(),
  timeZone: TimeZoneSchema.optional(),
  minNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .optional(),
  maxDaysAhead: z.number().int().min(1).max(365).optional(),
  cancelCutoffMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .optional(),
  reminderHoursBefore: z.number().int().min(0).max(72).optional(),
  pendingExpiryMinutes: z
    .number()
    .int()
    .min(
      PENDING_EXPIRY_MIN_MINUTES,
      RESERVATION_MESSAGES.pendingExpiryRange(PENDING_EXPIRY_MIN_MINUTES, PENDING_EXPIRY_MAX_MINUTES),
    )
    .max(
      PENDING_EXPIRY_MAX_MINUTES,
      RESERVATION_MESSAGES.pendingExpiryRange(PENDING_EXPIRY_MIN_MINUTES, PENDING_EXPIRY_MAX_MINUTES),
    )
    .optional(),
  cancellationCutoffHours: z
    .number()
    .int()
    .min(0, RESERVATION_MESSAGES.cancellationCutoffRange(CANCELLATION_CUTOFF_MAX_HOURS))
    .max(CANCELLATION_CUTOFF_MAX_HOURS, RESERVATION_MESSAGES.cancellationCutoffRange(CANCELLATION_CUTOFF_MAX_HOURS))
    .optional(),
  depositHandling: z.enum(DEPOSIT_HANDLINGS).optional(),
});

export const SearchRestaurantsQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export const RestaurantSearchResultSchema = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  googlePlaceId: z.string().nullable(),
});

export const UpdateRestaurantActivitySchema = z.object({
  restaurantId: idSchema('Invalid restaurant id'),
  isActive: z.boolean(),
});

export const WeeklyHoursSchema = z.object({
  day: z.number().int().min(0).max(6),
  isOpen: z.boolean(),
  ranges: rangesSchema,
});
export const HourExceptionSchema = z.object({ date: LocalDateSchema, isOpen: z.boolean(), ranges: rangesSchema });
const isUnique = (values: unknown[]) => new Set(values).size === values.length;
export const WorkingHoursSchema = z.object({
  openingHours: z
    .array(WeeklyHoursSchema)
    .max(7)
    .refine((days) => isUnique(days.map((day) => day.day)), RESERVATION_MESSAGES.duplicateDay),
  exceptions: z
    .array(HourExceptionSchema)
    .max(366)
    .refine((dates) => isUnique(dates.map((date) => date.date)), RESERVATION_MESSAGES.duplicateDate)
    .default([]),
});
export type WorkingHours = z.infer<typeof WorkingHoursSchema>;

export const MealTimeInputSchema = z
  .object({
    restaurantId: idSchema('Invalid restaurant id'),
    name: nameField('Meal time name', 40),
    start: LocalTimeSchema,
    end: LocalTimeSchema,
    slotIntervalMinutes: z.number().int().min(5, 'Slot interval must be at least 5 minutes').max(240),
    stayMinutes: z.number().int().min(5).max(720),
    coversPerSlot: z.number().int().min(1, 'Covers per slot must be at least 1').max(10_000),
    days: z.array(z.number().int().min(0).max(6)).min(1, 'Choose at least one day').max(7),
    /** 0: no deposit. */
    depositPerCoverPaise: z
      .number(RESERVATION_MESSAGES.depositAmount)
      .int(RESERVATION_MESSAGES.depositAmount)
      .min(0, RESERVATION_MESSAGES.depositAmount)
      .max(DEPOSIT_PER_COVER_MAX_PAISE, RESERVATION_MESSAGES.depositTooLarge(DEPOSIT_PER_COVER_MAX_PAISE / 100))
      .default(0),
    /** Parties of this many guests or more pay it. */
    depositFromPartySize: z
      .number(RESERVATION_MESSAGES.depositFromPartySize(PARTY_SIZE_LIMIT))
      .int(RESERVATION_MESSAGES.depositFromPartySize(PARTY_SIZE_LIMIT))
      .min(1, RESERVATION_MESSAGES.depositFromPartySize(PARTY_SIZE_LIMIT))
      .max(PARTY_SIZE_LIMIT, RESERVATION_MESSAGES.depositFromPartySize(PARTY_SIZE_LIMIT))
      .default(1),
  })
  .refine((meal) => meal.end > meal.start, { message: RESERVATION_MESSAGES.mealTimeOrder, path: ['end'] })
  .refine((meal) => meal.stayMinutes >= meal.slotIntervalMinutes, {
    message: RESERVATION_MESSAGES.stayOrder,
    path: ['stayMinutes'],
  });
export const MealTimeSchema = z.object({
  _id: z.string(),
  restaurantId: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  slotIntervalMinutes: z.number().int(),
  stayMinutes: z.number().int(),
  coversPerSlot: z.number().int(),
  days: z.array(z.number().int()),
  depositPerCoverPaise: z.number().int(),
  depositFromPartySize: z.number().int(),
});
export type MealTime = z.infer<typeof MealTimeSchema>;

/** Why a date has no slot for the party (decisions §7 "Trust in daily use"); null when one is free. */
export const CLOSED_REASONS = ['closed', 'paused', 'party-too-large', 'fully-booked', 'too-soon', 'too-far'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/**
 * What a guest gets for one slot (issue 36: the owner's and guest's views of a slot agree): the
 * guests' availability for the venue's smallest party, from the same slot engine call.
 */
export const SlotGuestViewSchema = z.object({
  /** Whether a guest can book it online now. */
  available: z.boolean(),
  /** The largest party it can still seat over its whole stay (0 when guests cannot book it). */
  coversLeft: z.number().int(),
  /** Why guests cannot book it, in the availability's words; null when they can. */
  reason: z.enum(CLOSED_REASONS).nullable(),
  /** A closed slot later in its stay that refuses it (decisions §6), e.g. '13:00'; null when none. */
  blockedBy: z.string().nullable(),
});
export type SlotGuestView = z.infer<typeof SlotGuestViewSchema>;

export const SlotSchema = z.object({
  time: z.string(),
  mealTimeId: z.string(),
  slotStatus: z.enum(['open', 'closed']),
  coversBooked: z.number().int(),
  coversLeft: z.number().int(),
  guest: SlotGuestViewSchema,
});
export type Slot = z.infer<typeof SlotSchema>;
export const UpdateSlotSchema = z.object({
  restaurantId: idSchema('Invalid restaurant id'),
  slotDate: LocalDateSchema,
  slotStartTimes: z.array(LocalTimeSchema).min(1).max(288),
  slotStatus: z.enum(['open', 'closed']),
});

export const PartySizeSchema = z.object({ min: z.number().int().min(1), max: z.number().int().max(PARTY_SIZE_LIMIT) });
export const UpdatePartySizeSchema = z
  .object({
    restaurantId: idSchema('Invalid restaurant id'),
    min: z.number().int().min(1, 'Minimum party size is at least 1'),
    max: z.number().int().max(PARTY_SIZE_LIMIT, `Maximum party size is at most ${PARTY_SIZE_LIMIT}`),
  })
  .refine((party) => party.min <= party.max, { message: RESERVATION_MESSAGES.partyOrder, path: ['min'] });

export const TermsClauseSchema = z.object({ _id: z.string(), clause: z.string(), position: z.number().int() });
export const UpdateTermsClauseSchema = z.object({
  _id: idSchema('Invalid clause id').optional(),
  clause: nameField('Clause', TERMS_CLAUSE_MAX),
});

export const BookingSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  restaurantId: z.string(),
  mealTimeId: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  partySize: z.number().int(),
  name: z.string(),
  mobileNumber: z.string(),
  note: z.string(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
  /** While pending: when it expires unless the venue answers. */
  answerBy: z.string().nullable(),
  /** The deposit asked (0: none) and where it stands (null: none asked). */
  depositPaise: z.number().int(),
  depositStatus: z.enum(DEPOSIT_STATES).nullable(),
});
export type Booking = z.infer<typeof BookingSchema>;
export const GetAllBookingsQuerySchema = z.object({
  date: LocalDateSchema.optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export const BookingActionSchema = z.object({ bookingId: idSchema('Invalid booking id') });
/** Arrived may be marked from this long before the booking's time (decisions §7). */
export const ARRIVED_FROM_MINUTES_BEFORE = 30;
/** No-show may be marked from this long after the booking's time (decisions §7). */
export const NO_SHOW_FROM_MINUTES_AFTER = 15;
export const DECLINE_REASON_MAX = 200;
export const DeclineBookingSchema = z.object({
  bookingId: idSchema('Invalid booking id'),
  reason: z
    .string()
    .trim()
    .min(1, RESERVATION_MESSAGES.declineReasonRequired)
    .max(DECLINE_REASON_MAX, `Reason must be at most ${DECLINE_REASON_MAX} characters`),
});
export const UpdateAutoAcceptSchema = z.object({ restaurantId: idSchema('Invalid restaurant id'), autoAccept: z.boolean() });

/* Guests (public, no login). */
export const AvailabilityQuerySchema = z.object({
  restaurantId: idSchema('Invalid restaurant id'),
  date: LocalDateSchema,
  partySize: z.coerce.number().int().min(1).max(PARTY_SIZE_LIMIT),
});
export const GetAvailableRestaurantsQuerySchema = z.object({ username: z.string().trim().min(1).max(60) });
/** What the public booking page shows of a restaurant; nothing private (no profile id, no settings beyond the guest's). */
export const PublicRestaurantSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  timeZone: z.string(),
  partyMin: z.number().int(),
  partyMax: z.number().int(),
  minNoticeMinutes: z.number().int(),
  maxDaysAhead: z.number().int(),
  isActive: z.boolean(),
  /** The venue's primary contact number, for guests the page cannot seat online; null when none is set. */
  phone: z.string().nullable(),
  /** Weekdays (0 = Sunday) the venue takes no bookings at all: no opening hours or no meal time that day. */
  closedWeekdays: z.array(z.number().int().min(0).max(6)),
  /** The largest party one slot seats: the party limit, or the biggest meal time's covers if fewer. */
  largestParty: z.number().int(),
  /** The clauses in order, as the guest accepts them. */
  terms: z.array(z.string()),
  /** The deposit policy's terms (decisions §7), shown before the guest pays. */
  cancellationCutoffHours: z.number().int(),
  depositHandling: z.enum(DEPOSIT_HANDLINGS),
});
export type PublicRestaurant = z.infer<typeof PublicRestaurantSchema>;
export const GetAvailableRestaurantsResponseSchema = z.object({ success: z.boolean(), restaurant: PublicRestaurantSchema });
export const AvailableSlotSchema = z.object({
  time: z.string(),
  mealTimeId: z.string(),
  available: z.boolean(),
  coversLeft: z.number().int(),
});
export const AvailabilityResponseSchema = z.object({
  slots: z.array(AvailableSlotSchema),
  closedReason: z.enum(CLOSED_REASONS).nullable(),
});
export const CreateBookingSchema = z.object({
  restaurantId: idSchema('Invalid restaurant id'),
  date: LocalDateSchema,
  time: LocalTimeSchema,
  partySize: z.number().int().min(1).max(PARTY_SIZE_LIMIT),
  name: nameField('Name'),
  mobileNumber: z.string().trim().min(8, 'Enter a valid mobile number').max(20),
  otp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
  note: z.string().trim().max(BOOKING_NOTE_MAX, `Note must be at most ${BOOKING_NOTE_MAX} characters`).optional(),
  acceptTerms: z.literal(true, { error: RESERVATION_MESSAGES.termsRequired }),
});
export const CreateBookingResponseSchema = z.object({
  booking: z.object({
    _id: z.string(),
    reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    manageToken: z.string(),
    /** While pending: the venue answers by then, or the booking expires (issue 34). */
    answerBy: z.string().nullable(),
    /** The deposit asked (0: none); while `awaiting-deposit`, where to pay it. */
    depositPaise: z.number().int(),
    paymentUrl: z.string().nullable(),
  }),
});
export const VerifyBookingDepositResponseSchema = z.object({
  message: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  depositStatus: z.enum(DEPOSIT_STATES).nullable(),
});
export const CancelByGuestSchema = z.object({
  reference: z.string().trim().min(1).max(20),
  token: z.string().trim().min(1).max(100),
});

export const LiveActivityEventSchema = z.object({
  _id: z.string(),
  type: z.enum(LIVE_ACTIVITY_EVENTS),
  at: z.string(),
  booking: BookingSchema,
});
export type LiveActivityEvent = z.infer<typeof LiveActivityEventSchema>;

/* The bookings desk, guests' manage link, figures and live activity (res-desk). */

export const BOOKINGS_PAGE_SIZE = 20;
/** Guests' manage-link calls per client address (reads and cancellations together). */
export const GUEST_MANAGE_CALLS_PER_IP_PER_HOUR = 60;
/** `?since=` and the JSON answer give at most this many events. */
export const LIVE_ACTIVITY_EVENTS_LIMIT = 100;
/** The overall figures' default window and widest range, in venue days. */
export const BOOKING_FIGURES_DEFAULT_DAYS = 30;
export const BOOKING_FIGURES_MAX_DAYS = 366;
export const BOOKINGS_EXPORT_MAX_DAYS = 366;
export const BOOKINGS_EXPORT_MAX_ROWS = 20_000;
export const BOOKINGS_EXPORTS_PER_PROFILE_PER_HOUR = 20;

export const BOOKING_DESK_MESSAGES = {
  exportRateLimited: (wait: string) => `Too many exports. Please try again in ${wait}.`,
  rangeOrder: 'The start date must not be after the end date',
  rangeTooLong: (days: number) => `Choose a range of at most ${days} days`,
  badSince: 'since must be an event id or an ISO 8601 instant',
} as const;

/**
 * A booking on the desk's list, with what the guest book knows of its guest (decisions §7
 * "Guest book"): null for a guest not yet known, and for members without `tableReserveAccess`
 * (notes are personal data; they never see full numbers either).
 */
export const DeskBookingSchema = BookingSchema.extend({ guest: GuestSummarySchema.nullable() });
export type DeskBooking = z.infer<typeof DeskBookingSchema>;
export const GetAllBookingsResponseSchema = z.object({
  bookings: z.array(DeskBookingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const BookingActionResponseSchema = z.object({ booking: BookingSchema });
export const UpdateAutoAcceptResponseSchema = z.object({ restaurantId: z.string(), autoAccept: z.boolean() });

export const ManageBookingParamsSchema = z.object({ reference: z.string().trim().min(1).max(20) });
export const ManageBookingQuerySchema = z.object({ token: z.string().trim().min(1).max(100) });
/** What a guest sees through the manage link: no phone number, nothing of other bookings. */
export const GuestBookingSchema = z.object({
  reference: z.string(),
  restaurantName: z.string(),
  address: z.string(),
  city: z.string(),
  timeZone: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  partySize: z.number().int(),
  name: z.string(),
  status: z.enum(BOOKING_STATUSES),
  canCancel: z.boolean(),
  /** The last instant a guest may cancel online (startsAt − the restaurant's cut-off). */
  cancelBefore: z.string(),
  /** While pending: the venue answers by then, or the booking expires. */
  answerBy: z.string().nullable(),
  /** The booking's deposit and its policy (decisions §7); null when none was asked. */
  deposit: z
    .object({
      amountPaise: z.number().int(),
      status: z.enum(DEPOSIT_STATES),
      /** Cancelled before this instant, the deposit is refunded in full. */
      refundableUntil: z.string(),
      cancellationCutoffHours: z.number().int(),
      handling: z.enum(DEPOSIT_HANDLINGS),
      /** While awaiting: the payment link and when the hold ends. */
      paymentUrl: z.string().nullable(),
      holdUntil: z.string().nullable(),
    })
    .nullable(),
});
export type GuestBooking = z.infer<typeof GuestBookingSchema>;
export const ManageBookingResponseSchema = z.object({ booking: GuestBookingSchema });

export const CityWiseBookingsResponseSchema = z.object({
  /** The last seven venue-local dates, oldest first; `counts` follow this order. */
  days: z.array(z.string()),
  cities: z.array(z.object({ city: z.string(), counts: z.array(z.number().int()), total: z.number().int() })),
});
export type CityWiseBookings = z.infer<typeof CityWiseBookingsResponseSchema>;

export const BookingsRangeQuerySchema = z.object({ from: LocalDateSchema.optional(), to: LocalDateSchema.optional() });
export const BookingsDetailsResponseSchema = z.object({
  restaurantId: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  totalBookings: z.number().int(),
  byStatus: z.record(z.enum(BOOKING_STATUSES), z.number().int()),
  /** Guests of bookings that did or will take a table (accepted and arrived). */
  covers: z.number().int(),
  /** No-shows over the bookings that reached their time accepted (arrived + no-show); 0 when none. */
  noShowRate: z.number(),
  series: z.array(z.object({ date: z.string(), bookings: z.number().int(), covers: z.number().int() })),
});
export type BookingsDetails = z.infer<typeof BookingsDetailsResponseSchema>;

export const LiveActivityQuerySchema = z.object({
  /** An event id (`id:` of the stream) or an ISO 8601 instant: the events after it, as JSON. */
  since: z.string().trim().max(40).optional(),
  /**
   * EventSource cannot send headers: the stream is opened with a one-use ticket from
   * `POST /v1/restaurant/live-activity/ticket` (decisions §7), never an access token.
   */
  ticket: z.string().max(200).optional(),
  profileId: z.string().max(40).optional(),
  /** A new EventSource cannot send Last-Event-ID either: the last event id it saw, to replay what it missed. */
  lastEventId: z.string().trim().max(40).optional(),
});
export const LiveActivityResponseSchema = z.object({ events: z.array(LiveActivityEventSchema) });

/** A live-activity ticket opens one stream, within this many seconds of being minted (decisions §7). */
export const LIVE_ACTIVITY_TICKET_SECONDS = 60;
export const LiveActivityTicketResponseSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export type LiveActivityTicket = z.infer<typeof LiveActivityTicketResponseSchema>;

export const BookingsExportQuerySchema = z.object({ from: LocalDateSchema, to: LocalDateSchema });
/* Response bodies of the set-up calls (inside the envelope). */
export const RestaurantBodySchema = z.object({ restaurant: RestaurantSchema });
export const RestaurantSearchBodySchema = z.object({ restaurants: z.array(RestaurantSearchResultSchema) });
export const MealTimesBodySchema = z.object({ mealTimes: z.array(MealTimeSchema) });
export const MealTimeBodySchema = z.object({ mealTime: MealTimeSchema });
export const SlotsBodySchema = z.object({ slots: z.array(SlotSchema) });
export const TermsClausesBodySchema = z.object({ clauses: z.array(TermsClauseSchema) });
export const DeleteByIdSchema = z.object({ _id: idSchema() });
export const MealTimeDeletedBodySchema = z.object({ deleted: z.string() });
export const RestaurantIdParamsSchema = z.object({ id: idSchema('Invalid restaurant id') });
export const RestaurantPathParamsSchema = z.object({ restaurantId: idSchema('Invalid restaurant id') });
export const MealTimePathParamsSchema = z.object({ mealTimeId: idSchema('Invalid meal time id') });
export const SlotsPathParamsSchema = z.object({ restaurantId: idSchema('Invalid restaurant id'), date: LocalDateSchema });
