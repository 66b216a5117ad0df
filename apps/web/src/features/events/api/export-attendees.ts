import { eventsRoutes } from '@venue/shared/routes';
import { downloadApi } from '@/lib/api-client.ts';

/** GET /v2/ticketed-events/{id}/attendees.xlsx: the event's guest list as a spreadsheet. */
export const exportAttendees = (eventId: string) =>
  downloadApi(eventsRoutes.exportAttendees, { params: { id: eventId }, query: {}, fallbackMessage: 'Failed to export guests' });
