import { z } from 'zod';
import { idSchema, InstantSchema } from './common.ts';
import { priceText } from './menu.ts';
import {
  BuyerCancellationSchema,
  gstRateField,
  RecurrenceSchema,
  recurrenceField,
  RefundPolicySchema,
  refundPolicyField,
} from './event-series.ts';
import { rupeesToPaise } from './money.ts';

/*
 * Events and tickets (spec §2 "/add-event", "/event-ticket-selling", "/event/{eventId}/guests",
 * §7 "Events", §8; decisions §6 "Events and tickets"). Times are ISO instants, shown in the
 * venue's zone; money is integer paise, prices are typed in rupees (up to 2 decimals).
 */

export const EVENT_STATUSES = ['draft', 'on-sale', 'paused', 'sold-out', 'cancelled', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/**
 * `refund-pending`: paid after the hold was released, or paid for an event that was cancelled;
 * `refunded` once the provider refunded it (its tickets are then cancelled).
 */
export const TICKET_ORDER_STATUSES = ['reserved', 'paid', 'expired', 'cancelled', 'refund-pending', 'refunded'] as const;
export type TicketOrderStatus = (typeof TICKET_ORDER_STATUSES)[number];
export const TICKET_STATUSES = ['valid', 'cancelled'] as const;

/**
 * Stock is held this long for a guest to pay, and the payment link lives exactly as long
 * (decisions §7 "Trust in daily use"): Razorpay refuses an `expire_by` less than 15 minutes
 * ahead, so a 15-minute link failed checkout with any latency at all.
 */
export const TICKET_HOLD_MINUTES = 16;
/** Ticket codes: 12 characters from an alphabet without look-alikes (0/O, 1/I/L, 5/S, 2/Z, 8/B). */
export const TICKET_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const TICKET_CODE_LENGTH = 12;
export const TICKET_TYPES_PER_EVENT_MAX = 20;
export const TICKETS_PER_ORDER_MAX = 20;
/** Ticket orders per client address per hour (each also needs a fresh booking code). */
export const TICKET_ORDERS_PER_ADDRESS_PER_HOUR = 20;
/** Guests' order reads and verification calls per client address per hour. */
export const TICKET_ORDER_READS_PER_ADDRESS_PER_HOUR = 120;
/**
 * RSVPs to a free event (issue 12 "Events (free, optionally with RSVP and capacity)") are free
 * orders of one ticket type the event keeps for them: its quantity is the event's capacity
 * (or this many when none is set), its sales run until the event ends, and one guest brings at
 * most RSVP_PLACES_PER_ORDER_MAX people. They are issued at once, with no payment.
 */
export const RSVP_TICKET_TYPE_NAME = 'RSVP';
export const RSVP_UNLIMITED_PLACES = 1_000_000;
export const RSVP_PLACES_PER_ORDER_MAX = 10;
/**
 * Places one phone may hold at one event, RSVPs and tickets alike, held and paid together
 * (issue 34 findings 5 and 6): as many as one order may take of the event's most generous
 * ticket type (`maxPerOrder`, an RSVP's RSVP_PLACES_PER_ORDER_MAX), never more than one full
 * order (TICKETS_PER_ORDER_MAX). A second order from the same phone is for a friend who was
 * left out, not for the whole room.
 */
export const placesPerPhoneAtEvent = (maxPerOrders: readonly number[]) =>
  Math.min(TICKETS_PER_ORDER_MAX, Math.max(1, ...maxPerOrders));
/**
 * Holds one phone may let lapse unpaid at one event in an hour before it must wait (issue 34
 * finding 6: a phone renewed an 80-ticket hold five times an hour, keeping it off sale).
 */
export const LAPSED_HOLDS_PER_PHONE_PER_EVENT_PER_HOUR = 2;
/** Guest-list spreadsheets per venue per hour (each is built in the render pool). */
export const ATTENDEE_EXPORTS_PER_PROFILE_PER_HOUR = 20;

/** Decisions §7: the door opens this long before the event starts; earlier needs `force`. */
export const CHECK_IN_OPENS_HOURS_BEFORE = 6;

export const EVENT_MESSAGES = {
  nameRequired: 'Event name is required',
  timeOrder: 'The event must end after it starts',
  salesWindowOrder: 'Ticket sales must end after they start',
  ticketTypesInvalid: 'Ticket types must be a list of { name, price, quantity, salesStart, salesEnd, maxPerOrder }',
  ticketTypesRequired: 'Add at least one ticket type',
  priceRequired: 'Ticket price is required',
  priceZero: 'Ticket price must be more than 0',
  createTicketedFailed: 'Failed to create ticketed event',
  updateTicketedFailed: 'Failed to update ticketed event',
  notFound: 'Event not found',
  paidTicketsExist: 'This event has paid tickets. Cancel the event before deleting it.',
  /** A hold made while the event was being deleted: its link could not be cancelled first. */
  paymentsInProgress: 'A guest is paying for tickets to this event right now. Try deleting it again in a minute.',
  refundsPending: 'Refunds for this event are still being made. Delete it once they are done.',
  quantityBelowSold: 'Quantity cannot be less than the tickets already sold',
  ticketTypeSold: 'A ticket type with sold tickets cannot be removed',
  notOnSale: 'Tickets for this event are not on sale',
  ticketTypeUnknown: 'Unknown ticket type',
  outsideSalesWindow: 'Tickets of this type are not on sale now',
  overMaxPerOrder: 'Too many tickets of one type in one order',
  soldOut: 'Not enough tickets left',
  rsvpClosed: 'RSVPs for this event are closed',
  rsvpFull: 'Not enough places left',
  capacityBelowTaken: 'Capacity cannot be less than the places already taken',
  orderNotFound: 'Order not found',
  holdExpired: 'The hold on these tickets expired; the payment will be refunded',
  /** A payment for an order that can no longer get tickets (released, cancelled, event off). */
  paymentRefunding: 'No tickets could be issued for this payment, so it is being refunded to you in full.',
  holdExists:
    'You already have tickets on hold for this event. Pay for them, or wait until the hold ends, before ordering again.',
  phoneLimitReached: (places: number) =>
    `One mobile number can have at most ${places} ${places === 1 ? 'place' : 'places'} at this event.`,
  eventOver: 'This event is over',
  holdsLapsed: (wait: string) => `Your last holds on tickets for this event ended without payment. Please try again in ${wait}.`,
  orderNotCancellable: 'This order is already cancelled, refunded or no longer on hold',
  paymentConfirmed: 'Payment confirmed. Your tickets are ready.',
  alreadyCheckedIn: 'already_checked_in',
  invalidCode: 'invalid',
  unpaid: 'unpaid',
  cancelled: 'cancelled',
  checkInTooEarly: (opens: string) =>
    `Check-in opens ${CHECK_IN_OPENS_HOURS_BEFORE} hours before the event starts, at ${opens}. The owner or a manager can check a guest in before then.`,
  forceCheckInNotAllowed: 'Only the owner or a manager can check a guest in before check-in opens.',
  orderAmountMismatch: 'The paid amount does not match this order',
  exportRateLimited: (wait: string) => `Too many exports. Please try again in ${wait}.`,
} as const;

/** The dashboard-free page the provider sends the guest back to; it calls the verification. */
export const TICKET_PAYMENT_CALLBACK_PAGE_PATH = '/ticket-payment-callback';
/** The guest's ticket page (`?token=` opens it): the link the buyer's SMS carries. */
export const ticketPagePath = (username: string, orderId: string) =>
  `/v/${encodeURIComponent(username)}/tickets/${encodeURIComponent(orderId)}`;

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
/** Form fields arrive as strings: '' means "not given". */
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const formBoolean = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);

