import type { FastifyBaseLogger } from 'fastify';
import { createLogSmsProvider } from './log-provider.ts';
import type { SmsProvider, TemplateSms } from './sms-provider.ts';

/** One template message the outbox kept: what a gateway would have been handed. */
export interface SentSms extends TemplateSms {
  at: string;
}

export interface OutboxSmsProvider extends SmsProvider {
  /** The kept messages to `to` (E.164 with '+'), oldest first; every kept message without it. */
  sent(to?: string): SentSms[];
}

/** Enough for a browser journey's venue and guests; the oldest go first. */
const KEPT_MESSAGES = 500;

/**
 * The notifier's test adapter (`SMS_PROVIDER=outbox`, refused in production like `log`): writes
 * to the log as `log` does and keeps the last template messages in memory, which the browser
 * journeys read back through `GET /__outbox/sms?to=` (app.ts mounts it only with this provider)
 * to see that a guest was told, e.g. of a cancelled event and its refund (issue 36).
 */
export function createOutboxSmsProvider(log: Pick<FastifyBaseLogger, 'info'>): OutboxSmsProvider {
  const logged = createLogSmsProvider(log);
  const kept: SentSms[] = [];
  return {
    name: 'outbox',
    sendOtp: (message) => logged.sendOtp(message),
    async sendTemplate(message) {
      await logged.sendTemplate(message);
      kept.push({ ...message, at: new Date().toISOString() });
      if (kept.length > KEPT_MESSAGES) kept.shift();
    },
    sent: (to) => (to === undefined ? [...kept] : kept.filter((message) => message.to === to)),
  };
}

export const isOutboxProvider = (provider: SmsProvider): provider is OutboxSmsProvider => provider.name === 'outbox';
