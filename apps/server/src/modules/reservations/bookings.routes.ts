import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_DESK_MESSAGES,
  BookingActionResponseSchema,
  BookingActionSchema,
  BookingsDetailsResponseSchema,
  BookingsExportQuerySchema,
  BookingsRangeQuerySchema,
  CancelByGuestSchema,
  CityWiseBookingsResponseSchema,
  DeclineBookingSchema,
  envelopeOf,
  GetAllBookingsQuerySchema,
  GetAllBookingsResponseSchema,
  type LiveActivityEvent,
  LiveActivityQuerySchema,
  LiveActivityResponseSchema,
  LiveActivityTicketResponseSchema,
  ManageBookingParamsSchema,
  ManageBookingQuerySchema,
  ManageBookingResponseSchema,
  UpdateAutoAcceptResponseSchema,
  UpdateAutoAcceptSchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { contextOf, profileContextOf } from '../../plugins/access.ts';
import { exportBookings } from './booking-export.ts';
import { bookingsDetails, cityWiseBookings } from './booking-figures.ts';
import { pendingExpiryJob } from './booking-expiry-job.ts';
import { bookingReminderJob } from './booking-reminders.ts';
import { listBookings, moveBookingAtDesk, undoDeskStatus, updateAutoAccept, type DeskMove } from './bookings-desk.ts';
import { bookingLinkKeysOf } from './bookings-messages.ts';
import { bookingSeenBy } from './bookings-view.ts';
import { cancelByGuest, guestCalendarFile, limitGuestCalls, readGuestBooking } from './bookings-guest.ts';
import { createLiveActivityHub, liveEventsJob, readLiveEventsSince } from './live-activity.ts';
import { serveEventStream, wantsEventStream } from './live-activity-stream.ts';
import { mintLiveActivityTicket } from './live-activity-tickets.ts';
import { seesGuestDetails } from '../../lib/guest-privacy.ts';
import { loadMembership } from '../team/membership.ts';

const DESK_MOVES: Array<[path: string, to: DeskMove]> = [
  ['acceptABooking', 'accepted'],
  ['markCustomerHasArrived', 'arrived'],
  ['markNoShow', 'no-show'],
];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file to save: guests' details inside, so no cache may keep it. */
const sendAttachment = (reply: FastifyReply, fileName: string, type: string, data: string | Buffer) =>
  reply
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .type(type)
    .send(data);

/**
 * The bookings desk and what follows a booking (decisions §6 "Reservations"): status changes,
 * the bookings list, guests' manage link, figures, live activity and the export. Reads are for
 * members (guests' details masked without `tableReserveAccess`); writes and the export need
 * `tableReserveAccess`; guests' calls are public and rate-limited.
 * Registering the module puts the reminder, pending-expiry and live-event jobs on the app's runner.
 */
