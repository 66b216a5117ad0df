import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { ATTENDEE_MESSAGES, PROMO_MESSAGES } from '@venue/shared';
import { jobs } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  eventOnSale,
  guestPhones,
  nextAddress,
  paySandbox,
  requestBookingCode,
  testOtpOf,
  ticketType,
} from '../../../test/events-kit.ts';
import { race } from '../../../test/races.ts';

/*
 * Promo codes and attendee details (decisions §7 "Events: promo codes, series, attendees, buyer
 * cancellation", issue 39), through HTTP. Runs on PGlite and, with DATABASE_URL, on PostgreSQL,
 * where the race for a code's last uses is a real one.
 */

const guests = guestPhones(200, '9195000');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
let now = new Date('2026-06-10T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests) }, { clock: () => now });
});
afterAll(() => t.close());

type Item = {
  ticketTypeId: string;
  quantity: number;
  attendees?: Array<{ name: string; answers?: Array<{ questionId: string; answer: string }> }>;
};

async function buy(
  buyer: { phone: string; code: string },
  input: { eventId: string; items: Item[]; promoCode?: string },
  options: { requestCode?: boolean } = {},
) {
  if (options.requestCode ?? true) await requestBookingCode(t.app, buyer.phone);
  return call(t.app, {
    method: 'POST',
    url: '/v2/ticket-orders',
    remoteAddress: nextAddress(),
    payload: { ...input, name: 'Asha Rao', mobileNumber: `+${buyer.phone}`, otp: buyer.code },
  });
}

const addCode = (headers: Record<string, string>, eventId: string, body: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: `/v2/ticketed-events/${eventId}/promo-codes`, headers, payload: body });
const listCodes = async (headers: Record<string, string>, eventId: string) =>
  (await call(t.app, { method: 'GET', url: `/v2/ticketed-events/${eventId}/promo-codes`, headers })).json.body
    .promoCodes as Array<{
    code: string;
    used: number;
    held: number;
    revenuePaise: number;
    discountPaise: number;
  }>;

async function payAndVerify(paymentUrl: string) {
  const paid = await paySandbox(t.app, paymentUrl);
  return call(t.app, { method: 'GET', url: `/v2/ticket-orders/payment-verification?${new URLSearchParams(paid.callbackQuery)}` });
}

