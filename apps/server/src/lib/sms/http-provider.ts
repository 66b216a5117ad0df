import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.ts';
import { postJson } from '../post-json.ts';
import { SEND_FAILED_MESSAGE, type SmsProvider } from './sms-provider.ts';

export interface HttpSmsOptions {
  url: string;
  token: string | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** A gateway that does not answer in time counts as failed; the user can ask again. */
  timeoutMs?: number;
}

/**
 * An SMS gateway spoken to over HTTP, MSG91/Twilio style: POST JSON with a bearer token,
 * `{ to, message, otp }` for codes and `{ to, message, template }` for registered templates.
 * Anything but a 2xx answer means the message did not leave.
 */
export function createHttpSmsProvider(options: HttpSmsOptions): SmsProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const send = async (body: Record<string, string>) => {
    const result = await postJson({ url: options.url, token: options.token, body, timeoutMs });
    if (result.ok) return;
    // The phone number is not logged: the gateway's status is enough to investigate.
    if (result.reason === 'unreachable') options.log.warn({ err: result.error }, 'SMS gateway unreachable');
    else options.log.warn({ status: result.status }, 'SMS gateway refused the message');
    throw new AppError('UNAVAILABLE', SEND_FAILED_MESSAGE);
  };
  return {
    name: 'http',
    sendOtp: ({ to, code, text }) => send({ to, message: text, otp: code }),
    sendTemplate: ({ to, template, text }) => send({ to, message: text, template }),
  };
}
