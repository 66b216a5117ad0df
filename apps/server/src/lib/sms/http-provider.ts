import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.ts';
import { SEND_FAILED_MESSAGE, type SmsProvider } from './sms-provider.ts';

export interface HttpSmsOptions {
  url: string;
  token: string | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** A gateway that does not answer in time counts as failed; the user can ask again. */
  timeoutMs?: number;
}

/**
 * An SMS gateway spoken to over HTTP, MSG91/Twilio style: POST JSON `{ to, message, otp }`
 * with a bearer token. Anything but a 2xx answer means the code did not leave.
 */
export function createHttpSmsProvider(options: HttpSmsOptions): SmsProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: 'http',
    async sendOtp({ to, code, text }) {
      let status: number;
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to, message: text, otp: code }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        // Drain the body so the connection can be reused; its content is not needed.
        await response.arrayBuffer().catch(() => undefined);
      } catch (error) {
        options.log.warn({ err: error }, 'SMS gateway unreachable');
        throw new AppError('UNAVAILABLE', SEND_FAILED_MESSAGE);
      }
      if (status < 200 || status >= 300) {
        // The phone number is not logged: the gateway's status is enough to investigate.
        options.log.warn({ status }, 'SMS gateway refused the message');
        throw new AppError('UNAVAILABLE', SEND_FAILED_MESSAGE);
      }
    },
  };
}
