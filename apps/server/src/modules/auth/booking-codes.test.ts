import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, wrongCode, type AuthTestApp } from './auth.test-support.ts';
import { requestBookingCode, verifyBookingCode, type AuthContext } from './auth.service.ts';

/** Booking codes (decisions §4): the login rules, counted apart from login codes. */
describe('booking codes through auth.service', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(() => t.close());

  const ctx = (): AuthContext => ({
    db: t.app.deps.db,
    config: t.config,
    log: t.app.log,
    caller: null,
    profile: null,
    clock: t.app.deps.clock,
    notifier: t.app.deps.notifier,
    payments: t.app.deps.payments,
    media: t.app.deps.media,
    menuItemsChanged: t.app.deps.menuItemsChanged,
    now: t.app.deps.clock(),
    sms: t.app.deps.sms,
    rateLimiter: t.app.deps.rateLimiter,
    sessions: t.app.deps.sessions,
  });

  it('issues and verifies a booking code independently of a pending login code', async () => {
    const number = '+919733300001';
    expect((await t.requestCode(number)).status).toBe(200);
    const loginCode = t.lastCodeFor(number);

    const issued = await requestBookingCode(ctx(), { mobileNumber: '97333 00001', clientAddress: '203.0.113.50' });
    expect(issued).toEqual({ mobileNumber: number, resendAfter: 30, expiresIn: 300 });
    const bookingCode = t.lastCodeFor(number);

    if (bookingCode !== loginCode) {
      await expect(verifyBookingCode(ctx(), { mobileNumber: number, otp: loginCode })).rejects.toMatchObject({
        code: 'OTP_INVALID',
      });
    }
    await expect(verifyBookingCode(ctx(), { mobileNumber: number, otp: wrongCode(bookingCode) })).rejects.toMatchObject({
      code: 'OTP_INVALID',
    });
    expect(await verifyBookingCode(ctx(), { mobileNumber: number, otp: bookingCode })).toBe('919733300001');
    await expect(verifyBookingCode(ctx(), { mobileNumber: number, otp: bookingCode })).rejects.toMatchObject({
      code: 'OTP_EXPIRED',
    });

    // The login code is still pending and usable.
    expect((await t.validate(number, loginCode)).status).toBe(200);
  });

  it('holds a booking resend back for 30 s too', async () => {
    const input = { mobileNumber: '+919733300002', clientAddress: '203.0.113.51' };
    await requestBookingCode(ctx(), input);
    await expect(requestBookingCode(ctx(), input)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      headers: { 'retry-after': '30' },
    });
  });
});
