import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { createHttpSmsProvider } from './http-provider.ts';
import { createLogSmsProvider } from './log-provider.ts';
import { createOutboxSmsProvider } from './outbox-provider.ts';
import type { SmsProvider } from './sms-provider.ts';

export type { OtpMessage, SmsProvider, TemplateSms } from './sms-provider.ts';
export { SEND_FAILED_MESSAGE } from './sms-provider.ts';
export { createHttpSmsProvider } from './http-provider.ts';
export { createLogSmsProvider } from './log-provider.ts';
export { createOutboxSmsProvider, isOutboxProvider, type OutboxSmsProvider, type SentSms } from './outbox-provider.ts';

/** The provider `SMS_PROVIDER` names (config validation already demanded SMS_HTTP_URL for http). */
export function createSmsProvider(config: AppConfig, log: FastifyBaseLogger): SmsProvider {
  if (config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL) {
    return createHttpSmsProvider({ url: config.SMS_HTTP_URL, token: config.SMS_HTTP_TOKEN, log });
  }
  if (config.SMS_PROVIDER === 'outbox') return createOutboxSmsProvider(log);
  return createLogSmsProvider(log);
}
