import type { FastifyBaseLogger } from 'fastify';
import { maskPhone, redactSecrets } from '../log-redaction.ts';
import type { SmsProvider } from './sms-provider.ts';

/**
 * Writes the code to the server log instead of sending it: the embedded default, so that
 * `npm start` works on any machine without an SMS account. The number is masked (its last
 * four digits tell a developer which phone it was) and a message's links lose their secrets:
 * a log is no place for a guest's number or manage link (issue 34).
 */
export function createLogSmsProvider(log: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  return {
    name: 'log',
    async sendOtp({ to, code }) {
      log.info(`one-time code for ${maskPhone(to)}: ${code}`);
    },
    async sendTemplate({ to, template, text }) {
      log.info(`SMS ${template} to ${maskPhone(to)}: ${redactSecrets(text)}`);
    },
  };
}
