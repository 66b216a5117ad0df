import { defineRoutes } from './define.ts';

/**
 * Events and tickets (decisions §6): reads for every member (the guest list masked without
 * tableReserveAccess); writes, check-in, the venue's cancellation and the guest list's file for
 * members holding tableReserveAccess.
 */
export const eventsRoutes = defineRoutes('events', {
  listEvents: {
    method: 'GET',
    path: '/v2/events/',
    access: 'member',
    summary: "The venue's free events (listings, optionally with RSVP)",
  },
  getEventDetails: {
    method: 'GET',
    path: '/v2/eventsDetails/:id',
    access: 'member',
    summary: 'One event with its ticket types',
    errors: ['NOT_FOUND'],
  },
  createEvent: {
    method: 'POST',
    path: '/v2/createEvent',
    access: 'tableReserveAccess',
    summary: 'Create a free event',
    description:
      'Form fields: name, description, startsAt, endsAt (ISO instants), venueName, address, capacity?, rsvp?, file (banner image, optional).',
    errors: ['RATE_LIMITED'],
  },
  updateEvent: {
    method: 'PATCH',
    path: '/v2/updateEvent',
    access: 'tableReserveAccess',
    summary: "Change a free event's fields or banner",
    description: 'Form or JSON: _id and the fields to change; a file replaces the banner, an empty one clears it.',
    errors: ['NOT_FOUND', 'BUSINESS_RULE', 'RATE_LIMITED'],
  },
  deleteEvent: {
    method: 'POST',
    path: '/v2/event/delete',
    access: 'tableReserveAccess',
    summary: 'Delete an event (refused while paid tickets exist unless it is cancelled)',
    errors: ['NOT_FOUND', 'BUSINESS_RULE', 'CONFLICT'],
  },
  updatePublishStatus: {
    method: 'POST',
    path: '/v2/updatePublishStatus',
    access: 'tableReserveAccess',
    summary: 'Publish or unpublish an event',
    errors: ['NOT_FOUND', 'BUSINESS_RULE'],
  },
  createTicketedEvent: {
    method: 'POST',
    path: '/v2/ticketed-events',
    access: 'tableReserveAccess',
    summary: 'Create a ticketed event with its ticket types',
    description:
      'Form fields: the event fields of createEvent and ticketTypes, a JSON array of { name, price (rupees), quantity, salesStart, salesEnd, maxPerOrder }; file (banner, optional).',
    errors: ['BUSINESS_RULE', 'RATE_LIMITED'],
  },
  listTicketedEvents: {
    method: 'GET',
    path: '/v2/ticketed-events/restaurant/:id',
    access: 'member',
    summary: "The venue's ticketed events (`id` may be the profile id)",
    errors: ['NOT_FOUND'],
  },
  updateTicketedEventStatus: {
    method: 'PUT',
    path: '/v2/ticketed-events/:id/status',
    access: 'tableReserveAccess',
    summary: "Change a ticketed event's status; `publish` with on-sale publishes and sells at once",
    errors: ['NOT_FOUND', 'BUSINESS_RULE', 'CONFLICT'],
  },
  getSellingTerms: {
    method: 'GET',
    path: '/v2/ticketed-events/selling-terms',
    access: 'member',
    summary: 'The fee, the settlement and the payout account, before selling tickets',
  },
  updateTicketedEvent: {
    method: 'PUT',
    path: '/v2/ticketed-events/:id',
    access: 'tableReserveAccess',
    summary: "Change a ticketed event's fields, banner and ticket types",
    description:
      "Form or JSON: the fields to change and, optionally, ticketTypes (all of them: with _id kept, without added, missing removed). For a date of a series, `scope` says which dates change: `one` (default), `following` (this and later ones) or `all`; times keep each date's own day.",
    errors: ['NOT_FOUND', 'BUSINESS_RULE', 'RATE_LIMITED'],
  },
  listAttendees: {
    method: 'GET',
    path: '/v2/ticketed-events/:id/attendees',
    access: 'member',
    summary: "The event's guest list, searchable by name, number or code",
    errors: ['NOT_FOUND'],
  },
  exportAttendees: {
    method: 'GET',
    path: '/v2/ticketed-events/:id/attendees.xlsx',
    access: 'tableReserveAccess',
    summary: "The event's guest list as an .xlsx",
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  checkIn: {
    method: 'POST',
    path: '/v2/ticketed-events/:id/check-in',
    access: 'tableReserveAccess',
    summary: "Admit a guest by their ticket's code",
    errors: ['NOT_FOUND', 'CONFLICT', 'BUSINESS_RULE', 'too_early'],
  },
  exportSales: {
    method: 'GET',
    path: '/v2/ticketed-events/:id/sales.xlsx',
    access: 'tableReserveAccess',
    summary: "The event's orders as an .xlsx, with taxable value and GST",
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  cancelTicketOrderByVenue: {
    method: 'POST',
    path: '/v2/ticket-orders/:orderId/cancel-by-venue',
    access: 'tableReserveAccess',
    summary: "Cancel one guest's order or RSVP (a paid order is refunded in full)",
    description:
      "The venue cancels one guest's order or RSVP: a paid order is refunded in full, a hold's payment link is cancelled; the guest is told.",
    errors: ['NOT_FOUND', 'CONFLICT', 'BUSINESS_RULE'],
  },
});

/**
 * The guests' ticket calls (decisions §6, public, rate-limited): the booking code, the order's
 * token or the payment's signature is the proof. The event pages call these.
 */
export const ticketOrdersRoutes = defineRoutes('events (guests)', {
  createTicketOrder: {
    method: 'POST',
    path: '/v2/ticket-orders',
    access: 'public',
    summary: 'Order tickets or RSVP with a one-time code: a hold and its payment link, or issued codes',
    errors: ['NOT_FOUND', 'CONFLICT', 'BUSINESS_RULE', 'OTP_INVALID', 'OTP_EXPIRED', 'OTP_TOO_MANY_TRIES', 'RATE_LIMITED'],
  },
  verifyTicketPayment: {
    method: 'GET',
    path: '/v2/ticket-orders/payment-verification',
    access: 'public',
    summary: "Verify the payment provider's callback for a ticket order",
    errors: ['BAD_REQUEST', 'NOT_FOUND', 'BUSINESS_RULE', 'RATE_LIMITED'],
  },
  cancelTicketOrder: {
    method: 'POST',
    path: '/v2/ticket-orders/:orderId/cancel',
    access: 'public',
    summary: "The buyer cancels their paid order within the event's refund policy: a full refund",
    errors: ['NOT_FOUND', 'CONFLICT', 'refund_window_closed', 'RATE_LIMITED'],
  },
  getTicketOrder: {
    method: 'GET',
    path: '/v2/ticket-orders/:orderId',
    access: 'public',
    summary: "A ticket order with its tickets, read with the order's token",
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
});