const eventFields = {
  name: text('Event name', 120).min(1, EVENT_MESSAGES.nameRequired),
  description: text('Description', 4000).default(''),
  startsAt: InstantSchema,
  endsAt: InstantSchema,
  venueName: text('Venue name', 120).default(''),
  address: text('Address', 300).default(''),
  capacity: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(1_000_000).optional()),
  rsvp: z.preprocess(blankAsUndefined, formBoolean.optional()),
};
const timesInOrder = (value: { startsAt?: string | undefined; endsAt?: string | undefined }) =>
  !value.startsAt || !value.endsAt || Date.parse(value.endsAt) > Date.parse(value.startsAt);

/** `POST /v2/createEvent` (form; `file` is the banner). */
export const CreateEventFormSchema = z
  .object(eventFields)
  .refine(timesInOrder, { message: EVENT_MESSAGES.timeOrder, path: ['endsAt'] });
export type CreateEventForm = z.output<typeof CreateEventFormSchema>;

const partialEventFields = {
  name: eventFields.name.optional(),
  description: text('Description', 4000).optional(),
  startsAt: InstantSchema.optional(),
  endsAt: InstantSchema.optional(),
  venueName: text('Venue name', 120).optional(),
  address: text('Address', 300).optional(),
  // In an edit, a blank (or null) capacity takes the limit off; an absent one leaves it.
  capacity: z.preprocess(
    (value) => (value === '' ? null : value),
    z.union([z.null(), z.coerce.number().int().min(1).max(1_000_000)]).optional(),
  ),
  rsvp: eventFields.rsvp,
};

