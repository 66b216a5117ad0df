import { api } from '@/lib/api-client.ts';

/** GET /v1/restaurant/bookings-export?from=&to=: the bookings of a local date range as a spreadsheet. */
export const exportBookings = (range: { from: string; to: string }) =>
  api.download('/v1/restaurant/bookings-export', range, { fallbackMessage: 'Failed to export bookings' });
