import type { BookingStatus } from '@venue/shared';

/*
 * The booking page's calls (decisions §6 "Reservations", guests: public, no login), and the one
 * way every guest page calls the API (`callApi`; the event pages' calls are ticket-api.ts). The public
 * bundle carries neither the dashboard's api-client (session, refresh, Mantine toasts) nor zod,
 * so this is a plain fetch that unwraps the envelope and keeps the server's sentence.
 */

/** A refused call: `message` is the server's errorMessage, the words the guest sees. */
export class BookingApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  constructor(status: number, code: string | null, message: string) {
    super(message);
    this.name = 'BookingApiError';
    this.status = status;
    this.code = code;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the restaurant. Check your connection and try again.';
const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

interface Envelope<T> {
  responseStatus?: { success?: boolean; errorCode?: string | null; errorMessage?: string | null };
  body?: T;
}

/** A refusal about the one-time code (OTP_*): shown at the code field rather than above the button. */
export const isCodeError = (error: unknown) => error instanceof BookingApiError && (error.code ?? '').startsWith('OTP_');

/** One guest call: JSON in, the envelope's body out, a refusal thrown as BookingApiError. */
export async function callApi<T>(path: string, init: { method?: 'GET' | 'POST'; json?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers:
        init.json === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
  } catch {
    throw new BookingApiError(0, null, NETWORK_ERROR_MESSAGE);
  }
  const payload = (await response.json().catch(() => null)) as Envelope<T> | null;
  const status = payload?.responseStatus;
  if (!response.ok || !status?.success) {
    throw new BookingApiError(response.status, status?.errorCode ?? null, status?.errorMessage || FALLBACK_ERROR_MESSAGE);
  }
  return payload?.body as T;
}

export interface AvailableSlot {
  time: string;
  mealTimeId: string;
  available: boolean;
  coversLeft: number;
}

export interface BookingCodeSent {
  mobileNumber: string;
  /** Seconds until another code may be requested. */
  resendAfter: number;
  expiresIn: number;
}

export interface NewBookingInput {
  restaurantId: string;
  date: string;
  time: string;
  partySize: number;
  name: string;
  mobileNumber: string;
  otp: string;
  note?: string;
  acceptTerms: true;
}

export interface CreatedBooking {
  _id: string;
  reference: string;
  status: BookingStatus;
  manageToken: string;
  /** While pending: the restaurant answers by then, or the request lapses. */
  answerBy?: string | null;
}

/** What the manage call answers; `canCancel` false past the restaurant's cut-off. */
export interface ManagedBooking {
  booking: {
    reference: string;
    date: string;
    time: string;
    partySize: number;
    name: string;
    status: BookingStatus;
    timeZone?: string;
    answerBy?: string | null;
  };
  canCancel?: boolean;
}

/** Why a date has no slot for the party (decisions §7); null when one is free. */
export type ClosedReason = 'closed' | 'paused' | 'party-too-large' | 'fully-booked' | 'too-soon' | 'too-far';

export const fetchAvailability = (restaurantId: string, date: string, partySize: number) =>
  callApi<{ slots: AvailableSlot[]; closedReason: ClosedReason | null }>(
    `/v1/bookings/availability?${new URLSearchParams({ restaurantId, date, partySize: String(partySize) }).toString()}`,
  );

export const sendBookingCode = (mobileNumber: string) =>
  callApi<BookingCodeSent>('/v1/user/generateBookingOTP', { method: 'POST', json: { mobileNumber } });

export const createBooking = (input: NewBookingInput) =>
  callApi<{ booking: CreatedBooking }>('/v1/bookings/createBooking', { method: 'POST', json: input });

export const fetchManagedBooking = (reference: string, token: string) =>
  callApi<ManagedBooking>(`/v1/bookings/manage/${encodeURIComponent(reference)}?${new URLSearchParams({ token }).toString()}`);

export const cancelBookingAsGuest = (reference: string, token: string) =>
  callApi<unknown>('/v1/bookings/cancelByGuest', { method: 'POST', json: { reference, token } });

export const calendarFileUrl = (reference: string, token: string) =>
  `/v1/bookings/manage/${encodeURIComponent(reference)}/calendar.ics?${new URLSearchParams({ token }).toString()}`;

export const manageBookingUrl = (userName: string, reference: string, token: string) =>
  `/v/${encodeURIComponent(userName)}/book/manage/${encodeURIComponent(reference)}?${new URLSearchParams({ token }).toString()}`;
