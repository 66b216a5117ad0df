import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { eventOnSale, guestPhones, testOtpOf, ticketType } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fetchPdfText } from '../../../test/pdf-text.ts';
import { paidOrder, verifiedAccount, walletOf } from '../../../test/wallet-kit.ts';
import { scheduleFeeInvoiceMonths } from './fee-invoices.ts';

/*
 * A platform fee refunded in a later month than its invoice (issue 36 "Money", decisions §7
 * "Trust in daily use"): June's invoice already charged the fee, so July's refund of a June sale
 * is a credit note (CN series, rule 53) against June's invoice for that fee and its GST, and
 * July's invoice charges July's sales in full. Figures summed by hand. Runs on PGlite, and with
 * DATABASE_URL on PostgreSQL.
 */

const guests = guestPhones(6, '9194310');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
let now = new Date('2026-06-10T06:30:00Z'); // 10 June, 12:00 IST
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests), PLATFORM_FEE_PERCENT: '5' }, { clock: () => now });
});
afterAll(() => t.close());

/** Tickets on sale through August; both events are in late August, long after June and July. */
const TICKETS = [ticketType({ salesEnd: '2026-08-20T00:00:00Z' })];
const JAZZ = { name: 'Jazz Night', startsAt: '2026-08-21T19:30:00+05:30', endsAt: '2026-08-21T23:00:00+05:30' };
const BRUNCH = { name: 'Sunday Brunch', startsAt: '2026-08-23T10:00:00+05:30', endsAt: '2026-08-23T13:00:00+05:30' };

/** One order of 2 tickets at ₹499.50 = ₹999.00; the fee 5% = ₹49.95; GST 18% of it = ₹8.991 → ₹8.99. */
const FEE = 4995;
const FEE_GST = 899;

const feeDocuments = async (headers: Record<string, string>) => {
  const res = await call(t.app, { method: 'GET', url: '/v1/vendor/fee-invoices?year=2026', headers });
  expect(res.status, res.raw.body).toBe(200);
  return res.json.body.invoices as Array<{
    _id: string;
    number: string;
    kind: 'invoice' | 'credit-note';
    relatedInvoice: { _id: string; number: string } | null;
    month: string;
    taxablePaise: number;
    gstPaise: number;
    totalPaise: number;
  }>;
};

const pdfText = (url: string, headers: Record<string, string>) => fetchPdfText(t.app, url, headers);

describe('a platform fee refunded in a later month than its invoice', () => {
  it("is a credit note against that month's fee invoice, and the later month's invoice charges its own sales in full", async () => {
    const venue = await ownerWithVenue(t.app);
    await verifiedAccount(t.app, venue.headers); // GSTIN 29…: Karnataka, the supplier's state: CGST + SGST
    await scheduleFeeInvoiceMonths(t.app.deps.db, now);
    const jazz = await eventOnSale(t.app, venue.headers, TICKETS, JAZZ);
    const brunch = await eventOnSale(t.app, venue.headers, TICKETS, BRUNCH);

    // June: two jazz orders and one brunch order, 2 tickets each.
    await paidOrder(t.app, guest(), jazz, 2);
    await paidOrder(t.app, guest(), jazz, 2);
    await paidOrder(t.app, guest(), brunch, 2);

    // 1 July 00:10 IST: June's invoice, 3 × ₹49.95 = ₹149.85 and 3 × ₹8.99 = ₹26.97.
    now = new Date('2026-06-30T18:40:00Z');
    await t.app.deps.jobs.runDue();
    const headers = await headersFor(t.app, venue.owner, venue.profile.id);
    const [june] = await feeDocuments(headers);
    expect(june).toMatchObject({ kind: 'invoice', month: '2026-06', taxablePaise: 14985, gstPaise: 2697, totalPaise: 17682 });

    // 15 July: a new jazz order, and the brunch is cancelled, which refunds June's brunch order.
    now = new Date('2026-07-15T06:30:00Z');
    await paidOrder(t.app, guest(), jazz, 2);
    const cancelled = await call(t.app, {
      method: 'PUT',
      url: `/v2/ticketed-events/${brunch._id}/status`,
      headers: venue.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.status, cancelled.raw.body).toBe(200);
    await t.app.deps.jobs.runDue();
    const ledger = (await walletOf(t.app, venue.headers)).ledger;
    const sumOf = (kind: string) => ledger.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.amount, 0);
    // Four orders' fees charged, one given back: the venue kept 3 × ₹49.95 and 3 × ₹8.99.
    expect([sumOf('platform-fee'), sumOf('gst-on-fee')]).toEqual([-3 * FEE, -3 * FEE_GST]);

    // 1 August 00:10 IST: July's job runs, and again (a second runner): one invoice, one credit note.
    now = new Date('2026-07-31T18:40:00Z');
    await Promise.all([t.app.deps.jobs.runDue(), t.app.deps.jobs.runDue()]);
    await t.app.deps.jobs.runDue();
    const documents = await feeDocuments(headers);
    const july = documents.find((doc) => doc.kind === 'invoice' && doc.month === '2026-07');
    const creditNotes = documents.filter((doc) => doc.kind === 'credit-note');
    // July's own sale in full (₹49.95 + ₹8.99), not netted to nothing by June's refund.
    expect(july).toMatchObject({ taxablePaise: FEE, gstPaise: FEE_GST, totalPaise: 5894 });
    expect(creditNotes).toEqual([
      {
        _id: expect.any(String),
        number: expect.stringMatching(/^CN\/2026-27\/\d{5}$/),
        kind: 'credit-note',
        relatedInvoice: { _id: june!._id, number: june!.number },
        month: '2026-07',
        taxablePaise: FEE,
        gstPaise: FEE_GST,
        totalPaise: FEE + FEE_GST,
      },
    ]);
    // Invoices less credit notes are exactly what the ledger kept: ₹149.85 + ₹49.95 − ₹49.95 = ₹149.85 of fees.
    const net = (pick: (doc: (typeof documents)[number]) => number) =>
      documents.reduce((sum, doc) => sum + (doc.kind === 'credit-note' ? -pick(doc) : pick(doc)), 0);
    expect([net((doc) => doc.taxablePaise), net((doc) => doc.gstPaise)]).toEqual([-sumOf('platform-fee'), -sumOf('gst-on-fee')]);
    expect(net((doc) => doc.taxablePaise)).toBe(14985);
    expect(net((doc) => doc.gstPaise)).toBe(2697);

    const creditNote = creditNotes[0]!;
    const text = await pdfText(`/v1/vendor/fee-invoices/${creditNote._id}/pdf`, headers);
    for (const particular of [
      'Credit Note',
      creditNote.number,
      'Against invoice',
      june!.number,
      'Platform fee returned on ticket sales of June 2026, refunded in July 2026',
      'CGST @ 9%',
      '₹4.49', // CGST: half of ₹8.99, the odd paisa to SGST
      '₹4.50',
      '₹49.95',
      '₹58.94',
    ])
      expect(text, particular).toContain(particular);

    // Subscription billing neither lists it nor serves its PDF, and cannot "correct" it.
    const subscriptionList = await call(t.app, { method: 'GET', url: '/v1/subscription/invoices/by-year?year=2026', headers });
    expect(subscriptionList.json.body.invoices).toEqual([]);
    const subscriptionPdf = await t.app.inject({
      method: 'GET',
      url: `/v1/subscription/invoices/${creditNote._id}/pdf`,
      headers,
    });
    expect(subscriptionPdf.statusCode).toBe(404);
  });
});
