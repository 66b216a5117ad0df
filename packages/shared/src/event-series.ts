import { z } from 'zod';
import { LocalDateSchema } from './common.ts';
import { WEEKDAY_NAMES } from './reservations.ts';

/*
 * Weekly series, the buyer's own cancellation and GST inside ticket prices (issue 39 part 2,
 * decisions §7 "Events: promo codes, series, attendees, buyer cancellation"). Occurrences are
 * counted on the venue's calendar: local dates, never the server's.
 */

/** Decisions §7: a series has at most this many dates. */
export const SERIES_OCCURRENCES_MAX = 52;
/** GST rates a ticket price may include (decisions §7). */
export const TICKET_GST_RATES = [0, 5, 12, 18, 28] as const;
export type TicketGstRate = (typeof TICKET_GST_RATES)[number];
/** How far before the start a buyer may cancel: up to 30 days. */
export const REFUND_HOURS_BEFORE_MAX = 720;

export const SERIES_MESSAGES = {
  noDates: 'The repeat days and end date give no dates: choose a day of the week on or after the first date.',
  tooManyDates: (count: number) =>
    `A series can have at most ${SERIES_OCCURRENCES_MAX} dates; these settings make ${count}. Choose an earlier end date or fewer days.`,
  untilBeforeStart: 'The series must end on or after its first date',
  byDayRequired: 'Choose at least one day of the week',
  gstNeedsGstin:
    'Add your GSTIN to your payout account (Wallet › Account) before ticket prices can include GST. Until then the GST rate must be 0.',
  cancellationNotAllowed: 'This event does not allow cancellations. Please contact the venue.',
  refundWindowClosed: (deadline: string) => `Cancellations for this event closed on ${deadline} (venue time).`,
  alreadyCheckedIn: 'A ticket of this order was already used at the door, so the order can no longer be cancelled.',
  notCancellable: 'Only a paid order can be cancelled.',
} as const;

/** Form fields arrive as strings: JSON objects are parsed, '' is "not given". */
const jsonField = (value: unknown) => {
  if (value === '' || value === null) return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

export const RecurrenceSchema = z.object({
  frequency: z.literal('weekly'),
  byDay: z
    .array(z.number().int().min(0).max(6))
    .min(1, SERIES_MESSAGES.byDayRequired)
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  until: LocalDateSchema,
});
export type Recurrence = z.output<typeof RecurrenceSchema>;
export const recurrenceField = z.preprocess(jsonField, RecurrenceSchema.optional());

export const RefundPolicySchema = z.object({
  allowed: z.boolean(),
  untilHoursBefore: z.number().int().min(0).max(REFUND_HOURS_BEFORE_MAX),
});
export type RefundPolicy = z.infer<typeof RefundPolicySchema>;
export const refundPolicyField = z.preprocess(jsonField, RefundPolicySchema.optional());

export const gstRateField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number()
    .refine((rate) => (TICKET_GST_RATES as readonly number[]).includes(rate), 'GST rate must be 0, 5, 12, 18 or 28')
    .optional(),
);

/** `PUT /v2/ticketed-events/{id}?scope=`: this date only, it and the later ones, or every date. */
export const EDIT_SCOPES = ['one', 'following', 'all'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];
export const EditScopeQuerySchema = z.object({ scope: z.enum(EDIT_SCOPES).default('one') });

/** `YYYY-MM-DD` → 0–6 (Sunday 0), read on the calendar itself. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The local dates of a weekly series: every date from `firstDate` to `until` (both included)
 * whose weekday is in `byDay`. Stops counting one past the cap, so a caller can say how many
 * the settings would make without walking years of dates.
 */
export function seriesDates(firstDate: string, recurrence: Pick<Recurrence, 'byDay' | 'until'>, cap = 400): string[] {
  const dates: string[] = [];
  for (let date = firstDate; date <= recurrence.until && dates.length < cap; date = nextDate(date)) {
    if (recurrence.byDay.includes(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

/** "Every Friday", "Every Friday and Saturday", "Every Monday, Wednesday and Friday". */
export function recurrenceText(byDay: readonly number[]): string {
  const names = [...byDay].sort((a, b) => a - b).map((day) => WEEKDAY_NAMES[day] ?? '');
  if (names.length === 7) return 'Every day';
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Every ${list}`;
}

/**
 * A GST-inclusive price split into taxable value and tax (decisions §7 "GST on tickets"):
 * taxable = round(total × 100 / (100 + rate)), GST = total − taxable, so the parts always add up
 * to what was paid. The buyer's state is unknown, so the supply is taken as intra-state (the
 * venue's state is the place of supply of admission to an event held there, IGST Act s. 12(5)):
 * CGST and SGST halves, the odd paisa on SGST.
 */
export function gstInclusiveSplit(
  totalPaise: number,
  ratePercent: number,
): { taxablePaise: number; gstPaise: number; cgstPaise: number; sgstPaise: number } {
  if (!Number.isInteger(totalPaise) || totalPaise < 0) throw new RangeError('totalPaise must be a whole, non-negative number');
  const taxablePaise = Math.round((totalPaise * 100) / (100 + ratePercent));
  const gstPaise = totalPaise - taxablePaise;
  const cgstPaise = Math.floor(gstPaise / 2);
  return { taxablePaise, gstPaise, cgstPaise, sgstPaise: gstPaise - cgstPaise };
}

/** What the guest's ticket page says about cancelling: may they, until when, and if not, why. */
export const BuyerCancellationSchema = z.object({
  canCancel: z.boolean(),
  /** The last instant a cancellation is accepted; null when the event allows none. */
  deadline: z.string().nullable(),
  /** Why not, in words (null while the guest can cancel). */
  reason: z.string().nullable(),
});
export type BuyerCancellation = z.infer<typeof BuyerCancellationSchema>;

export const BuyerCancelSchema = z.object({ token: z.string().trim().min(1).max(100) });

/** The guest's receipt (a PDF) of a paid order. */
export const ticketReceiptPath = (username: string, orderId: string) =>
  `/v/${encodeURIComponent(username)}/events/orders/${encodeURIComponent(orderId)}/receipt`;
