import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  BOOKING_DESK_MESSAGES,
  bookingGuestEndpoints as guest,
  type LiveActivityEvent,
  reservationsEndpoints as endpoints,
} from '@venue/shared';
import { badRequest } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { contextOf, profileContextOf } from '../../plugins/access.ts';
import { exportBookings } from './booking-export.ts';
import { bookingsDetails, cityWiseBookings } from './booking-figures.ts';
import { verifyDepositPayment } from './booking-deposits.ts';
import { listBookings, moveBookingAtDesk, undoDeskStatus, updateAutoAccept } from './bookings-desk.ts';
import { bookingSeenBy } from './bookings-view.ts';
import { cancelByGuest, guestCalendarFile, limitGuestCalls, readGuestBooking } from './bookings-guest.ts';
import { readLiveEventsSince } from './live-activity.ts';
import { serveEventStream, wantsEventStream } from './live-activity-stream.ts';
import { mintLiveActivityTicket } from './live-activity-tickets.ts';
import { seesGuestDetails } from '../../lib/guest-privacy.ts';
import { loadMembership } from '../team/membership.ts';

const DESK_MOVES = [
  [endpoints.acceptBooking, 'accepted'],
  [endpoints.markCustomerHasArrived, 'arrived'],
  [endpoints.markNoShow, 'no-show'],
] as const;

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
 */
export const bookingsModule: FastifyPluginAsync = async (app) => {
  const openStreams = new Set<() => void>();
  // Before the server closes: an open stream would keep it waiting for ever.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  for (const [endpoint, to] of DESK_MOVES) {
    route(app, endpoint, async (request) => ({
      booking: await moveBookingAtDesk(profileContextOf(app, request), request.body.bookingId, to),
    }));
  }
  route(app, endpoints.declineBooking, async (request) => ({
    booking: await moveBookingAtDesk(profileContextOf(app, request), request.body.bookingId, 'declined', request.body.reason),
  }));
  route(app, endpoints.undoBookingStatus, async (request) => ({
    booking: await undoDeskStatus(profileContextOf(app, request), request.body.bookingId),
  }));
  route(app, endpoints.updateAutoAcceptOrders, (request) => updateAutoAccept(profileContextOf(app, request), request.body));
  route(app, endpoints.getAllBookings, (request) => listBookings(profileContextOf(app, request), request.query));

  route(app, guest.getManagedBooking, async (request, reply) => {
    await limitGuestCalls(app.deps.rateLimiter, request.ip);
    const booking = await readGuestBooking(contextOf(app, request), request.params.reference, request.query.token);
    reply.header('cache-control', 'private, no-store');
    return { booking };
  });
  route(app, guest.getBookingCalendarFile, async (request, reply) => {
    await limitGuestCalls(app.deps.rateLimiter, request.ip);
    const file = await guestCalendarFile(contextOf(app, request), request.params.reference, request.query.token);
    return sendAttachment(reply, file.fileName, 'text/calendar; charset=utf-8', file.text);
  });
  route(app, guest.verifyBookingDeposit, (request) =>
    verifyDepositPayment(contextOf(app, request), request.query, app.deps.rateLimiter, request.ip),
  );
  route(app, guest.cancelBookingByGuest, async (request) => {
    await limitGuestCalls(app.deps.rateLimiter, request.ip);
    return { booking: await cancelByGuest(contextOf(app, request), request.body.reference, request.body.token) };
  });

  route(app, endpoints.getCityWiseBookings, (request) => cityWiseBookings(profileContextOf(app, request)));
  route(app, endpoints.getBookingsDetails, (request) => bookingsDetails(profileContextOf(app, request), request.query));
  route(app, endpoints.createLiveActivityTicket, (request) => mintLiveActivityTicket(profileContextOf(app, request)));

  route(app, endpoints.getLiveActivity, async (request, reply) => {
    const ctx = profileContextOf(app, request);
    const seenBy = (event: LiveActivityEvent) => ({ ...event, booking: bookingSeenBy(ctx.profile, event.booking) });
    const { since } = request.query;
    if (since !== undefined || !wantsEventStream(request)) {
      const events = await readLiveEventsSince(ctx.db, ctx.profile.id, since);
      if (!events) throw badRequest(BOOKING_DESK_MESSAGES.badSince);
      return { events: events.map(seenBy) };
    }
    const lastEventId = request.headers['last-event-id'];
    // The header from the browser's own reconnect; the query from a new EventSource, which cannot send it.
    const missedSince =
      (typeof lastEventId === 'string' && lastEventId.trim() ? lastEventId.trim() : null) || request.query.lastEventId || null;
    const { userId, sessionId } = ctx.caller;
    const { db, sessions } = app.deps;
    const seesDetails = seesGuestDetails(ctx.profile);
    return serveEventStream(request, reply, {
      hub: app.deps.liveActivity,
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
  });

  // A file of guests' names, numbers and notes: for the desk only (lib/guest-privacy.ts).
  route(app, endpoints.exportBookings, async (request, reply) => {
    const file = await exportBookings(profileContextOf(app, request), request.query, app.deps.rateLimiter);
    return sendAttachment(reply, file.fileName, endpoints.exportBookings.file, file.data);
  });
};
