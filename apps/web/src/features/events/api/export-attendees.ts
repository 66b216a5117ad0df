import { EVENT_PATHS } from '@venue/shared';
import { api } from '@/lib/api-client.ts';

/** GET /v2/ticketed-events/{id}/attendees.xlsx: the event's guest list as a spreadsheet. */
export const exportAttendees = (eventId: string) =>
  api.download(EVENT_PATHS.attendeesExport(encodeURIComponent(eventId)), undefined, {
    fallbackMessage: 'Failed to export guests',
  });