/** `PATCH /v2/updateEvent` (form or JSON; a `file` replaces the banner). */
export const UpdateEventFormSchema = z
  .object({ _id: idSchema('Invalid event id'), ...partialEventFields })
  .refine(timesInOrder, { message: EVENT_MESSAGES.timeOrder, path: ['endsAt'] });
export type UpdateEventForm = z.output<typeof UpdateEventFormSchema>;

export const EventIdBodySchema = z.object({ _id: idSchema('Invalid event id') });
export const EventIdParamsSchema = z.object({ id: idSchema('Invalid event id') });
export const PublishEventSchema = z.object({
  _id: idSchema('Invalid event id'),
  publish: z.union([z.literal(0), z.literal(1)]),
});
/**
 * `PUT /v2/ticketed-events/{id}/status`. With `publish: 1` (only with `on-sale`) the event is
 * also published, in one write: "publish and sell" is one action (issue 36).
 */
export const EventStatusUpdateSchema = z
  .object({ status: z.enum(EVENT_STATUSES), publish: z.literal(1).optional() })
  .refine((update) => update.publish === undefined || update.status === 'on-sale', {
    message: 'Publish goes with on-sale: publish and sell',
    path: ['publish'],
  });

/** What the owner is told before selling tickets (issue 36): the fee, the settlement, the payout account. */
export const SellingTermsSchema = z.object({
  /** The platform's fee in percent of each sale (`PLATFORM_FEE_PERCENT`). */
  platformFeePercent: z.number(),
  /** GST on the fee, in percent. */
  gstRatePercent: z.number(),
  /** Days after the event's end before its ticket money can be paid out (`SETTLEMENT_DAYS`). */
  settlementDays: z.number().int(),
  /** The payout account's state: payouts are refused until it is `verified`. */
  payoutAccount: z.enum(['missing', 'pending', 'verified', 'rejected']),
  /** Whether the payout account carries a GSTIN: ticket prices may include GST only then. */
  hasGstin: z.boolean(),
});
export type SellingTerms = z.infer<typeof SellingTermsSchema>;
/** `{id}` is the venue's restaurant id or its profile id. */
export const VenueIdParamsSchema = z.object({ id: idSchema('Invalid id') });

