import { z } from 'zod';

/**
 * Every response, success or failure, is this envelope (decisions §2), with a real HTTP
 * status beside it. `errorCode` is stable for machines; `errorMessage` is the sentence the UI shows.
 */
export const ResponseStatusSchema = z.object({
  success: z.boolean(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  error: z.unknown(),
  timeStamp: z.string(),
});
export type ResponseStatus = z.infer<typeof ResponseStatusSchema>;

export function envelopeOf<T extends z.ZodType>(body: T) {
  return z.object({ responseStatus: ResponseStatusSchema, body });
}

export type Envelope<T> = { responseStatus: ResponseStatus; body: T };

/** Stable machine codes with the HTTP status each one travels with. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  REFRESH_INVALID: 401,
  FORBIDDEN: 403,
  PROFILE_FORBIDDEN: 403,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** Money arrived for an order or term that no longer takes it: it is being refunded. */
  PAYMENT_REFUNDED: 409,
  STALE_ORDER: 409,
  USERNAME_TAKEN: 409,
  // decisions §7 "Trust in daily use": a guest phone's second booking whose stay overlaps its first.
  booking_overlaps: 409,
  booking_limit_reached: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA: 415,
  BUSINESS_RULE: 422,
  OTP_INVALID: 422,
  OTP_EXPIRED: 422,
  OTP_TOO_MANY_TRIES: 422,
  // Decisions §7 spells the codes of its contracts in lower case.
  insufficient_available_balance: 422,
  billing_details_required: 422,
  // Arrived or no-show before a booking's time allows, check-in before the door opens (decisions §7).
  too_early: 422,
  // A buyer's cancellation the event's refund policy does not allow, or no longer (decisions §7).
  refund_window_closed: 422,
  // A promo code that does not work for the order (decisions §7 "Events: promo codes").
  promo_code_invalid: 422,
  promo_code_expired: 422,
  promo_code_exhausted: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
