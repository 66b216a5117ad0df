import type { FastifyPluginAsync } from 'fastify';
import { guestsEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
import { profileContextOf } from '../../plugins/access.ts';
import { eraseGuest, exportGuests, getGuest, listGuests, updateGuest } from './guests.service.ts';

/**
 * The guest book (decisions §7 "Guest book"): the calls of
 * packages/shared/src/contract/guests.routes.ts, all for members with `tableReserveAccess`.
 */
export const guestsModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listGuests, (request) => listGuests(profileContextOf(app, request), request.query));
  // A file of guests' names, numbers and notes: nothing may cache it.
  route(app, endpoints.exportGuests, async (request, reply) => {
    const file = await exportGuests(profileContextOf(app, request), request.query, app.deps.rateLimiter);
    return reply
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .type(endpoints.exportGuests.file)
      .send(file.data);
  });
  route(app, endpoints.getGuest, (request) => getGuest(profileContextOf(app, request), request.params.id));
  route(app, endpoints.updateGuest, (request) => updateGuest(profileContextOf(app, request), request.params.id, request.body));
  route(app, endpoints.eraseGuest, (request) => eraseGuest(profileContextOf(app, request), request.params.id));
};
