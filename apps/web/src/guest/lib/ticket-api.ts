import type { BodyOf, promoPreviewEndpoints, QueryOf, ResponseOf, ticketOrdersEndpoints } from '@venue/shared';
import { fillPath, promoPreviewRoutes, ticketOrdersRoutes } from '@venue/shared/routes';
import { callApi } from './booking-api.ts';

/*
 * The event pages' calls (decisions §6 "Events and tickets", guests: public, no login), through
 * the guest pages' one fetch (`callApi`). Paths and methods come from the contract's routes
 * (`@venue/shared/routes`, free of zod), the types from its schemas (type-only imports).
 */

type Endpoints = typeof ticketOrdersEndpoints;
export type NewTicketOrder = BodyOf<Endpoints['createTicketOrder']>;
export type CreatedTicketOrder = ResponseOf<Endpoints['createTicketOrder']>['order'];
export type VerifiedTicketPayment = ResponseOf<Endpoints['verifyTicketPayment']>;

const {
  createTicketOrder: create,
  getTicketOrder: read,
  verifyTicketPayment: verify,
  cancelTicketOrder: cancel,
} = ticketOrdersRoutes;

export const createTicketOrder = (input: NewTicketOrder) =>
  callApi<ResponseOf<Endpoints['createTicketOrder']>>(create.path, { method: create.method, json: input });

export type PromoPreview = ResponseOf<(typeof promoPreviewEndpoints)['previewPromoCode']>['promo'];
const { previewPromoCode: preview } = promoPreviewRoutes;

/** Checks a promo code for the checkout (decisions §7 "Events: promo codes"). */
export const previewPromoCode = (eventId: string, code: string) =>
  callApi<{ promo: PromoPreview }>(`${preview.path}?${new URLSearchParams({ eventId, code }).toString()}`, {
    method: preview.method,
  });

export const fetchTicketOrder = (orderId: string, token: string) =>
  callApi<ResponseOf<Endpoints['getTicketOrder']>>(
    `${fillPath(read.path, { orderId })}?${new URLSearchParams({ token }).toString()}`,
    { method: read.method },
  );

/** POST /v2/ticket-orders/{orderId}/cancel: the buyer's own cancellation, a full refund (issue 39). */
export const cancelTicketOrder = (orderId: string, token: string) =>
  callApi<ResponseOf<Endpoints['cancelTicketOrder']>>(fillPath(cancel.path, { orderId }), {
    method: cancel.method,
    json: { token },
  });

export const verifyTicketPayment = (query: QueryOf<Endpoints['verifyTicketPayment']>) =>
  callApi<VerifiedTicketPayment>(`${verify.path}?${new URLSearchParams(query).toString()}`, { method: verify.method });

export const eventPageUrl = (userName: string, eventId: string) =>
  `/v/${encodeURIComponent(userName)}/events/${encodeURIComponent(eventId)}`;

export const eventCalendarUrl = (userName: string, eventId: string) => `${eventPageUrl(userName, eventId)}/calendar.ics`;

export const ticketPageUrl = (userName: string, orderId: string, token: string) =>
  `/v/${encodeURIComponent(userName)}/tickets/${encodeURIComponent(orderId)}?${new URLSearchParams({ token }).toString()}`;

/** The buyer's receipt, a PDF (decisions §7 "GST on tickets"); the token opens it as it opens the order. */
export const ticketReceiptUrl = (userName: string, orderId: string, token: string) =>
  `/v/${encodeURIComponent(userName)}/events/orders/${encodeURIComponent(orderId)}/receipt?${new URLSearchParams({ token }).toString()}`;