export const bookingsModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reservations'];
  const desk = { access: 'tableReserveAccess' } as const;
  const member = { access: 'member' } as const;
  const guest = { access: 'public' } as const;

  const hub = createLiveActivityHub({ redisUrl: app.deps.config.REDIS_URL, log: app.log });
  const linkKeys = bookingLinkKeysOf(app.deps.config);
  app.deps.jobs.register(bookingReminderJob(linkKeys));
  app.deps.jobs.register(pendingExpiryJob(linkKeys));
  app.deps.jobs.register(liveEventsJob(hub));
  const openStreams = new Set<() => void>();
  // Before the server closes: an open stream would keep it waiting for ever.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });
  app.addHook('onClose', async () => hub.close());

  for (const [path, to] of DESK_MOVES) {
    app.post(
      `/v1/bookings/${path}`,
      { config: desk, schema: { tags, body: BookingActionSchema, response: { 200: envelopeOf(BookingActionResponseSchema) } } },
      async (request) => ok({ booking: await moveBookingAtDesk(profileContextOf(app, request), request.body.bookingId, to) }),
    );
  }

  app.post(
    '/v1/bookings/declineABooking',
    { config: desk, schema: { tags, body: DeclineBookingSchema, response: { 200: envelopeOf(BookingActionResponseSchema) } } },
    async (request) =>
      ok({
        booking: await moveBookingAtDesk(profileContextOf(app, request), request.body.bookingId, 'declined', request.body.reason),
      }),
  );

  app.post(
    '/v1/bookings/undoStatus',
    { config: desk, schema: { tags, body: BookingActionSchema, response: { 200: envelopeOf(BookingActionResponseSchema) } } },
    async (request) => ok({ booking: await undoDeskStatus(profileContextOf(app, request), request.body.bookingId) }),
  );

  app.post(
    '/v1/bookings/updateAutoAcceptOrders',
    {
      config: desk,
      schema: { tags, body: UpdateAutoAcceptSchema, response: { 200: envelopeOf(UpdateAutoAcceptResponseSchema) } },
    },
    async (request) => ok(await updateAutoAccept(profileContextOf(app, request), request.body)),
  );

  app.get(
    '/v2/bookings/getAllBookings/',
    {
      config: member,
      schema: { tags, querystring: GetAllBookingsQuerySchema, response: { 200: envelopeOf(GetAllBookingsResponseSchema) } },
    },
    async (request) => ok(await listBookings(profileContextOf(app, request), request.query)),
  );

  app.get(
    '/v1/bookings/manage/:reference',
    {
      config: guest,
      schema: {
        tags,
        params: ManageBookingParamsSchema,
        querystring: ManageBookingQuerySchema,
        response: { 200: envelopeOf(ManageBookingResponseSchema) },
      },
    },
    async (request, reply) => {
      await limitGuestCalls(app.deps.rateLimiter, request.ip);
      const booking = await readGuestBooking(contextOf(app, request), request.params.reference, request.query.token);
      reply.header('cache-control', 'private, no-store');
      return ok({ booking });
    },
  );

  app.get(
    '/v1/bookings/manage/:reference/calendar.ics',
    {
      config: guest,
      schema: {
        tags,
        params: ManageBookingParamsSchema,
        querystring: ManageBookingQuerySchema,
        produces: ['text/calendar'],
        response: { 200: z.any().describe('The booking as an iCalendar (RFC 5545) event') },
      },
    },
    async (request, reply) => {
      await limitGuestCalls(app.deps.rateLimiter, request.ip);
      const file = await guestCalendarFile(contextOf(app, request), request.params.reference, request.query.token);
      return sendAttachment(reply, file.fileName, 'text/calendar; charset=utf-8', file.text);
    },
  );

  app.post(
    '/v1/bookings/cancelByGuest',
    { config: guest, schema: { tags, body: CancelByGuestSchema, response: { 200: envelopeOf(ManageBookingResponseSchema) } } },
    async (request) => {
      await limitGuestCalls(app.deps.rateLimiter, request.ip);
      return ok({ booking: await cancelByGuest(contextOf(app, request), request.body.reference, request.body.token) });
    },
  );

  app.get(
    '/v1/restaurant/citywise-bookings-7days',
    { config: member, schema: { tags, response: { 200: envelopeOf(CityWiseBookingsResponseSchema) } } },
    async (request) => ok(await cityWiseBookings(profileContextOf(app, request))),
  );

  app.get(
    '/v1/restaurant/bookings-details',
    {
      config: member,
      schema: { tags, querystring: BookingsRangeQuerySchema, response: { 200: envelopeOf(BookingsDetailsResponseSchema) } },
    },
    async (request) => ok(await bookingsDetails(profileContextOf(app, request), request.query)),
  );

  app.post(
    '/v1/restaurant/live-activity/ticket',
    { config: member, schema: { tags, response: { 200: envelopeOf(LiveActivityTicketResponseSchema) } } },
    async (request) => ok(await mintLiveActivityTicket(profileContextOf(app, request))),
  );

  app.get(
    '/v1/restaurant/live-activity',
    {
      // A stream must reach the client as it is written, not when a compressor fills a block.
      compress: false,
      config: { ...member, ticketInQuery: true },
      schema: {
        tags,
        querystring: LiveActivityQuerySchema,
        produces: ['text/event-stream', 'application/json'],
        response: { 200: z.union([envelopeOf(LiveActivityResponseSchema), z.any()]) },
      },
    },
    async (request, reply) => {
      const ctx = profileContextOf(app, request);
      const seenBy = (event: LiveActivityEvent) => ({ ...event, booking: bookingSeenBy(ctx.profile, event.booking) });
      const { since } = request.query;
      if (since !== undefined || !wantsEventStream(request)) {
        const events = await readLiveEventsSince(ctx.db, ctx.profile.id, since);
        if (!events) throw badRequest(BOOKING_DESK_MESSAGES.badSince);
        return ok({ events: events.map(seenBy) });
      }
      const lastEventId = request.headers['last-event-id'];
      // The header from the browser's own reconnect; the query from a new EventSource, which cannot send it.
      const missedSince =
        (typeof lastEventId === 'string' && lastEventId.trim() ? lastEventId.trim() : null) || request.query.lastEventId || null;
      const { userId, sessionId } = ctx.caller;
      const { db, sessions } = app.deps;
      const seesDetails = seesGuestDetails(ctx.profile);
      return serveEventStream(request, reply, {
        hub,
        profileId: ctx.profile.id,
        open: openStreams,
        seenBy,
        stillAllowed: async () => {
          if (sessionId) await sessions.assertLive(userId, sessionId);
          const standing = await loadMembership(db, userId, ctx.profile.id);
          // A change of what the member may read ends the stream too: the reconnect masks anew.
          return standing !== null && seesGuestDetails(standing) === seesDetails;
        },
        replay: async () => (missedSince ? ((await readLiveEventsSince(ctx.db, ctx.profile.id, missedSince)) ?? []) : []),
      });
    },
  );

  app.get(
    '/v1/restaurant/bookings-export',
    {
      // A file of guests' names, numbers and notes: for the desk only (lib/guest-privacy.ts).
      config: desk,
      schema: {
        tags,
        querystring: BookingsExportQuerySchema,
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe('The bookings of the range as an .xlsx') },
      },
    },
    async (request, reply) => {
      const file = await exportBookings(profileContextOf(app, request), request.query, app.deps.rateLimiter);
      return sendAttachment(reply, file.fileName, XLSX_TYPE, file.data);
    },
  );
};
