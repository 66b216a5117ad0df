import { describe, expect, it } from 'vitest';
import { venueDate } from './local-date.ts';
import { formatInstantAt, formatVenueDateTime, instantToVenueLocal, venueLocalToInstant } from './venue-time.ts';

describe('venue time', () => {
  it('reads a typed time on the venue clock, not the browser one', () => {
    expect(venueLocalToInstant('2026-11-24T18:30', 'Asia/Kolkata')).toBe('2026-11-24T18:30:00+05:30');
    expect(venueLocalToInstant('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T09:00:00+01:00');
    expect(instantToVenueLocal('2026-11-24T13:00:00Z', 'Asia/Kolkata')).toBe('2026-11-24T18:30');
    expect(instantToVenueLocal('2026-03-29T01:30:00.000Z', 'Europe/London')).toBe('2026-03-29T02:30');
    expect(venueLocalToInstant('2026-12-05', 'Asia/Kolkata')).toBeNull();
    expect(formatInstantAt('2026-11-24T14:12:00Z', 'Asia/Kolkata')).toMatch(/^7:42\s?pm$/i);
    // 31 Dec 20:00 UTC is already New Year's Day in India: the venue's date and year are shown.
    expect(formatVenueDateTime('2026-12-31T20:00:00Z', 'Asia/Kolkata')).toMatch(/^1 Jan 2027, 1:30\s?am$/i);
  });

  it('gives the venue date near midnight', () => {
    expect(venueDate('Asia/Kolkata', 0, new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(venueDate('Asia/Kolkata', 1, new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-02');
  });
});
