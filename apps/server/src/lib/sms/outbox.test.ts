import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithVenue } from '../../../test/fixtures.ts';
import { eventOnSale, guestPhones, testOtpOf, ticketType } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { paidOrder } from '../../../test/wallet-kit.ts';

/*
 * The notifier's test adapter (SMS_PROVIDER=outbox): the browser journeys read what a guest
 * was sent at GET /__outbox/sms?to= (issue 36's cancelled-event journey). Without it the
 * address does not exist.
 */

const [guest] = guestPhones(1, '9194330');
let outbox: TestApp;
let plain: TestApp;
const now = new Date('2026-06-10T06:30:00Z');
beforeAll(async () => {
  outbox = await createTestApp({ SMS_PROVIDER: 'outbox', SMS_TEST_OTP: testOtpOf([guest!]) }, { clock: () => now });
  plain = await createTestApp({}, { clock: () => now });
});
afterAll(async () => {
  await outbox.close();
  await plain.close();
});

describe('GET /__outbox/sms', () => {
  it('answers the template messages sent to a number, as the gateway would have been handed them', async () => {
    const venue = await ownerWithVenue(outbox.app);
    const event = await eventOnSale(outbox.app, venue.headers, [ticketType()]);
    await paidOrder(outbox.app, guest!, event, 1);
    await outbox.app.deps.jobs.runDue();
    const res = await outbox.app.inject({ method: 'GET', url: `/__outbox/sms?to=${encodeURIComponent(`+${guest!.phone}`)}` });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json() as { messages: Array<{ to: string; template: string; text: string }> };
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.to === `+${guest!.phone}`)).toBe(true);
    expect(messages.some((message) => message.text.includes('Jazz Night'))).toBe(true);
    const other = await outbox.app.inject({ method: 'GET', url: '/__outbox/sms?to=%2B919999999999' });
    expect(other.json()).toEqual({ messages: [] });
  });

  it('does not exist with the log provider', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/__outbox/sms' })).statusCode).toBe(404);
  });
});
