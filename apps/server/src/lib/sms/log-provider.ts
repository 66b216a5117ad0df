import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider.ts';

/**
 * Writes the code to the server log instead of sending it: the embedded default, so that
 * `npm start` works on any machine without an SMS account.
 */
export function createLogSmsProvider(log: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  return {
    name: 'log',
    async sendOtp({ to, code }) {
      log.info(`one-time code for ${to}: ${code}`);
    },
    async sendTemplate({ to, template, text }) {
      log.info(`SMS ${template} to ${to}: ${text}`);
    },
  };
}