describe('promo codes', () => {
  it('takes a percentage or an amount off, matched in any case, and answers subtotal, discount and total', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const typeId = event.ticketTypes[0]!._id;
    expect((await addCode(headers, event._id, { code: 'Early20', percentOff: 20 })).status).toBe(200);
    expect((await addCode(headers, event._id, { code: 'FLAT100', amountOffPaise: 10000 })).status).toBe(200);
    const duplicate = await addCode(headers, event._id, { code: 'EARLY20', percentOff: 5 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.responseStatus.errorMessage).toBe(PROMO_MESSAGES.duplicate);
    expect((await addCode(headers, event._id, { code: 'BOTH', percentOff: 5, amountOffPaise: 100 })).status).toBe(400);
    expect((await addCode(headers, event._id, { code: 'HUGE', percentOff: 101 })).status).toBe(400);

    const percent = await buy(guest(), {
      eventId: event._id,
      items: [{ ticketTypeId: typeId, quantity: 2 }],
      promoCode: 'early20',
    });
    expect(percent.status, percent.raw.body).toBe(200);
    expect(percent.json.body.order).toMatchObject({ subtotalPaise: 99900, discountPaise: 19980, totalPaise: 79920 });
    const fixed = await buy(guest(), {
      eventId: event._id,
      items: [{ ticketTypeId: typeId, quantity: 1 }],
      promoCode: 'flat100',
    });
    expect(fixed.json.body.order).toMatchObject({ subtotalPaise: 49950, discountPaise: 10000, totalPaise: 39950 });

    const verified = await payAndVerify(percent.json.body.order.paymentUrl);
    expect(verified.json.body.status).toBe('paid');
    const view = await call(t.app, {
      method: 'GET',
      url: `/v2/ticket-orders/${percent.json.body.order._id}?token=${encodeURIComponent(percent.json.body.order.accessToken)}`,
    });
    expect(view.json.body.order).toMatchObject({
      subtotalPaise: 99900,
      discountPaise: 19980,
      totalPaise: 79920,
      promoCode: 'Early20',
    });
    const [queued] = await t.app.deps.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, 'notify.send'), eq(jobs.uniqueKey, `notify:ticket-order:${percent.json.body.order._id}:confirmed:sms`)),
      );
    expect(queued!.payload).toMatchObject({
      template: 'ticketsConfirmedDiscount',
      variables: { discount: '₹199.80', code: 'Early20' },
    });

    const codes = await listCodes(headers, event._id);
    expect(codes.find((code) => code.code === 'Early20')).toMatchObject({
      used: 1,
      held: 0,
      revenuePaise: 79920,
      discountPaise: 19980,
    });
    expect(codes.find((code) => code.code === 'FLAT100')).toMatchObject({ used: 0, held: 1, revenuePaise: 0 });

    const unknown = await buy(guest(), { eventId: event._id, items: [{ ticketTypeId: typeId, quantity: 1 }], promoCode: 'NOPE' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.responseStatus.errorCode).toBe('promo_code_invalid');
  });

  it('applies only to the ticket types it names and never takes off more than their subtotal', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers, [ticketType(), ticketType({ name: 'VIP', price: '1500' })]);
    const [general, vip] = event.ticketTypes;
    await addCode(headers, event._id, { code: 'VIPONLY', amountOffPaise: 500000, ticketTypeIds: [vip!._id] });
    const mixed = await buy(guest(), {
      eventId: event._id,
      items: [
        { ticketTypeId: general!._id, quantity: 1 },
        { ticketTypeId: vip!._id, quantity: 1 },
      ],
      promoCode: 'VIPONLY',
    });
    expect(mixed.json.body.order).toMatchObject({ subtotalPaise: 199950, discountPaise: 150000, totalPaise: 49950 });
    const wrongType = await buy(guest(), {
      eventId: event._id,
      items: [{ ticketTypeId: general!._id, quantity: 1 }],
      promoCode: 'VIPONLY',
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.json.responseStatus).toMatchObject({
      errorCode: 'promo_code_invalid',
      errorMessage: PROMO_MESSAGES.notForTheseTickets,
    });
  });

  it('works only inside its validity window on the movable clock, and the preview says the same', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const typeId = event.ticketTypes[0]!._id;
    await addCode(headers, event._id, {
      code: 'WEEKEND',
      percentOff: 10,
      validFrom: '2026-06-12T00:00:00Z',
      validTo: '2026-06-14T00:00:00Z',
    });
    const preview = () =>
      call(t.app, { method: 'GET', url: `/v2/ticket-orders/promo-preview?eventId=${event._id}&code=weekend` });
    const early = await buy(guest(), {
      eventId: event._id,
      items: [{ ticketTypeId: typeId, quantity: 1 }],
      promoCode: 'WEEKEND',
    });
    expect(early.json.responseStatus).toMatchObject({
      errorCode: 'promo_code_invalid',
      errorMessage: PROMO_MESSAGES.notYetValid,
    });
    expect((await preview()).status).toBe(422);

    const saved = now;
    try {
      now = new Date('2026-06-13T10:00:00Z');
      expect((await preview()).json.body.promo).toEqual({
        code: 'WEEKEND',
        percentOff: 10,
        amountOffPaise: null,
        ticketTypeIds: [],
      });
      const inside = await buy(guest(), {
        eventId: event._id,
        items: [{ ticketTypeId: typeId, quantity: 1 }],
        promoCode: 'WEEKEND',
      });
      expect(inside.json.body.order).toMatchObject({ discountPaise: 4995 });
      now = new Date('2026-06-14T00:00:00Z');
      const late = await buy(guest(), {
        eventId: event._id,
        items: [{ ticketTypeId: typeId, quantity: 1 }],
        promoCode: 'WEEKEND',
      });
      expect(late.status).toBe(422);
      expect(late.json.responseStatus).toMatchObject({ errorCode: 'promo_code_expired', errorMessage: PROMO_MESSAGES.expired });
      expect((await preview()).json.responseStatus.errorCode).toBe('promo_code_expired');
    } finally {
      now = saved;
    }
  });

  it('counts held orders toward maxUses and gives the use back when the hold expires', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const typeId = event.ticketTypes[0]!._id;
    await addCode(headers, event._id, { code: 'ONCE', percentOff: 50, maxUses: 1 });
    const held = await buy(guest(), { eventId: event._id, items: [{ ticketTypeId: typeId, quantity: 1 }], promoCode: 'ONCE' });
    expect(held.status).toBe(200);
    const second = await buy(guest(), { eventId: event._id, items: [{ ticketTypeId: typeId, quantity: 1 }], promoCode: 'ONCE' });
    expect(second.status).toBe(422);
    expect(second.json.responseStatus).toMatchObject({
      errorCode: 'promo_code_exhausted',
      errorMessage: PROMO_MESSAGES.exhausted,
    });
    now = new Date(now.getTime() + 17 * 60_000);
    await t.app.deps.jobs.runDue();
    const afterExpiry = await buy(guest(), {
      eventId: event._id,
      items: [{ ticketTypeId: typeId, quantity: 1 }],
      promoCode: 'ONCE',
    });
    expect(afterExpiry.status, afterExpiry.raw.body).toBe(200);
    expect(afterExpiry.json.body.order.discountPaise).toBe(24975);
  });

  it('makes a free order with a 100% code: tickets at once, no payment link', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const typeId = event.ticketTypes[0]!._id;
    await addCode(headers, event._id, { code: 'GUESTLIST', percentOff: 100 });
    const free = await buy(guest(), {
      eventId: event._id,
      items: [{ ticketTypeId: typeId, quantity: 2 }],
      promoCode: 'GUESTLIST',
    });
    expect(free.json.body.order).toMatchObject({
      status: 'paid',
      paymentUrl: null,
      subtotalPaise: 99900,
      discountPaise: 99900,
      totalPaise: 0,
    });
    const codes = await listCodes(headers, event._id);
    expect(codes[0]).toMatchObject({ used: 1, revenuePaise: 0 });
  });

  it('stops working when deleted', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const created = await addCode(headers, event._id, { code: 'GONE', percentOff: 10 });
    const id = created.json.body.promoCode._id as string;
    const deleted = await call(t.app, { method: 'DELETE', url: `/v2/ticketed-events/${event._id}/promo-codes/${id}`, headers });
    expect(deleted.json.body).toEqual({ _id: id, deleted: true });
    expect(await listCodes(headers, event._id)).toEqual([]);
    const refused = await buy(guest(), {
      eventId: event._id,
      items: [{ ticketTypeId: event.ticketTypes[0]!._id, quantity: 1 }],
      promoCode: 'GONE',
    });
    expect(refused.json.responseStatus.errorCode).toBe('promo_code_invalid');
  });

  it(race('gives exactly 5 discounts to 50 buyers racing for a code with maxUses 5'), { timeout: 120_000 }, async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const typeId = event.ticketTypes[0]!._id;
    await addCode(headers, event._id, { code: 'FIRST5', percentOff: 30, maxUses: 5 });
    const racers = Array.from({ length: 50 }, guest);
    for (const racer of racers) await requestBookingCode(t.app, racer.phone);
    const answers = await Promise.all(
      racers.map((racer) =>
        buy(
          racer,
          { eventId: event._id, items: [{ ticketTypeId: typeId, quantity: 1 }], promoCode: 'FIRST5' },
          { requestCode: false },
        ),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
    const refusals = answers.filter((res) => res.status !== 200);
    expect(new Set(refusals.map((res) => res.json.responseStatus.errorCode))).toEqual(new Set(['promo_code_exhausted']));
    expect((await listCodes(headers, event._id))[0]).toMatchObject({ held: 5 });
  });
});

