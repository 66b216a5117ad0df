import { describe, expect, it } from 'vitest';
import { instantToVenueLocal, venueLocalToInstant } from './venue-instant.ts';

describe('venue instants', () => {
  it("reads a time on the venue's clock, not the browser's", () => {
    expect(venueLocalToInstant('2026-12-05T19:30', 'Asia/Kolkata')).toBe('2026-12-05T14:00:00.000Z');
    expect(venueLocalToInstant('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(venueLocalToInstant('2026-12-05', 'Asia/Kolkata')).toBeNull();
  });

  it('shows an instant back on the venue clock', () => {
    expect(instantToVenueLocal('2026-12-05T14:00:00.000Z', 'Asia/Kolkata')).toBe('2026-12-05T19:30');
    expect(instantToVenueLocal('2026-03-29T01:30:00.000Z', 'Europe/London')).toBe('2026-03-29T02:30');
  });
});