/**
 * What a ticket type asks each attendee besides their name (decisions §7 "Events: promo codes,
 * series, attendees, buyer cancellation"). A question without `_id` is new; one with it keeps
 * its answers.
 */
export const ATTENDEE_QUESTIONS_PER_TYPE_MAX = 5;
export const ATTENDEE_ANSWER_MAX = 200;
export const AttendeeQuestionInputSchema = z.object({
  _id: idSchema('Invalid question id').optional(),
  label: text('Question', 120).min(1, 'Write the question'),
  required: z.boolean().default(false),
});
export const AttendeeQuestionSchema = z.object({ _id: z.string(), label: z.string(), required: z.boolean() });
export type AttendeeQuestion = z.infer<typeof AttendeeQuestionSchema>;
/** An attendee's answer as kept and shown: the question's words travel with it. */
export const AttendeeAnswerSchema = z.object({ questionId: z.string(), label: z.string(), answer: z.string() });
export type AttendeeAnswer = z.infer<typeof AttendeeAnswerSchema>;
export const ATTENDEE_MESSAGES = {
  countMismatch: (type: string, quantity: number) =>
    `Give ${quantity === 1 ? 'one attendee' : `${quantity} attendees`} for ${type}: one per ticket`,
  nameNeeded: (type: string) => `Enter the name of each attendee for ${type}`,
  answerNeeded: (label: string, ticket: number) => `Answer “${label}” for ticket ${ticket}`,
  unknownQuestion: 'An answer is for a question this ticket does not ask',
} as const;

export const TicketTypeInputSchema = z
  .object({
    /** Present when an edit keeps an existing type. */
    _id: idSchema('Invalid ticket type id').optional(),
    /** Absent in an edit: the type's questions stay as they are. */
    attendeeQuestions: z.array(AttendeeQuestionInputSchema).max(ATTENDEE_QUESTIONS_PER_TYPE_MAX).optional(),
    name: text('Ticket name', 80).min(1, 'Ticket name is required'),
    price: priceText(EVENT_MESSAGES.priceRequired).refine((value) => rupeesToPaise(value) > 0, EVENT_MESSAGES.priceZero),
    quantity: z.coerce.number().int().min(1).max(1_000_000),
    salesStart: InstantSchema,
    salesEnd: InstantSchema,
    maxPerOrder: z.coerce.number().int().min(1).max(TICKETS_PER_ORDER_MAX),
  })
  .refine((value) => Date.parse(value.salesEnd) > Date.parse(value.salesStart), {
    message: EVENT_MESSAGES.salesWindowOrder,
    path: ['salesEnd'],
  });
export type TicketTypeInput = z.output<typeof TicketTypeInputSchema>;

/** The form sends `ticketTypes` as a JSON string; a JSON body may send the array itself. */
const ticketTypesField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .array(TicketTypeInputSchema, { error: EVENT_MESSAGES.ticketTypesInvalid })
    .min(1, EVENT_MESSAGES.ticketTypesRequired)
    .max(TICKET_TYPES_PER_EVENT_MAX),
);

/** A ticketed event's own settings (issue 39): buyers' cancellation and GST inside the prices. */
const ticketedFields = { refundPolicy: refundPolicyField, gstRatePercent: gstRateField };

/** `POST /v2/ticketed-events` (form: the event's fields, `ticketTypes` JSON, `file` banner; `recurrence` makes a series). */
export const CreateTicketedEventFormSchema = z
  .object({ ...eventFields, ticketTypes: ticketTypesField, ...ticketedFields, recurrence: recurrenceField })
  .refine(timesInOrder, { message: EVENT_MESSAGES.timeOrder, path: ['endsAt'] });
export type CreateTicketedEventForm = z.output<typeof CreateTicketedEventFormSchema>;

