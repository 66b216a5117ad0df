import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { OtpMessage, SmsProvider, TemplateSms } from '../../lib/sms/index.ts';
import { call } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The real app on a fresh database, with a clock the test moves and an SMS provider that
 * keeps what it was asked to send (so tests can read real random codes).
 * The clock starts at the real time: access tokens are still checked against real time.
 */
export async function createAuthTestApp(
  env: Record<string, string> = {},
  options: { beforeReady?: (app: FastifyInstance) => void } = {},
) {
  const base: TestApp = await createTestApp(env);
  let nowMs = Date.now();
  const sent: OtpMessage[] = [];
  const templates: TemplateSms[] = [];
  const sms: SmsProvider = {
    name: 'capture',
    async sendOtp(message) {
      sent.push(message);
    },
    async sendTemplate(message) {
      templates.push(message);
    },
  };
  const app = await buildApp(base.config, { database: base.app.deps.database, clock: () => new Date(nowMs), sms });
  options.beforeReady?.(app);
  await app.ready();

  return {
    app,
    config: base.config,
    sent,
    /** Template messages the notifier's jobs handed to the SMS provider. */
    templates,
    /** Moves the app's clock forward. */
    advance(seconds: number) {
      nowMs += seconds * 1000;
    },
    /** The last code sent to a number (E.164 with '+'). */
    lastCodeFor(e164: string): string {
      const message = sent.findLast((entry) => entry.to === e164);
      if (!message) throw new Error(`no code was sent to ${e164}`);
      return message.code;
    },
    requestCode(mobileNumber: string, remoteAddress = '203.0.113.10') {
      return call(app, { method: 'POST', url: '/v1/user/userLogin', payload: { mobileNumber }, remoteAddress });
    },
    validate(mobileNumber: string, otp: string) {
      return call(app, { method: 'POST', url: '/v1/user/validateOtp', payload: { mobileNumber, otp } });
    },
    async close() {
      await app.close();
      await base.close();
    },
  };
}

export type AuthTestApp = Awaited<ReturnType<typeof createAuthTestApp>>;

/** A code guaranteed to differ from `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** The `index`th of many different wrong codes for `code` (an attacker tries different ones). */
export const otherCode = (code: string, index: number) => {
  const guess = String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
  return guess === code ? wrongCode(code) : guess;
};
