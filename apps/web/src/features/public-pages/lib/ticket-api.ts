import type { PaymentCallbackQuery, TicketOrderStatus, TicketOrderView } from '@venue/shared';
import { callApi } from './booking-api.ts';

/*
 * The event pages' calls (decisions §6 "Events and tickets", guests: public, no login), through
 * the guest pages' one fetch (`callApi`). Paths are written out: the shared EVENT_PATHS lives
 * beside zod schemas the public bundle must not carry.
 */

export interface NewTicketOrder {
  eventId: string;
  items: Array<{ ticketTypeId: string; quantity: number }>;
  name: string;
  mobileNumber: string;
  otp: string;
}

export interface CreatedTicketOrder {
  _id: string;
  /** `paid` for an RSVP (nothing to pay): its codes are issued with the answer. */
  status: 'reserved' | 'paid';
  reservedUntil: string;
  /** The provider's page to pay on; null for an RSVP. */
  paymentUrl: string | null;
  accessToken: string;
}

export interface VerifiedTicketPayment {
  message: string;
  orderId: string;
  status: TicketOrderStatus;
}

export const createTicketOrder = (input: NewTicketOrder) =>
  callApi<{ order: CreatedTicketOrder }>('/v2/ticket-orders', { method: 'POST', json: input });

export const fetchTicketOrder = (orderId: string, token: string) =>
  callApi<TicketOrderView>(`/v2/ticket-orders/${encodeURIComponent(orderId)}?${new URLSearchParams({ token }).toString()}`);

export const verifyTicketPayment = (query: PaymentCallbackQuery) =>
  callApi<VerifiedTicketPayment>(`/v2/ticket-orders/payment-verification?${new URLSearchParams(query).toString()}`);

export const eventPageUrl = (userName: string, eventId: string) =>
  `/v/${encodeURIComponent(userName)}/events/${encodeURIComponent(eventId)}`;

export const eventCalendarUrl = (userName: string, eventId: string) => `${eventPageUrl(userName, eventId)}/calendar.ics`;

export const ticketPageUrl = (userName: string, orderId: string, token: string) =>
  `/v/${encodeURIComponent(userName)}/tickets/${encodeURIComponent(orderId)}?${new URLSearchParams({ token }).toString()}`;
