import {
  EVENT_MESSAGES,
  priceText,
  REFUND_HOURS_BEFORE_MAX,
  SERIES_MESSAGES,
  SERIES_OCCURRENCES_MAX,
  seriesDates,
  ATTENDEE_QUESTIONS_PER_TYPE_MAX,
  TICKET_TYPES_PER_EVENT_MAX,
  TICKETS_PER_ORDER_MAX,
} from '@venue/shared';
import { z } from 'zod';

/*
 * What the owner types (decisions §6 "Events and tickets"): times on the venue's clock as
 * datetime-local values, prices in rupees as text. The calls send instants, and the server
 * checks again with the shared schemas (packages/shared/src/events.ts), whose words these reuse.
 */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const localTime = (label: string) => z.string().regex(LOCAL_TIME, `${label} is required`);
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

export const TicketTypeFormSchema = z
  .object({
    _id: z.string().optional(),
    name: text('Ticket name', 80).min(1, 'Ticket name is required'),
    price: priceText(EVENT_MESSAGES.priceRequired),
    quantity: wholeNumber('Quantity', 1, 1_000_000),
    salesStart: localTime('Sales start'),
    salesEnd: localTime('Sales end'),
    maxPerOrder: wholeNumber('Max per order', 1, TICKETS_PER_ORDER_MAX),
    /** Asked of each attendee besides their name (decisions §7 "attendee details"). */
    attendeeQuestions: z
      .array(
        z.object({
          _id: z.string().optional(),
          label: text('Question', 120).min(1, 'Write the question'),
          required: z.boolean(),
        }),
      )
      .max(ATTENDEE_QUESTIONS_PER_TYPE_MAX, `At most ${ATTENDEE_QUESTIONS_PER_TYPE_MAX} questions per ticket type`),
  })
  .refine((ticket) => ticket.salesEnd > ticket.salesStart, { path: ['salesEnd'], message: EVENT_MESSAGES.salesWindowOrder });

export const EventFormSchema = z
  .object({
    name: text('Event name', 120).min(1, EVENT_MESSAGES.nameRequired),
    description: text('Description', 4000),
    startsAt: localTime('Start'),
    endsAt: localTime('End'),
    venueName: text('Venue name', 120).min(1, 'Venue name is required'),
    address: text('Address', 300).min(1, 'Address is required'),
    capacity: wholeNumber('Capacity', 1, 1_000_000).nullable(),
    rsvp: z.boolean(),
  })
  // Same-zone local times compare as text.
  .refine((event) => event.endsAt > event.startsAt, { path: ['endsAt'], message: EVENT_MESSAGES.timeOrder });

/**
 * A ticketed event's own settings (issue 39): repeating weekly (when created), buyers'
 * cancellation until some hours before the start, and GST included in the prices.
 */
export const TicketedSettingsFormSchema = z.object({
  repeats: z.boolean(),
  byDay: z.array(z.number().int().min(0).max(6)),
  until: z.string(),
  refundAllowed: z.boolean(),
  refundHours: wholeNumber('Hours before the start', 0, REFUND_HOURS_BEFORE_MAX),
  gstRatePercent: z.string(),
});

/** The local dates a repeating event would have: counted as the server counts them (on the venue's calendar). */
export const seriesDatesOf = (values: { startsAt: string; byDay: number[]; until: string }) =>
  /^\d{4}-\d{2}-\d{2}/.test(values.startsAt) && /^\d{4}-\d{2}-\d{2}$/.test(values.until)
    ? seriesDates(values.startsAt.slice(0, 10), { byDay: values.byDay, until: values.until }, SERIES_OCCURRENCES_MAX + 1)
    : [];

/** The whole editor: a free event has no ticket types, a ticketed one 1 to 20. */
export const eventEditorSchema = (isTicketed: boolean) =>
  z
    .intersection(
      z.intersection(EventFormSchema, TicketedSettingsFormSchema),
      z.object({
        ticketTypes: isTicketed
          ? z.array(TicketTypeFormSchema).min(1, EVENT_MESSAGES.ticketTypesRequired).max(TICKET_TYPES_PER_EVENT_MAX)
          : z.array(TicketTypeFormSchema).max(0),
      }),
    )
    .superRefine((values, ctx) => {
      if (!values.repeats) return;
      if (values.byDay.length === 0) ctx.addIssue({ code: 'custom', path: ['byDay'], message: SERIES_MESSAGES.byDayRequired });
      if (!/^\d{4}-\d{2}-\d{2}$/.test(values.until)) {
        ctx.addIssue({ code: 'custom', path: ['until'], message: 'Choose the last date' });
        return;
      }
      if (values.until < values.startsAt.slice(0, 10)) {
        ctx.addIssue({ code: 'custom', path: ['until'], message: SERIES_MESSAGES.untilBeforeStart });
        return;
      }
      const count = seriesDatesOf(values).length;
      if (values.byDay.length > 0 && count === 0)
        ctx.addIssue({ code: 'custom', path: ['until'], message: SERIES_MESSAGES.noDates });
      if (count > SERIES_OCCURRENCES_MAX) {
        const all = seriesDates(values.startsAt.slice(0, 10), { byDay: values.byDay, until: values.until }).length;
        ctx.addIssue({ code: 'custom', path: ['until'], message: SERIES_MESSAGES.tooManyDates(all) });
      }
    });
/** Price is typed text (the shared price schema reads strings). */
type TicketTypeFormValues = Omit<z.input<typeof TicketTypeFormSchema>, 'price'> & { price: string };
export type EventEditorValues = z.input<typeof EventFormSchema> &
  z.input<typeof TicketedSettingsFormSchema> & { ticketTypes: TicketTypeFormValues[] };
