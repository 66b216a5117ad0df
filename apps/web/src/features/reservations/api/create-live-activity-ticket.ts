import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';

/**
 * POST /v1/restaurant/live-activity/ticket: a one-use ticket that opens the stream within 60 s
 * (decisions §7). Sent with the session's token in the header, so the token never goes in a URL.
 */
export const createLiveActivityTicket = () =>
  api.call(reservationsRoutes.createLiveActivityTicket, { fallbackMessage: 'Failed to open live updates' });
