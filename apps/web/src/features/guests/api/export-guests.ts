import { guestsRoutes } from '@venue/shared/routes';
import { downloadApi } from '@/lib/api-client.ts';

/** GET /v1/guests/export.xlsx?search=&tag=: the guests the list shows, as a spreadsheet. */
export const exportGuests = (filters: { search: string; tag: string | null }) =>
  downloadApi(guestsRoutes.exportGuests, {
    query: { search: filters.search || undefined, tag: filters.tag ?? undefined },
    fallbackMessage: 'Failed to export the guest book',
  });