describe('attendee details', () => {
  async function eventWithQuestion(headers: Record<string, string>) {
    const event = await eventOnSale(t.app, headers, [
      ticketType({
        attendeeQuestions: [
          { label: 'Dietary needs', required: true },
          { label: 'Company', required: false },
        ],
      }),
    ]);
    const type = event.ticketTypes[0] as unknown as { _id: string; attendeeQuestions: Array<{ _id: string; label: string }> };
    return { event, type, diet: type.attendeeQuestions[0]!._id, company: type.attendeeQuestions[1]!._id };
  }

  it('refuses an order that leaves a required question unanswered, naming it', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const { event, type, company } = await eventWithQuestion(headers);
    const missing = await buy(guest(), {
      eventId: event._id,
      items: [
        {
          ticketTypeId: type._id,
          quantity: 2,
          attendees: [{ name: 'Asha' }, { name: 'Ravi', answers: [{ questionId: company, answer: 'Acme' }] }],
        },
      ],
    });
    expect(missing.status).toBe(400);
    expect(missing.json.responseStatus.errorMessage).toBe(ATTENDEE_MESSAGES.answerNeeded('Dietary needs', 1));
    const none = await buy(guest(), { eventId: event._id, items: [{ ticketTypeId: type._id, quantity: 1 }] });
    expect(none.status).toBe(400);
    expect(none.json.responseStatus.errorMessage).toContain('Dietary needs');
    const short = await buy(guest(), {
      eventId: event._id,
      items: [{ ticketTypeId: type._id, quantity: 2, attendees: [{ name: 'Asha' }] }],
    });
    expect(short.status).toBe(400);
  });

  it('keeps the answers on the guest list, its search, its export and at check-in', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const { event, type, diet, company } = await eventWithQuestion(headers);
    const res = await buy(guest(), {
      eventId: event._id,
      items: [
        {
          ticketTypeId: type._id,
          quantity: 2,
          attendees: [
            { name: 'Asha Rao', answers: [{ questionId: diet, answer: 'Vegan' }] },
            {
              name: 'Ravi Kumar',
              answers: [
                { questionId: diet, answer: 'None' },
                { questionId: company, answer: 'Acme Works' },
              ],
            },
          ],
        },
      ],
    });
    expect(res.status, res.raw.body).toBe(200);
    await payAndVerify(res.json.body.order.paymentUrl);

    const list = await call(t.app, { method: 'GET', url: `/v2/ticketed-events/${event._id}/attendees`, headers });
    const attendees = list.json.body.attendees as Array<{
      attendeeName: string;
      code: string;
      answers: Array<{ label: string; answer: string }>;
    }>;
    expect(attendees.map((row) => row.attendeeName)).toEqual(['Asha Rao', 'Ravi Kumar']);
    expect(attendees[1]!.answers).toEqual([
      { questionId: diet, label: 'Dietary needs', answer: 'None' },
      { questionId: company, label: 'Company', answer: 'Acme Works' },
    ]);
    const searched = await call(t.app, {
      method: 'GET',
      url: `/v2/ticketed-events/${event._id}/attendees?search=vegan`,
      headers,
    });
    expect(searched.json.body.attendees.map((row: { attendeeName: string }) => row.attendeeName)).toEqual(['Asha Rao']);

    const file = await t.app.inject({ method: 'GET', url: `/v2/ticketed-events/${event._id}/attendees.xlsx`, headers });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Guests')!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Dietary needs', 'Company']));
    expect(sheet.getRow(3).values).toEqual(expect.arrayContaining(['Ravi Kumar', 'None', 'Acme Works']));

    const saved = now;
    try {
      now = new Date('2026-07-01T13:00:00Z');
      const admitted = await call(t.app, {
        method: 'POST',
        url: `/v2/ticketed-events/${event._id}/check-in`,
        headers,
        payload: { code: attendees[0]!.code },
      });
      expect(admitted.json.body.attendee).toMatchObject({
        attendeeName: 'Asha Rao',
        answers: [{ label: 'Dietary needs', answer: 'Vegan' }],
      });
    } finally {
      now = saved;
    }
  });
});
