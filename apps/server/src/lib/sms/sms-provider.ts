/** One text message carrying a one-time code. */
export interface OtpMessage {
  /** E.164 with '+', e.g. +919000000001. */
  to: string;
  code: string;
  /** The full text, for gateways that take free text. */
  text: string;
}

/**
 * Delivers one-time codes (decisions §3): `log` in development, an HTTP gateway in production.
 * @throws AppError 503 UNAVAILABLE when the message could not be handed over
 */
export interface SmsProvider {
  readonly name: string;
  sendOtp(message: OtpMessage): Promise<void>;
}

export const SEND_FAILED_MESSAGE = 'Could not send the code. Please try again.';
