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
  EventIdBodySchema,
  EventIdParamsSchema,
  EventListResponseSchema,
  EventResponseSchema,
  EventStatusUpdateSchema,
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
} from '../events.ts';
import { BuyerCancelSchema, EditScopeQuerySchema } from '../event-series.ts';
import { PaymentCallbackQuerySchema } from '../subscriptions.ts';
import { defineEndpoints } from './define.ts';
import { eventsRoutes, ticketOrdersRoutes } from './events.routes.ts';

export const eventsEndpoints = defineEndpoints(eventsRoutes, {
  listEvents: { response: EventListResponseSchema },
  getEventDetails: { params: EventIdParamsSchema, response: EventResponseSchema },
  createEvent: { form: CreateEventFormSchema, response: EventResponseSchema },
  updateEvent: { form: UpdateEventFormSchema, response: EventResponseSchema },
  deleteEvent: { body: EventIdBodySchema, response: DeletedEventResponseSchema },
  updatePublishStatus: { body: PublishEventSchema, response: EventResponseSchema },
  createTicketedEvent: { form: CreateTicketedEventFormSchema, response: EventResponseSchema },
  listTicketedEvents: { params: VenueIdParamsSchema, response: TicketedEventListResponseSchema },
  updateTicketedEventStatus: { params: EventIdParamsSchema, body: EventStatusUpdateSchema, response: EventResponseSchema },
  getSellingTerms: { response: SellingTermsSchema },
  updateTicketedEvent: {
    params: EventIdParamsSchema,
    query: EditScopeQuerySchema,
    form: UpdateTicketedEventFormSchema,
    response: EventResponseSchema,
  },
  listAttendees: { params: EventIdParamsSchema, query: AttendeesQuerySchema, response: AttendeeListResponseSchema },
  exportAttendees: { params: EventIdParamsSchema, query: AttendeesQuerySchema, response: null },
  checkIn: { params: EventIdParamsSchema, body: CheckInSchema, response: CheckInResponseSchema },
  exportSales: { params: EventIdParamsSchema, response: null },
  cancelTicketOrderByVenue: { params: TicketOrderParamsSchema, response: CancelledTicketOrderResponseSchema },
});

export const ticketOrdersEndpoints = defineEndpoints(ticketOrdersRoutes, {
  createTicketOrder: { body: CreateTicketOrderSchema, response: CreateTicketOrderResponseSchema },
  verifyTicketPayment: { query: PaymentCallbackQuerySchema, response: TicketPaymentVerificationResponseSchema },
  cancelTicketOrder: { params: TicketOrderParamsSchema, body: BuyerCancelSchema, response: CancelledTicketOrderResponseSchema },
  getTicketOrder: { params: TicketOrderParamsSchema, query: TicketOrderQuerySchema, response: TicketOrderViewSchema },
});
