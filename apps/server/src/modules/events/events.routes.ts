import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  eventPromoCodesEndpoints as promoEndpoints,
  eventsEndpoints as endpoints,
  promoPreviewEndpoints,
  ticketOrdersEndpoints as guestEndpoints,
} from '@venue/shared';
import { readForm } from '../../lib/multipart-form.ts';
import { requestOrigin, route } from '../../lib/route.ts';
import { contextOf, profileContextOf } from '../../plugins/access.ts';
import { authContextOf } from '../auth/auth.service.ts';
import { checkProfileUploadAllowance } from '../media/media.service.ts';
import { cancelOrderByBuyer } from './buyer-cancellation.ts';
import { checkIn, exportAttendees, listAttendees } from './check-in.ts';
import {
  createEvent,
  createTicketedEvent,
  deleteEvent,
  getEventDetails,
  getSellingTerms,
  listEvents,
  listTicketedEvents,
  updateEvent,
  updatePublishStatus,
  updateTicketedEvent,
  updateTicketedEventStatus,
} from './events.service.ts';
import { cancelOrderByVenue, createTicketOrder, getTicketOrder, verifyTicketPayment } from './ticket-orders.ts';
import { exportSales } from './ticket-documents.ts';
import { createPromoCode, deletePromoCode, listPromoCodes, previewPromoCode } from './promo-codes.ts';

/**
 * Events and tickets (decisions §6; the calls of contract/events.routes.ts): reads for every
 * member (the guest list masked without tableReserveAccess), writes, check-in and the guest
 * list's file for members holding tableReserveAccess; guests' orders, their page and the payment
 * verification are public (rate-limited; the booking code, the order's token or the signature is
 * the proof).
 */
export const eventsModule: FastifyPluginAsync = async (app) => {
  /** A form call's fields and file; the file counts against the venue's hourly upload allowance. */
  const readUploadForm = async <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) => {
    const form = await readForm(request, schema, { acceptJson: true });
    await checkProfileUploadAllowance(profileContextOf(app, request), app.deps.rateLimiter, form.file);
    return form;
  };

  route(app, endpoints.listEvents, (request) => listEvents(profileContextOf(app, request)));
  route(app, endpoints.getEventDetails, (request) => getEventDetails(profileContextOf(app, request), request.params.id));
  route(app, endpoints.createEvent, async (request) => {
    const { fields, file } = await readUploadForm(request, endpoints.createEvent.form);
    return createEvent(profileContextOf(app, request), fields, file);
  });
  route(app, endpoints.updateEvent, async (request) => {
    const { fields, file } = await readUploadForm(request, endpoints.updateEvent.form);
    return updateEvent(profileContextOf(app, request), fields, file);
  });
  route(app, endpoints.deleteEvent, (request) => deleteEvent(profileContextOf(app, request), request.body._id));
  route(app, endpoints.updatePublishStatus, (request) => updatePublishStatus(profileContextOf(app, request), request.body));
  route(app, endpoints.createTicketedEvent, async (request) => {
    const { fields, file } = await readUploadForm(request, endpoints.createTicketedEvent.form);
    return createTicketedEvent(profileContextOf(app, request), fields, file);
  });
  route(app, endpoints.listTicketedEvents, (request) => listTicketedEvents(profileContextOf(app, request), request.params.id));
  route(app, endpoints.updateTicketedEventStatus, (request) =>
    updateTicketedEventStatus(profileContextOf(app, request), request.params.id, request.body.status, {
      publish: request.body.publish,
    }),
  );
  route(app, endpoints.getSellingTerms, (request) => getSellingTerms(profileContextOf(app, request)));
  route(app, endpoints.updateTicketedEvent, async (request) => {
    const { fields, file } = await readUploadForm(request, endpoints.updateTicketedEvent.form);
    return updateTicketedEvent(profileContextOf(app, request), request.params.id, fields, file, request.query.scope);
  });
  route(app, endpoints.listAttendees, (request) =>
    listAttendees(profileContextOf(app, request), request.params.id, request.query.search),
  );
  // A file of guests' names and numbers: for the door's people only (lib/guest-privacy.ts).
  route(app, endpoints.exportAttendees, async (request, reply) =>
    sendSpreadsheet(
      reply,
      await exportAttendees(profileContextOf(app, request), request.params.id, request.query.search, app.deps.rateLimiter),
    ),
  );
  route(app, endpoints.exportSales, async (request, reply) =>
    sendSpreadsheet(reply, await exportSales(profileContextOf(app, request), request.params.id, app.deps.rateLimiter)),
  );
  // Admitting a guest is the door's work, as the dashboard already shows it (issue 34).
  route(app, endpoints.checkIn, (request) => checkIn(profileContextOf(app, request), request.params.id, request.body));
  route(app, endpoints.cancelTicketOrderByVenue, (request) =>
    cancelOrderByVenue(profileContextOf(app, request), request.params.orderId),
  );

  route(app, promoEndpoints.listPromoCodes, (request) => listPromoCodes(profileContextOf(app, request), request.params.id));
  route(app, promoEndpoints.createPromoCode, (request) =>
    createPromoCode(profileContextOf(app, request), request.params.id, request.body),
  );
  route(app, promoEndpoints.deletePromoCode, (request) =>
    deletePromoCode(profileContextOf(app, request), request.params.id, request.params.codeId),
  );
  route(app, promoPreviewEndpoints.previewPromoCode, (request) =>
    previewPromoCode(contextOf(app, request), request.query, app.deps.rateLimiter, request.ip),
  );

  route(app, guestEndpoints.createTicketOrder, (request) =>
    createTicketOrder(authContextOf(app, request), request.body, { address: request.ip, origin: requestOrigin(request) }),
  );
  route(app, guestEndpoints.verifyTicketPayment, (request) =>
    verifyTicketPayment(contextOf(app, request), request.query, app.deps.rateLimiter, request.ip),
  );
  route(app, guestEndpoints.cancelTicketOrder, (request) =>
    cancelOrderByBuyer(
      contextOf(app, request),
      { orderId: request.params.orderId, token: request.body.token },
      app.deps.rateLimiter,
      request.ip,
    ),
  );
  route(app, guestEndpoints.getTicketOrder, (request) =>
    getTicketOrder(
      contextOf(app, request),
      { orderId: request.params.orderId, token: request.query.token },
      app.deps.rateLimiter,
      request.ip,
    ),
  );
};

/** Guests' names and numbers inside: no cache may keep it. */
const sendSpreadsheet = (reply: FastifyReply, file: { fileName: string; data: Buffer }) =>
  reply
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .type(endpoints.exportAttendees.file)
    .send(file.data);
