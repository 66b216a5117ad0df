/** One text message carrying a one-time code. */
export interface OtpMessage {
  /** E.164 with '+', e.g. +919000000001. */
  to: string;
  code: string;
  /** The full text, for gateways that take free text. */
  text: string;
}

/** One registered text (India's DLT rules: every SMS is a registered template with variables). */
export interface TemplateSms {
  /** E.164 with '+'. */
  to: string;
  /** Our template's name; gateways map it to the DLT template id registered for it. */
  template: string;
  /** The rendered text, exactly as registered with its variables filled in. */
  text: string;
}

/**
 * Delivers one-time codes (decisions §3): `log` in development, an HTTP gateway in production.
 * @throws AppError 503 UNAVAILABLE when the message could not be handed over
 */
export interface SmsProvider {
  readonly name: string;
  sendOtp(message: OtpMessage): Promise<void>;
  /** Sends a registered template message (lib/notify runs these as jobs, so failures are retried). */
  sendTemplate(message: TemplateSms): Promise<void>;
}

export const SEND_FAILED_MESSAGE = 'Could not send the code. Please try again.';
