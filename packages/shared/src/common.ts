import { z } from 'zod';

/**
 * Building blocks every feature's schemas share. Venue time (decisions §6 "Time"): every
 * venue has an IANA zone, India's by default.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
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
