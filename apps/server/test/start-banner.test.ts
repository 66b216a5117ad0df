import { describe, expect, it } from 'vitest';
import { formatPhone, startBanner } from '../src/start-banner.ts';

const demo = { venueName: 'Spice Route Kitchen', userName: 'spice-route', ownerPhone: '919000000001' };

describe('formatPhone', () => {
  it.each([
    ['919000000001', '+91 90000 00001'],
    ['918123456789', '+91 81234 56789'],
    ['14155550123', '+14155550123'],
  ])('%s → %s', (digits, expected) => expect(formatPhone(digits)).toBe(expected));
});

describe('startBanner', () => {
  it('tells how to log in to the demo venue', () => {
    const text = startBanner({
      url: 'http://localhost:3000',
      database: 'pglite in /srv/data',
      testLogins: new Map([['919000000001', '246810']]),
      smsProvider: 'log',
      demo,
    });
    expect(text).toContain('Venue dashboard is running at http://localhost:3000');
    expect(text).toContain('database: pglite in /srv/data');
    expect(text).toContain('demo venue: Spice Route Kitchen (public menu at http://localhost:3000/v/spice-route)');
    expect(text).toContain("Log in with phone +91 90000 00001 and code 246810 (the demo venue's owner).");
    expect(text).toContain('Any other number gets its one-time code printed in this log.');
    expect(text).not.toContain('Other test numbers');
  });

  it('lists the other test numbers after the demo owner', () => {
    const text = startBanner({
      url: 'http://localhost:3000',
      database: 'postgres',
      testLogins: new Map([
        ['919000000001', '246810'],
        ['919000000002', '135790'],
      ]),
      smsProvider: 'http',
      demo,
    });
    expect(text).toContain('Other test numbers:\n  phone +91 90000 00002, code 135790');
    expect(text).not.toContain('printed in this log');
  });

  it('without test numbers, points at the log for codes', () => {
    const text = startBanner({
      url: 'https://menu.example.in',
      database: 'postgres',
      testLogins: new Map(),
      smsProvider: 'log',
      demo: null,
    });
    expect(text).toContain('Log in with any phone number; its one-time code is printed in this log (SMS_PROVIDER=log).');
    expect(text).not.toContain('demo venue');
    const bySms = startBanner({
      url: 'https://menu.example.in',
      database: 'postgres',
      testLogins: new Map(),
      smsProvider: 'http',
      demo: null,
    });
    expect(bySms).toContain('Log in with any phone number; the one-time code is sent by SMS.');
  });
});
