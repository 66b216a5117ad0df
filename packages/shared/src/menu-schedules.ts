import { z } from 'zod';
import { LocalDateSchema } from './common.ts';
import { AVAILABILITY_WINDOWS_MAX, type AvailabilityWindow } from './menu-schedule-labels.ts';

/*
 * Menu schedules (decisions §7): `availability: [{ days: [0–6], start: 'HH:MM', end: 'HH:MM',
 * until? }]` on a category, subcategory or dish, an empty list meaning always. `addItems` and
 * `editItems` take it as a JSON form field, `editCategory` and `editSubCategory` in their body.
 */

export {
  AVAILABILITY_WINDOWS_MAX,
  WEEKDAY_SHORT_NAMES,
  availabilityText,
  availabilityWindowText,
  clockText,
  daysText,
  type Availability,
  type AvailabilityWindow,
} from './menu-schedule-labels.ts';

export const SCHEDULE_MESSAGES = {
  list: 'Availability must be a list of times, e.g. [{"days":[1,2,3,4,5],"start":"07:00","end":"11:00"}]',
  tooMany: `Add at most ${AVAILABILITY_WINDOWS_MAX} availability times`,
  noDays: 'Choose at least one day',
  dayRange: 'Days are numbers from 0 (Sunday) to 6 (Saturday)',
  dayTwice: 'Choose each day once',
  start: 'Enter the start time as HH:MM (24-hour)',
  end: 'Enter the end time as HH:MM (24-hour)',
  sameStartEnd: 'The end time must differ from the start time',
  until: 'Enter the last day as YYYY-MM-DD',
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const AvailabilityWindowSchema = z
  .object({
    days: z
      .array(
        z
          .number({ error: SCHEDULE_MESSAGES.dayRange })
          .int(SCHEDULE_MESSAGES.dayRange)
          .min(0, SCHEDULE_MESSAGES.dayRange)
          .max(6, SCHEDULE_MESSAGES.dayRange),
        {
          error: SCHEDULE_MESSAGES.noDays,
        },
      )
      .min(1, SCHEDULE_MESSAGES.noDays)
      .refine((days) => new Set(days).size === days.length, SCHEDULE_MESSAGES.dayTwice),
    start: z.string({ error: SCHEDULE_MESSAGES.start }).regex(HH_MM, SCHEDULE_MESSAGES.start),
    end: z.string({ error: SCHEDULE_MESSAGES.end }).regex(HH_MM, SCHEDULE_MESSAGES.end),
    until: z.string({ error: SCHEDULE_MESSAGES.until }).pipe(LocalDateSchema).optional(),
  })
  .refine((window) => window.start !== window.end, { path: ['end'], message: SCHEDULE_MESSAGES.sameStartEnd })
  // Stored and answered in one order, so an unchanged schedule never counts as a change to publish.
  .transform((window): AvailabilityWindow => ({
    days: [...window.days].sort((a, b) => a - b),
    start: window.start,
    end: window.end,
    ...(window.until ? { until: window.until } : {}),
  }));

/** A schedule in a JSON body (and the dashboard's forms): an empty list means always. */
export const AvailabilitySchema = z
  .array(AvailabilityWindowSchema, { error: SCHEDULE_MESSAGES.list })
  .max(AVAILABILITY_WINDOWS_MAX, SCHEDULE_MESSAGES.tooMany);

/** A schedule as a multipart form field: its JSON text ('' is an empty list: always). */
export const AvailabilityFieldSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    // Not JSON: refused as "not a list" alone (a string would also be counted against the maximum).
    return null;
  }
}, AvailabilitySchema);

/** A schedule as the calls answer it (stored windows, already checked). */
export const StoredAvailabilitySchema = z.array(
  z.object({ days: z.array(z.number().int()), start: z.string(), end: z.string(), until: z.string().optional() }),
);
