import type { bookingGuestEndpoints, BodyOf, HttpMethod, PaymentCallbackQuery, ResponseOf, Route } from '@venue/shared';
import { authRoutes, bookingGuestRoutes, fillPath } from '@venue/shared/routes';
// Relative, not '@/': the server's tests render the guest pages from source (ssr-bundle.ts).
import type { CallInput, EndpointOf } from '../../lib/api-client.ts';
import { buildUrl, type Query } from '../../lib/build-url.ts';

/*
 * The booking page's calls (decisions §6 "Reservations", guests: public, no login), and the one
 * way every guest page calls the API (`callApi`, or `callRoute` by a shared route; the event
 * pages' calls are ticket-api.ts). The public bundle carries neither the dashboard's api-client
 * (session, refresh, Mantine toasts) nor zod, so this is a plain fetch that unwraps the envelope
 * and keeps the server's sentence; routes come from `@venue/shared/routes`, types by `import type`.
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
export async function callApi<T>(path: string, init: { method?: HttpMethod; json?: unknown } = {}): Promise<T> {
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

/** What a guest call takes, from its definition: path parameters, query and JSON body. */
type GuestCallInput<R extends Route> = CallInput<EndpointOf<R>>;

/** The path a guest call is sent to: its route's path filled in, with the query after it. */
const urlOf = (route: Route, input: { params?: Record<string, string | number>; query?: Query }) =>
  buildUrl(fillPath(route.path, input.params), input.query);

/** A guest call by its shared definition (`@venue/shared/routes`): the answer is typed by its response schema. */
export function callRoute<R extends Route>(route: R, input: GuestCallInput<R>): Promise<ResponseOf<EndpointOf<R>>> {
  const { body } = input as { body?: unknown };
  return callApi(urlOf(route, input as Parameters<typeof urlOf>[1]), {
    method: route.method,
    json: route.method === 'GET' ? undefined : (body ?? {}),
  });
}

export type AvailabilityAnswer = ResponseOf<typeof bookingGuestEndpoints.getAvailability>;
export type AvailableSlot = AvailabilityAnswer['slots'][number];
/** Why a date has no slot for the party (decisions §7); null when one is free. */
export type ClosedReason = NonNullable<AvailabilityAnswer['closedReason']>;
export type NewBookingInput = BodyOf<typeof bookingGuestEndpoints.createBooking>;
export type CreatedBooking = ResponseOf<typeof bookingGuestEndpoints.createBooking>['booking'];
/** What the manage call answers; `booking.canCancel` is false past the restaurant's cut-off. */
export type ManagedBooking = ResponseOf<typeof bookingGuestEndpoints.getManagedBooking>;

export const fetchAvailability = (restaurantId: string, date: string, partySize: number) =>
  callRoute(bookingGuestRoutes.getAvailability, { query: { restaurantId, date, partySize } });

export const sendBookingCode = (mobileNumber: string) => callRoute(authRoutes.generateBookingOtp, { body: { mobileNumber } });

export const createBooking = (input: NewBookingInput) => callRoute(bookingGuestRoutes.createBooking, { body: input });

export const fetchManagedBooking = (reference: string, token: string) =>
  callRoute(bookingGuestRoutes.getManagedBooking, { params: { reference }, query: { token } });

/** The provider's five parameters the checkout sent the guest back with (the deposit's callback). */
export const verifyBookingDeposit = (query: PaymentCallbackQuery) =>
  callRoute(bookingGuestRoutes.verifyBookingDeposit, { query });

/** The callback's parameters in a page address, or null when it is not the provider's way back. */
export function depositCallbackOf(search: string): PaymentCallbackQuery | null {
  const params = new URLSearchParams(search);
  const query = {
    razorpay_payment_id: params.get('razorpay_payment_id'),
    razorpay_payment_link_id: params.get('razorpay_payment_link_id'),
    razorpay_payment_link_reference_id: params.get('razorpay_payment_link_reference_id'),
    razorpay_payment_link_status: params.get('razorpay_payment_link_status'),
    razorpay_signature: params.get('razorpay_signature'),
  };
  return Object.values(query).every(Boolean) ? (query as PaymentCallbackQuery) : null;
}

export const cancelBookingAsGuest = (reference: string, token: string) =>
  callRoute(bookingGuestRoutes.cancelBookingByGuest, { body: { reference, token } });

export const calendarFileUrl = (reference: string, token: string) =>
  urlOf(bookingGuestRoutes.getBookingCalendarFile, { params: { reference }, query: { token } });

export const manageBookingUrl = (userName: string, reference: string, token: string) =>
  `/v/${encodeURIComponent(userName)}/book/manage/${encodeURIComponent(reference)}?${new URLSearchParams({ token }).toString()}`;
