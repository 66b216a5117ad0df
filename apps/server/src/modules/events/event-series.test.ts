import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERIES_MESSAGES } from '@venue/shared';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { EVENT_FIELDS, guestPhones, order, testOtpOf, ticketType } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { paidOrder } from '../../../test/wallet-kit.ts';

/*
 * Weekly series (issue 39, decisions §7): every date an event of its own, made in one go, on the
 * venue's calendar; edits of one date, the later ones or all of them, times shifted per date.
 */

const guests = guestPhones(10, '9194300');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
const now = new Date('2026-06-10T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests) }, { clock: () => now });
});
afterAll(() => t.close());

interface EventAnswer {
  _id: string;
  name: string;
  startsAt: string;
  endsAt: string;
  seriesId: string | null;
  recurrence: { byDay: number[]; until: string } | null;
  status: string;
  refundPolicy: { allowed: boolean; untilHoursBefore: number };
  ticketTypes: Array<{ _id: string; price: string; available: number; sold: number; salesEnd: string }>;
}

const createSeries = (headers: Record<string, string>, recurrence: object, fields: Record<string, unknown> = {}) =>
  call(t.app, {
    method: 'POST',
    url: '/v2/ticketed-events',
    headers,
    payload: { ...EVENT_FIELDS, ticketTypes: JSON.stringify([ticketType()]), recurrence: JSON.stringify(recurrence), ...fields },
  });

