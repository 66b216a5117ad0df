import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  WaitlistOpenParamsSchema,
  WaitlistPageParamsSchema,
  WaitlistTokenQuerySchema,
  waitlistEndpoints as endpoints,
} from '@venue/shared';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { contextOf, profileContextOf } from '../../plugins/access.ts';
import { authContextOf } from '../auth/auth.service.ts';
import { renderJoinPage, renderWaitlistPage, WAITLIST_JOIN_SCRIPT, WAITLIST_PAGE_SCRIPT } from './waitlist-page.ts';
import {
  addEntry,
  getSettings,
  guestStatus,
  joinWaitlist,
  leaveWaitlist,
  listEntries,
  notifyEntry,
  quoteFor,
  readGuestPage,
  waitlistOpenness,
  removeEntry,
  seatEntry,
  updateSettings,
} from './waitlist.service.ts';

/** The guest's page runs only its own script; it talks to this server alone. */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The walk-in waitlist (decisions §7 "Waitlist"): the calls of packages/shared/src/contract/waitlist.routes.ts. */
export const waitlistModule: FastifyPluginAsync = async (app) => {
  const guestCtx = () => ({ db: app.deps.db, config: app.deps.config, clock: app.deps.clock });

  route(app, endpoints.addWaitlistEntry, (request) => addEntry(profileContextOf(app, request), request.body));
  route(app, endpoints.listWaitlistEntries, (request) => listEntries(profileContextOf(app, request), request.query.status));
  route(app, endpoints.notifyWaitlistEntry, (request) => notifyEntry(profileContextOf(app, request), request.params.id));
  route(app, endpoints.seatWaitlistEntry, (request) => seatEntry(profileContextOf(app, request), request.params.id));
  route(app, endpoints.removeWaitlistEntry, (request) =>
    removeEntry(profileContextOf(app, request), request.params.id, request.body.reason),
  );
  route(app, endpoints.getWaitlistQuote, (request) => quoteFor(profileContextOf(app, request), request.query.partySize));
  route(app, endpoints.getWaitlistSettings, (request) => getSettings(profileContextOf(app, request)));
  route(app, endpoints.updateWaitlistSettings, (request) => updateSettings(profileContextOf(app, request), request.body));

  route(app, endpoints.joinWaitlist, (request) => joinWaitlist(authContextOf(app, request), request.body, request.ip));
  route(app, endpoints.getWaitlistOpen, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { open, maxPartySize, waiting } = await waitlistOpenness(guestCtx(), request.params.username);
    return { open, maxPartySize, waiting };
  });
  route(app, endpoints.getWaitlistStatus, (request, reply) => {
    reply.header('cache-control', 'no-store');
    return guestStatus(guestCtx(), request.params.reference, request.query.token);
  });
  route(app, endpoints.leaveWaitlist, (request) => leaveWaitlist(guestCtx(), request.body));

  // The guest's pages, served beside the API like the other /v/ pages (not API calls).
  app.get<{ Params: { username: string; reference: string }; Querystring: { token: string } }>(
    '/v/:username/waitlist/:reference',
    { schema: { hide: true, params: WaitlistPageParamsSchema, querystring: WaitlistTokenQuerySchema } },
    async (request, reply) => {
      const { username, reference } = request.params;
      const page = await readGuestPage(contextOf(app, request), { username, reference, token: request.query.token });
      return (
        reply
          .code(page ? 200 : 404)
          .header('content-security-policy', PAGE_CSP)
          // The address carries the entry's token: no Referer to anyone, no copy kept.
          .header('referrer-policy', 'no-referrer')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderWaitlistPage(page && { venueName: page.venue.name, entry: page.entry }))
      );
    },
  );
  app.get<{ Params: { username: string }; Querystring: { partySize?: number } }>(
    '/v/:username/waitlist',
    {
      schema: {
        hide: true,
        params: WaitlistOpenParamsSchema,
        querystring: z.object({ partySize: z.coerce.number().int().min(1).max(50).optional().catch(undefined) }),
      },
    },
    async (request, reply) => {
      const { username } = request.params;
      const found = await waitlistOpenness(guestCtx(), username).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      });
      const html = found
        ? renderJoinPage({ username, ...found, partySize: request.query.partySize ?? 2 })
        : renderWaitlistPage(null);
      return reply
        .code(found ? 200 : 404)
        .header('content-security-policy', PAGE_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
  app.get('/v/:username/waitlist/join.js', { schema: { hide: true, params: WaitlistOpenParamsSchema } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(WAITLIST_JOIN_SCRIPT),
  );
  app.get(
    '/v/:username/waitlist/:reference/live.js',
    { schema: { hide: true, params: WaitlistPageParamsSchema } },
    (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(WAITLIST_PAGE_SCRIPT),
  );
};
