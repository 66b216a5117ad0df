import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttendeeListResponseSchema,
  AttendeesQuerySchema,
  CancelledTicketOrderResponseSchema,
  CheckInResponseSchema,
  CheckInSchema,
  CreateEventFormSchema,
  CreateTicketedEventFormSchema,
  CreateTicketOrderResponseSchema,
  CreateTicketOrderSchema,
  DeletedEventResponseSchema,
  envelopeOf,
  EVENT_PATHS,
  EventIdBodySchema,
  EventIdParamsSchema,
  EventListResponseSchema,
  EventResponseSchema,
  EventStatusUpdateSchema,
  PaymentCallbackQuerySchema,
  PublishEventSchema,
  SellingTermsSchema,
  TicketedEventListResponseSchema,
  TicketOrderParamsSchema,
  TicketOrderQuerySchema,
  TicketOrderViewSchema,
  TicketPaymentVerificationResponseSchema,
  UpdateEventFormSchema,
  UpdateTicketedEventFormSchema,
  VenueIdParamsSchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { readForm } from '../../lib/multipart-form.ts';
import { contextOf, profileContextOf } from '../../plugins/access.ts';
import { authContextOf } from '../auth/auth.service.ts';
import { checkProfileUploadAllowance } from '../media/media.service.ts';
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
import {
  cancelOrderByVenue,
  createTicketOrder,
  getTicketOrder,
  releaseTicketHoldJob,
  verifyTicketPayment,
} from './ticket-orders.ts';
import { ticketRefundJob } from './ticket-refunds.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The origin the caller reached us on (behind TRUST_PROXY, the forwarded one). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Events and tickets (decisions §6): reads for every member (the guest list masked without
 * tableReserveAccess), writes, check-in and the guest list's file for members holding
 * tableReserveAccess; guests' orders, their page and the payment verification are public
 * (rate-limited; the booking code, the order's token or the signature is the proof).
 */
export const eventsModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['events'];
  const guestTags = ['events (guests)'];
  const read = { access: 'member' } as const;
  const write = { access: 'tableReserveAccess' } as const;
  const guest = { access: 'public' } as const;
  const eventResponse = { 200: envelopeOf(EventResponseSchema) };
  app.deps.jobs.register(releaseTicketHoldJob);
  app.deps.jobs.register(ticketRefundJob(app.deps.payments));

  /** A form call's fields and file; the file counts against the venue's hourly upload allowance. */
  const readUploadForm = async <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) => {
    const form = await readForm(request, schema, { acceptJson: true });
    await checkProfileUploadAllowance(profileContextOf(app, request), app.deps.rateLimiter, form.file);
    return form;
  };

  app.get(
    EVENT_PATHS.events,
    { config: read, schema: { tags, response: { 200: envelopeOf(EventListResponseSchema) } } },
    async (request) => ok(await listEvents(profileContextOf(app, request))),
  );

  app.get(
    '/v2/eventsDetails/:id',
    { config: read, schema: { tags, params: EventIdParamsSchema, response: eventResponse } },
    async (request) => ok(await getEventDetails(profileContextOf(app, request), request.params.id)),
  );

  app.post(
    EVENT_PATHS.createEvent,
    {
      config: { ...write, form: CreateEventFormSchema },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Form fields: name, description, startsAt, endsAt (ISO instants), venueName, address, capacity?, rsvp?, file (banner image, optional).',
        response: eventResponse,
      },
    },
    async (request) => {
      const { fields, file } = await readUploadForm(request, CreateEventFormSchema);
      return ok(await createEvent(profileContextOf(app, request), fields, file));
    },
  );

  app.patch(
    EVENT_PATHS.updateEvent,
    {
      config: { ...write, form: UpdateEventFormSchema },
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        description: 'Form or JSON: _id and the fields to change; a file replaces the banner, an empty one clears it.',
        response: eventResponse,
      },
    },
    async (request) => {
      const { fields, file } = await readUploadForm(request, UpdateEventFormSchema);
      return ok(await updateEvent(profileContextOf(app, request), fields, file));
    },
  );

  app.post(
    EVENT_PATHS.deleteEvent,
    { config: write, schema: { tags, body: EventIdBodySchema, response: { 200: envelopeOf(DeletedEventResponseSchema) } } },
    async (request) => ok(await deleteEvent(profileContextOf(app, request), request.body._id)),
  );

  app.post(
    EVENT_PATHS.publish,
    { config: write, schema: { tags, body: PublishEventSchema, response: eventResponse } },
    async (request) => ok(await updatePublishStatus(profileContextOf(app, request), request.body)),
  );

  app.post(
    EVENT_PATHS.ticketedEvents,
    {
      config: { ...write, form: CreateTicketedEventFormSchema },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Form fields: the event fields of createEvent and ticketTypes, a JSON array of { name, price (rupees), quantity, salesStart, salesEnd, maxPerOrder }; file (banner, optional).',
        response: eventResponse,
      },
    },
    async (request) => {
      const { fields, file } = await readUploadForm(request, CreateTicketedEventFormSchema);
      return ok(await createTicketedEvent(profileContextOf(app, request), fields, file));
    },
  );

  app.get(
    '/v2/ticketed-events/restaurant/:id',
    {
      config: read,
      schema: { tags, params: VenueIdParamsSchema, response: { 200: envelopeOf(TicketedEventListResponseSchema) } },
    },
    async (request) => ok(await listTicketedEvents(profileContextOf(app, request), request.params.id)),
  );

  app.put(
    '/v2/ticketed-events/:id/status',
    { config: write, schema: { tags, params: EventIdParamsSchema, body: EventStatusUpdateSchema, response: eventResponse } },
    async (request) =>
      ok(
        await updateTicketedEventStatus(profileContextOf(app, request), request.params.id, request.body.status, {
          publish: request.body.publish,
        }),
      ),
  );

  app.get(
    EVENT_PATHS.sellingTerms,
    { config: read, schema: { tags, response: { 200: envelopeOf(SellingTermsSchema) } } },
    async (request) => ok(await getSellingTerms(profileContextOf(app, request))),
  );

  app.put(
    '/v2/ticketed-events/:id',
    {
      config: { ...write, form: UpdateTicketedEventFormSchema },
      schema: {
        tags,
        params: EventIdParamsSchema,
        consumes: ['multipart/form-data', 'application/json'],
        description:
          'Form or JSON: the fields to change and, optionally, ticketTypes (all of them: with _id kept, without added, missing removed).',
        response: eventResponse,
      },
    },
    async (request) => {
      const { fields, file } = await readUploadForm(request, UpdateTicketedEventFormSchema);
      return ok(await updateTicketedEvent(profileContextOf(app, request), request.params.id, fields, file));
    },
  );

  app.get(
    '/v2/ticketed-events/:id/attendees',
    {
      config: read,
      schema: {
        tags,
        params: EventIdParamsSchema,
        querystring: AttendeesQuerySchema,
        response: { 200: envelopeOf(AttendeeListResponseSchema) },
      },
    },
    async (request) => ok(await listAttendees(profileContextOf(app, request), request.params.id, request.query.search)),
  );

  app.get(
    '/v2/ticketed-events/:id/attendees.xlsx',
    {
      // A file of guests' names and numbers: for the door's people only (lib/guest-privacy.ts).
      config: write,
      schema: {
        tags,
        params: EventIdParamsSchema,
        querystring: AttendeesQuerySchema,
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe("The event's guest list as an .xlsx") },
      },
    },
    async (request, reply) => {
      const file = await exportAttendees(
        profileContextOf(app, request),
        request.params.id,
        request.query.search,
        app.deps.rateLimiter,
      );
      // Guests' names and numbers inside: no cache may keep it.
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .type(XLSX_TYPE)
        .send(file.data);
    },
  );

  app.post(
    '/v2/ticketed-events/:id/check-in',
    {
      // Admitting a guest is the door's work, as the dashboard already shows it (issue 34).
      config: write,
      schema: { tags, params: EventIdParamsSchema, body: CheckInSchema, response: { 200: envelopeOf(CheckInResponseSchema) } },
    },
    async (request) => ok(await checkIn(profileContextOf(app, request), request.params.id, request.body)),
  );

  app.post(
    '/v2/ticket-orders/:orderId/cancel-by-venue',
    {
      config: write,
      schema: {
        tags,
        description:
          "The venue cancels one guest's order or RSVP: a paid order is refunded in full, a hold's payment link is cancelled; the guest is told.",
        params: TicketOrderParamsSchema,
        response: { 200: envelopeOf(CancelledTicketOrderResponseSchema) },
      },
    },
    async (request) => ok(await cancelOrderByVenue(profileContextOf(app, request), request.params.orderId)),
  );

  app.post(
    EVENT_PATHS.ticketOrders,
    {
      config: guest,
      schema: { tags: guestTags, body: CreateTicketOrderSchema, response: { 200: envelopeOf(CreateTicketOrderResponseSchema) } },
    },
    async (request) =>
      ok(await createTicketOrder(authContextOf(app, request), request.body, { address: request.ip, origin: originOf(request) })),
  );

  app.get(
    EVENT_PATHS.paymentVerification,
    {
      config: guest,
      schema: {
        tags: guestTags,
        querystring: PaymentCallbackQuerySchema,
        response: { 200: envelopeOf(TicketPaymentVerificationResponseSchema) },
      },
    },
    async (request) => ok(await verifyTicketPayment(contextOf(app, request), request.query, app.deps.rateLimiter, request.ip)),
  );

  app.get(
    '/v2/ticket-orders/:orderId',
    {
      config: guest,
      schema: {
        tags: guestTags,
        params: TicketOrderParamsSchema,
        querystring: TicketOrderQuerySchema,
        response: { 200: envelopeOf(TicketOrderViewSchema) },
      },
    },
    async (request) =>
      ok(
        await getTicketOrder(
          contextOf(app, request),
          { orderId: request.params.orderId, token: request.query.token },
          app.deps.rateLimiter,
          request.ip,
        ),
      ),
  );
};