/** Every date of the venue's series, soonest first. */
async function datesOf(headers: Record<string, string>, profileId: string, seriesId: string): Promise<EventAnswer[]> {
  const list = await call(t.app, { method: 'GET', url: `/v2/ticketed-events/restaurant/${profileId}`, headers });
  expect(list.status, list.raw.body).toBe(200);
  return (list.json.body.results as EventAnswer[])
    .filter((event) => event.seriesId === seriesId)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

const istTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

async function onSale(headers: Record<string, string>, eventId: string) {
  const res = await call(t.app, {
    method: 'PUT',
    url: `/v2/ticketed-events/${eventId}/status`,
    headers,
    payload: { status: 'on-sale', publish: 1 },
  });
  expect(res.status, res.raw.body).toBe(200);
  return res.json.body.event as EventAnswer & {
    ticketTypes: Array<{ _id: string; available: number; sold: number; held: number }>;
  };
}

describe('creating a weekly series', () => {
  it(
    'makes one event per chosen weekday up to the last date, each with its own stock, at the same venue time',
    { timeout: 60_000 },
    async () => {
      const { headers, profile } = await ownerWithVenue(t.app);
      // 1 Jul 2026 is a Wednesday: Wednesdays and Fridays until Friday 24 Jul make 8 dates.
      const created = await createSeries(headers, { frequency: 'weekly', byDay: [5, 3], until: '2026-07-24' });
      expect(created.status, created.raw.body).toBe(200);
      const first = created.json.body.event as EventAnswer;
      expect(first.seriesId).toBe(first._id);
      expect(first.recurrence).toEqual({ frequency: 'weekly', byDay: [3, 5], until: '2026-07-24' });
      const dates = await datesOf(headers, profile.id, first.seriesId!);
      expect(dates.map((date) => istTime(date.startsAt))).toEqual([
        'Wed, 01/07/2026, 19:30',
        'Fri, 03/07/2026, 19:30',
        'Wed, 08/07/2026, 19:30',
        'Fri, 10/07/2026, 19:30',
        'Wed, 15/07/2026, 19:30',
        'Fri, 17/07/2026, 19:30',
        'Wed, 22/07/2026, 19:30',
        'Fri, 24/07/2026, 19:30',
      ]);
      // Same length every date; IST has no summer time, so every start is 14:00 UTC.
      for (const date of dates) {
        expect(Date.parse(date.endsAt) - Date.parse(date.startsAt)).toBe(3.5 * 3600_000);
        expect(date.startsAt.slice(11, 16)).toBe('14:00');
      }
      expect(new Set(dates.map((date) => date._id)).size).toBe(8);
      expect(new Set(dates.flatMap((date) => date.ticketTypes.map((type) => type._id))).size).toBe(8);
      // Sales close as long before each date as before the first (7.5 h before the start).
      expect(dates.map((date) => date.ticketTypes[0]!.salesEnd.slice(0, 10))).toEqual(
        dates.map((date) => date.startsAt.slice(0, 10)),
      );
    },
  );

  it('counts dates on the venue calendar, not in UTC: 00:30 IST on a Thursday is Wednesday in UTC', async () => {
    const { headers, profile } = await ownerWithVenue(t.app);
    const created = await createSeries(
      headers,
      { frequency: 'weekly', byDay: [4], until: '2026-07-16' },
      { startsAt: '2026-07-02T00:30:00+05:30', endsAt: '2026-07-02T03:00:00+05:30' },
    );
    expect(created.status, created.raw.body).toBe(200);
    const dates = await datesOf(headers, profile.id, created.json.body.event.seriesId);
    expect(dates.map((date) => istTime(date.startsAt))).toEqual([
      'Thu, 02/07/2026, 00:30',
      'Thu, 09/07/2026, 00:30',
      'Thu, 16/07/2026, 00:30',
    ]);
    expect(dates.map((date) => date.startsAt)).toEqual([
      '2026-07-01T19:00:00.000Z',
      '2026-07-08T19:00:00.000Z',
      '2026-07-15T19:00:00.000Z',
    ]);
  });

  it('takes at most 52 dates, and says so in plain words beyond', { timeout: 60_000 }, async () => {
    const { headers, profile } = await ownerWithVenue(t.app);
    // Every Wednesday from 1 Jul 2026 to 23 Jun 2027: 52 dates.
    const fiftyTwo = await createSeries(headers, { frequency: 'weekly', byDay: [3], until: '2027-06-23' });
    expect(fiftyTwo.status, fiftyTwo.raw.body).toBe(200);
    expect(await datesOf(headers, profile.id, fiftyTwo.json.body.event.seriesId)).toHaveLength(52);

    const daily = await createSeries(headers, { frequency: 'weekly', byDay: [0, 1, 2, 3, 4, 5, 6], until: '2026-08-22' });
    expect(daily.status).toBe(400);
    expect(daily.json.responseStatus.errorMessage).toBe(SERIES_MESSAGES.tooManyDates(53));
    const none = await createSeries(headers, { frequency: 'weekly', byDay: [1], until: '2026-07-05' });
    expect([none.status, none.json.responseStatus.errorMessage]).toEqual([400, SERIES_MESSAGES.noDates]);
    const backwards = await createSeries(headers, { frequency: 'weekly', byDay: [3], until: '2026-06-30' });
    expect([backwards.status, backwards.json.responseStatus.errorMessage]).toEqual([400, SERIES_MESSAGES.untilBeforeStart]);
    const monthly = await createSeries(headers, { frequency: 'monthly', byDay: [3], until: '2026-07-30' });
    expect(monthly.status).toBe(400);
    // Nothing of the refused series was made.
    expect(await datesOf(headers, profile.id, fiftyTwo.json.body.event.seriesId)).toHaveLength(52);
    const all = await call(t.app, { method: 'GET', url: `/v2/ticketed-events/restaurant/${profile.id}`, headers });
    expect(all.json.body.results).toHaveLength(52);
  });
});

describe('selling the dates of a series', () => {
  it('sells each date from its own stock: the second date sells out, the first does not move', async () => {
    const { headers, profile } = await ownerWithVenue(t.app);
    const created = await createSeries(
      headers,
      { frequency: 'weekly', byDay: [3], until: '2026-07-08' },
      { ticketTypes: JSON.stringify([ticketType({ quantity: 2, maxPerOrder: 2 })]) },
    );
    const [first, second] = await datesOf(headers, profile.id, created.json.body.event.seriesId);
    const firstOnSale = await onSale(headers, first!._id);
    const secondOnSale = await onSale(headers, second!._id);
    await paidOrder(t.app, guest(), secondOnSale, 2);

    const [firstAfter, secondAfter] = await datesOf(headers, profile.id, created.json.body.event.seriesId);
    expect(secondAfter!.status).toBe('sold-out');
    expect(secondAfter!.ticketTypes[0]).toMatchObject({ sold: 2, available: 0 });
    expect(firstAfter!.status).toBe('on-sale');
    expect(firstAfter!.ticketTypes[0]).toMatchObject({ sold: 0, available: 2 });
    // The first date still sells; the second refuses.
    const refused = await order(t.app, guest(), {
      eventId: second!._id,
      items: [{ ticketTypeId: secondOnSale.ticketTypes[0]!._id, quantity: 1 }],
    });
    expect(refused.status).toBe(422);
    const sold = await order(t.app, guest(), {
      eventId: first!._id,
      items: [{ ticketTypeId: firstOnSale.ticketTypes[0]!._id, quantity: 1 }],
    });
    expect(sold.status, sold.raw.body).toBe(200);
  });
});

describe('editing a date of a series', () => {
  async function fourWednesdays() {
    const { headers, profile } = await ownerWithVenue(t.app);
    const created = await createSeries(headers, { frequency: 'weekly', byDay: [3], until: '2026-07-22' });
    expect(created.status, created.raw.body).toBe(200);
    const seriesId = created.json.body.event.seriesId as string;
    return { headers, dates: () => datesOf(headers, profile.id, seriesId) };
  }
  const edit = (headers: Record<string, string>, id: string, scope: string, payload: object) =>
    call(t.app, { method: 'PUT', url: `/v2/ticketed-events/${id}?scope=${scope}`, headers, payload });

  it('scope=following moves this date and the later ones to the new time on their own dates; the earlier stays', async () => {
    const { headers, dates } = await fourWednesdays();
    const [, second] = await dates();
    const res = await edit(headers, second!._id, 'following', {
      name: 'Late Jazz',
      startsAt: '2026-07-08T21:00:00+05:30',
      endsAt: '2026-07-09T00:30:00+05:30',
    });
    expect(res.status, res.raw.body).toBe(200);
    const after = await dates();
    expect(after.map((date) => [date.name, istTime(date.startsAt), istTime(date.endsAt)])).toEqual([
      ['Jazz Night', 'Wed, 01/07/2026, 19:30', 'Wed, 01/07/2026, 23:00'],
      ['Late Jazz', 'Wed, 08/07/2026, 21:00', 'Thu, 09/07/2026, 00:30'],
      ['Late Jazz', 'Wed, 15/07/2026, 21:00', 'Thu, 16/07/2026, 00:30'],
      ['Late Jazz', 'Wed, 22/07/2026, 21:00', 'Thu, 23/07/2026, 00:30'],
    ]);
  });

  it('scope=all changes every date, ticket types included (each keeps its own ids and stock); scope=one only itself', async () => {
    const { headers, dates } = await fourWednesdays();
    const before = await dates();
    const third = before[2]!;
    const res = await edit(headers, third._id, 'all', {
      refundPolicy: { allowed: true, untilHoursBefore: 24 },
      ticketTypes: [ticketType({ _id: third.ticketTypes[0]!._id, price: '650' })],
    });
    expect(res.status, res.raw.body).toBe(200);
    const after = await dates();
    expect(after.map((date) => date.ticketTypes.map((type) => [type._id, type.price]))).toEqual(
      before.map((date) => [[date.ticketTypes[0]!._id, '650']]),
    );
    expect(after.every((date) => date.refundPolicy.allowed && date.refundPolicy.untilHoursBefore === 24)).toBe(true);
    // Times were not asked to change: each date keeps its own.
    expect(after.map((date) => date.startsAt)).toEqual(before.map((date) => date.startsAt));

    const one = await edit(headers, after[0]!._id, 'one', { name: 'Opening Night' });
    expect(one.status, one.raw.body).toBe(200);
    expect((await dates()).map((date) => date.name)).toEqual(['Opening Night', 'Jazz Night', 'Jazz Night', 'Jazz Night']);
  });

  it('refuses the whole edit when one date cannot take it, and changes none', async () => {
    const { headers, dates } = await fourWednesdays();
    const before = await dates();
    const last = await onSale(headers, before[3]!._id);
    await paidOrder(t.app, guest(), last, 3);
    const res = await edit(headers, before[0]!._id, 'all', {
      name: 'Renamed',
      ticketTypes: [ticketType({ _id: before[0]!.ticketTypes[0]!._id, quantity: 2 })],
    });
    expect(res.status).toBe(422);
    expect((await dates()).map((date) => date.name)).toEqual(['Jazz Night', 'Jazz Night', 'Jazz Night', 'Jazz Night']);
  });
});
