import { z } from 'zod';
import { idSchema, LocalDateSchema, LocalTimeSchema, TimeZoneSchema } from './common.ts';
import { RESERVATION_MESSAGES } from './reservation-messages.ts';

/*
 * Table reservations (spec §2, §3, §4, §7 "Restaurant and reservations", §8; decisions §4
 * booking codes, §6 "Time" and "Reservations"). Dates are the restaurant's local YYYY-MM-DD,
 * times HH:MM, in its IANA zone. Capacity is counted in covers (guests seated at once).
 */

export const BOOKING_STATUSES = ['pending', 'accepted', 'declined', 'arrived', 'no-show', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  arrived: 'Arrived',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
} as const satisfies Record<BookingStatus, string>;
/** The moves a booking may make (decisions §6); anything else is refused with 409. */
export const BOOKING_TRANSITIONS = {
  pending: ['accepted', 'declined', 'cancelled'],
  accepted: ['arrived', 'no-show', 'cancelled'],
  declined: [],
  arrived: [],
  'no-show': [],
  cancelled: [],
} as const satisfies Record<BookingStatus, readonly BookingStatus[]>;

export const LIVE_ACTIVITY_EVENTS = ['new', 'accepted', 'declined', 'arrived', 'no-show', 'cancelled'] as const;
export type LiveActivityEventType = (typeof LIVE_ACTIVITY_EVENTS)[number];

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const PARTY_SIZE_LIMIT = 100;
export const BOOKING_REFERENCE_LENGTH = 8;
export const BOOKING_NOTE_MAX = 300;
export const TERMS_CLAUSE_MAX = 500;
export const CITY_WISE_DAYS = 7;

/** Kept in a zod-free file so the guest's booking page can show them without shipping zod. */
export { RESERVATION_MESSAGES } from './reservation-messages.ts';

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
export const WorkingHoursSchema = z.object({
  openingHours: z.array(WeeklyHoursSchema).max(7),
  exceptions: z.array(HourExceptionSchema).max(366).default([]),
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
  })
  .refine((meal) => meal.end > meal.start, { message: RESERVATION_MESSAGES.mealTimeOrder, path: ['end'] });
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
});
export type MealTime = z.infer<typeof MealTimeSchema>;

export const SlotSchema = z.object({
  time: z.string(),
  mealTimeId: z.string(),
  slotStatus: z.enum(['open', 'closed']),
  coversBooked: z.number().int(),
  coversLeft: z.number().int(),
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
});
export type Booking = z.infer<typeof BookingSchema>;
export const GetAllBookingsQuerySchema = z.object({
  date: LocalDateSchema.optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export const BookingActionSchema = z.object({ bookingId: idSchema('Invalid booking id') });
export const UpdateAutoAcceptSchema = z.object({ restaurantId: idSchema('Invalid restaurant id'), autoAccept: z.boolean() });

/* Guests (public, no login). */
export const AvailabilityQuerySchema = z.object({
  restaurantId: idSchema('Invalid restaurant id'),
  date: LocalDateSchema,
  partySize: z.coerce.number().int().min(1).max(PARTY_SIZE_LIMIT),
});
export const AvailableSlotSchema = z.object({
  time: z.string(),
  mealTimeId: z.string(),
  available: z.boolean(),
  coversLeft: z.number().int(),
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
  booking: z.object({ _id: z.string(), reference: z.string(), status: z.enum(BOOKING_STATUSES), manageToken: z.string() }),
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
