import { z } from 'zod';

/**
 * Building blocks every feature's schemas share. Venue time (decisions §6 "Time"): every
 * venue has an IANA zone, India's by default (DEFAULT_TIME_ZONE, constants.ts).
 */
export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list (e.g. Asia/Kolkata)';

/** An IANA zone the runtime knows (`Asia/Kolkata`); abbreviations such as `IST` are ambiguous. */
export const TimeZoneSchema = z
  .string()
  .trim()
  .refine((zone) => {
    if (!zone.includes('/') && zone !== 'UTC') return false;
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, TIME_ZONE_MESSAGE);

/** Ids are 24-character lowercase hex strings (decisions §2). */
export const idSchema = (message = 'Invalid id') =>
  z
    .string()
    .trim()
    .regex(/^[0-9a-f]{24}$/, message);

/** A venue-local date, `YYYY-MM-DD` (decisions §6 "Time"), that exists on the calendar. */
export const LocalDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'That date does not exist');

/** A venue-local time of day, `HH:MM` on the 24-hour clock. */
export const LocalTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM (24-hour)');

/** An instant: ISO 8601 with its offset, e.g. 2026-11-22T19:30:00+05:30. */
export const InstantSchema = z.iso.datetime({ offset: true, error: 'Enter a date and time with its offset (ISO 8601)' });

export const MAX_PAGE_SIZE = 100;

/** `?page=1&limit=20`: pages count from 1; a page holds at most MAX_PAGE_SIZE rows. */
export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').default(1),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
    .default(20),
});
export type PaginationQuery = z.output<typeof PaginationQuerySchema>;

/** A page of a list: its rows and where it sits in the whole. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), page: z.number().int(), limit: z.number().int(), total: z.number().int() });
