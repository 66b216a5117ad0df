import { downloadApi } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';

/** GET /v1/restaurant/bookings-export?from=&to=: the bookings of a local date range as a spreadsheet. */
export const exportBookings = (range: { from: string; to: string }) =>
  downloadApi(reservationsRoutes.exportBookings, { query: range, fallbackMessage: 'Failed to export bookings' });