/** `PUT /v2/ticketed-events/{id}` (form or JSON): types without `_id` are added, missing ones removed. */
export const UpdateTicketedEventFormSchema = z
  .object({ ...partialEventFields, ticketTypes: ticketTypesField.optional(), ...ticketedFields })
  .refine(timesInOrder, { message: EVENT_MESSAGES.timeOrder, path: ['endsAt'] });
export type UpdateTicketedEventForm = z.output<typeof UpdateTicketedEventFormSchema>;

export const TicketTypeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Rupees, as typed. */
  price: z.string(),
  pricePaise: z.number().int(),
  quantity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  available: z.number().int(),
  salesStart: z.string(),
  salesEnd: z.string(),
  maxPerOrder: z.number().int(),
  attendeeQuestions: z.array(AttendeeQuestionSchema),
});
export type TicketType = z.infer<typeof TicketTypeSchema>;

export const EventSchema = z.object({
  _id: z.string(),
  profileId: z.string(),
  name: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The venue's IANA zone: show the times in it. */
  timeZone: z.string(),
  venueName: z.string(),
  address: z.string(),
  banner: z.string().nullable(),
  capacity: z.number().int().nullable(),
  rsvp: z.boolean(),
  publish: z.union([z.literal(0), z.literal(1)]),
  isTicketed: z.boolean(),
  status: z.enum(EVENT_STATUSES),
  ticketTypes: z.array(TicketTypeSchema),
  /** The weekly series this date belongs to (each date is an event of its own), and its rule. */
  seriesId: z.string().nullable(),
  recurrence: RecurrenceSchema.nullable(),
  refundPolicy: RefundPolicySchema,
  /** GST included in the ticket prices, in percent (0: none). */
  gstRatePercent: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VenueEvent = z.infer<typeof EventSchema>;
export const EventListResponseSchema = z.object({ events: z.array(EventSchema) });
export const EventResponseSchema = z.object({ event: EventSchema });
export const TicketedEventListResponseSchema = z.object({ results: z.array(EventSchema) });
export const DeletedEventResponseSchema = z.object({ _id: z.string(), deleted: z.literal(true) });

/* Guests' orders (public). */

export const CreateTicketOrderSchema = z.object({
  eventId: idSchema('Invalid event id'),
  items: z
    .array(
      z.object({
        ticketTypeId: idSchema('Invalid ticket type id'),
        quantity: z.number().int().min(1).max(TICKETS_PER_ORDER_MAX),
        /** One per ticket, when given: who comes and their answers to the type's questions. */
        attendees: z
          .array(
            z.object({
              name: text('Attendee name', 80).min(1, 'Enter each attendee’s name'),
              answers: z
                .array(
                  z.object({
                    questionId: idSchema('Invalid question id'),
                    answer: text('Answer', ATTENDEE_ANSWER_MAX),
                  }),
                )
                .max(ATTENDEE_QUESTIONS_PER_TYPE_MAX)
                .default([]),
            }),
          )
          .max(TICKETS_PER_ORDER_MAX)
          .optional(),
      }),
    )
    .min(1, 'Choose at least one ticket')
    .max(TICKET_TYPES_PER_EVENT_MAX)
    .refine((items) => new Set(items.map((item) => item.ticketTypeId)).size === items.length, 'Each ticket type once per order'),
  name: text('Name', 80).min(1, 'Name is required'),
  mobileNumber: z.string().trim().min(8, 'Enter a valid mobile number').max(20),
  otp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
  /** A promo code of the event (event-promo-codes.ts), any case. */
  promoCode: z.string().trim().max(40).optional(),
});
export type CreateTicketOrder = z.infer<typeof CreateTicketOrderSchema>;
export const CreateTicketOrderResponseSchema = z.object({
  order: z.object({
    _id: z.string(),
    /** `paid` for an RSVP (nothing to pay): its tickets are issued with the answer. */
    status: z.enum(['reserved', 'paid']),
    reservedUntil: z.string(),
    /** The provider's page to pay on; null for an RSVP. */
    paymentUrl: z.string().nullable(),
    accessToken: z.string(),
    /** Tickets at their prices, the promo code's discount, and what is paid. */
    subtotalPaise: z.number().int(),
    discountPaise: z.number().int(),
    totalPaise: z.number().int(),
  }),
});

export const TicketOrderParamsSchema = z.object({ orderId: idSchema('Invalid order id') });
export const TicketOrderQuerySchema = z.object({ token: z.string().trim().min(1).max(100) });

export const TicketSchema = z.object({
  _id: z.string(),
  code: z.string(),
  /** The code as a QR image (SVG data URL). */
  qr: z.string(),
  ticketTypeName: z.string(),
  attendeeName: z.string(),
  status: z.enum(TICKET_STATUSES),
  checkedInAt: z.string().nullable(),
  answers: z.array(AttendeeAnswerSchema),
});
export const TicketOrderViewSchema = z.object({
  order: z.object({
    _id: z.string(),
    eventId: z.string(),
    eventName: z.string(),
    startsAt: z.string(),
    /** Where and until when, for the ticket page and its calendar links. */
    endsAt: z.string(),
    venueName: z.string(),
    address: z.string(),
    timeZone: z.string(),
    status: z.enum(TICKET_ORDER_STATUSES),
    reservedUntil: z.string(),
    subtotalPaise: z.number().int(),
    discountPaise: z.number().int(),
    /** The promo code as the venue wrote it, when one was used. */
    promoCode: z.string().nullable(),
    totalPaise: z.number().int(),
    paymentUrl: z.string().nullable(),
    items: z.array(
      z.object({ ticketTypeId: z.string(), name: z.string(), quantity: z.number().int(), unitPricePaise: z.number().int() }),
    ),
  }),
  tickets: z.array(TicketSchema),
  /** Whether the buyer may cancel for a full refund, until when, or why not (issue 39). */
  cancellation: BuyerCancellationSchema,
  /** GST included in the order's prices (0: none); a paid order has a receipt either way. */
  gstRatePercent: z.number().int(),
  hasReceipt: z.boolean(),
});
export type TicketOrderView = z.infer<typeof TicketOrderViewSchema>;
export const TicketPaymentVerificationResponseSchema = z.object({
  message: z.string(),
  orderId: z.string(),
  status: z.enum(TICKET_ORDER_STATUSES),
});

/* Door: attendees and check-in. */

export const AttendeesQuerySchema = z.object({ search: z.string().trim().max(80).optional() });
export const AttendeeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  attendeeName: z.string(),
  mobileNumber: z.string(),
  ticketTypeName: z.string(),
  orderId: z.string(),
  status: z.enum(TICKET_STATUSES),
  checkedInAt: z.string().nullable(),
  answers: z.array(AttendeeAnswerSchema),
});
export type Attendee = z.infer<typeof AttendeeSchema>;
export const AttendeeListResponseSchema = z.object({ attendees: z.array(AttendeeSchema) });
export const CheckInSchema = z.object({
  code: z.string().trim().min(1).max(40),
  /** The scanner's id for this scan: sent again after a lost answer, it gets the first answer. */
  nonce: z.string().trim().min(8).max(64).optional(),
  /** Before check-in opens: owner or manager only, audited (decisions §7). */
  force: z.boolean().optional(),
});
export const CheckInResponseSchema = z.object({ attendee: AttendeeSchema });

/** `POST /v2/ticket-orders/{orderId}/cancel-by-venue`: the owner cancels one order or RSVP. */
export const CancelledTicketOrderResponseSchema = z.object({
  order: z.object({
    _id: z.string(),
    status: z.enum(TICKET_ORDER_STATUSES),
    /** What goes back to the guest (0 for an RSVP or an unpaid hold). */
    refundPaise: z.number().int(),
  }),
});
export type CancelledTicketOrder = z.infer<typeof CancelledTicketOrderResponseSchema>;
