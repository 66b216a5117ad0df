import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { eventOnSale, guestPhones, testOtpOf, ticketType } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fetchPdfText } from '../../../test/pdf-text.ts';
import { ACCOUNT, paidOrder, verifiedAccount, walletOf } from '../../../test/wallet-kit.ts';
import { scheduleFeeInvoiceMonths } from './fee-invoices.ts';

/*
 * Platform fee invoices (decisions §7 "Trust in daily use", issue 36 "Money"): after a month
 * with ticket sales ends in IST, a durable job issues the venue one GST tax invoice (series PF)
 * for that month's platform fees and the GST on them, net of the fees its refunds gave back,
 * with a PDF. Runs on PGlite, and with DATABASE_URL on PostgreSQL.
 */

const guests = guestPhones(10, '9194300');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
let now = new Date('2026-06-10T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests), PLATFORM_FEE_PERCENT: '5' }, { clock: () => now });
});
afterAll(() => t.close());

// A brunch on 10 July, on sale in June: cancelled in June, its refunds give its fees back in June.
const BRUNCH = { name: 'Sunday Brunch', startsAt: '2026-07-10T10:00:00+05:30', endsAt: '2026-07-10T13:00:00+05:30' };
const BRUNCH_TICKETS = [ticketType({ salesEnd: '2026-07-10T00:00:00Z' })];
/** 2 tickets of ₹499.50 = 99900 paise; fee 5% = 4995; GST 18% of it = 899. */
const FEE = 4995;
const FEE_GST = 899;

const feeInvoices = (headers: Record<string, string>, year = 2026) =>
  call(t.app, { method: 'GET', url: `/v1/vendor/fee-invoices?year=${year}`, headers });

const pdfText = (url: string, headers: Record<string, string>) => fetchPdfText(t.app, url, headers);

describe('platform fee invoices', () => {
  it("issue each venue with June sales one invoice for June's fees and their GST, net of refunds, once June ends in IST", async () => {
    const venue = await ownerWithVenue(t.app);
    await verifiedAccount(t.app, venue.headers);
    const quiet = await ownerWithVenue(t.app);
    const jazz = await eventOnSale(t.app, venue.headers);
    const brunch = await eventOnSale(t.app, venue.headers, BRUNCH_TICKETS, BRUNCH);
    await paidOrder(t.app, guest(), jazz, 2);
    await paidOrder(t.app, guest(), jazz, 2);
    await paidOrder(t.app, guest(), brunch, 2);
    const cancelled = await call(t.app, {
      method: 'PUT',
      url: `/v2/ticketed-events/${brunch._id}/status`,
      headers: venue.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.status, cancelled.raw.body).toBe(200);
    await t.app.deps.jobs.runDue();
    // The ledger's own word: three sales' fees charged, one given back.
    const fees = (await walletOf(t.app, venue.headers)).ledger.filter((row) => row.kind === 'platform-fee');
    expect(fees.reduce((sum, row) => sum + row.amount, 0)).toBe(-2 * FEE);

    // As the server does at start-up, twice (two instances): one job per month.
    await scheduleFeeInvoiceMonths(t.app.deps.db, now);
    await scheduleFeeInvoiceMonths(t.app.deps.db, now);
    const juneJobs = await t.app.deps.db.select().from(jobs).where(eq(jobs.uniqueKey, 'invoices.platform-fee-month:2026-06'));
    expect(juneJobs).toHaveLength(1);

    // 30 June 23:50 IST: June has not ended, nothing is issued.
    now = new Date('2026-06-30T18:20:00Z');
    await t.app.deps.jobs.runDue();
    expect((await feeInvoices(venue.headers)).json.body).toEqual({ invoices: [] });

    // 1 July 00:10 IST: June's job runs, twice over (two runners): one invoice.
    now = new Date('2026-06-30T18:40:00Z');
    await Promise.all([t.app.deps.jobs.runDue(), t.app.deps.jobs.runDue()]);
    await t.app.deps.jobs.runDue();
    const headers = await headersFor(t.app, venue.owner, venue.profile.id);
    const listed = await feeInvoices(headers);
    expect(listed.status, listed.raw.body).toBe(200);
    expect(listed.json.body.invoices).toEqual([
      {
        _id: expect.any(String),
        number: expect.stringMatching(/^PF\/2026-27\/\d{5}$/),
        kind: 'invoice',
        relatedInvoice: null,
        month: '2026-06',
        taxablePaise: 2 * FEE,
        gstPaise: 2 * FEE_GST,
        totalPaise: 2 * FEE + 2 * FEE_GST,
      },
    ]);
    expect((await feeInvoices(await headersFor(t.app, quiet.owner, quiet.profile.id))).json.body).toEqual({ invoices: [] });
    // July's job is waiting for July to end.
    const julyJobs = await t.app.deps.db.select().from(jobs).where(eq(jobs.uniqueKey, 'invoices.platform-fee-month:2026-07'));
    expect(julyJobs.map((job) => [job.status, job.runAt.toISOString()])).toEqual([['pending', '2026-07-31T18:30:00.000Z']]);

    const invoice = listed.json.body.invoices[0];
    const text = await pdfText(`/v1/vendor/fee-invoices/${invoice._id}/pdf`, headers);
    for (const particular of [
      'Tax Invoice',
      invoice.number,
      'Platform fee on ticket sales, June 2026',
      '01 Jun 2026 – 30 Jun 2026',
      ACCOUNT.legalName,
      `GSTIN: ${ACCOUNT.gstin}`,
      'CGST @ 9%',
      '₹99.90',
      '₹8.99',
      '₹117.88',
      `For ${t.config.supplier.name}`,
      'Authorised signatory',
    ])
      expect(text, particular).toContain(particular);
    // Not a subscription invoice: that list and its PDF call do not answer it.
    const subscriptionList = await call(t.app, { method: 'GET', url: '/v1/subscription/invoices/by-year?year=2026', headers });
    expect(subscriptionList.json.body.invoices).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/v1/subscription/invoices/${invoice._id}/pdf`, headers })).statusCode).toBe(
      404,
    );
  });

  it('are for the owner or a manager: staff are refused, another venue gets a 404', async () => {
    const venue = await ownerWithVenue(t.app);
    const manager = await createUser(t.app);
    const staff = await createUser(t.app);
    await addMember(t.app, venue.profile.id, manager, 'manager');
    await addMember(t.app, venue.profile.id, staff, 'staff', { tableReserveAccess: true });
    expect((await feeInvoices(await headersFor(t.app, manager, venue.profile.id))).status).toBe(200);
    expect((await feeInvoices(await headersFor(t.app, staff, venue.profile.id))).status).toBe(403);
    const [issued] = await t.app.deps.db.select().from(jobs).where(eq(jobs.uniqueKey, 'invoices.platform-fee-month:2026-06'));
    expect(issued?.status).toBe('done');
    const other = await call(t.app, { method: 'GET', url: '/v1/vendor/fee-invoices?year=2026', headers: venue.headers });
    expect(other.json.body.invoices).toEqual([]);
    const [anyFeeInvoice] = (
      await t.app.deps.db.query.invoices.findMany({ where: (row, { eq: equals }) => equals(row.series, 'PF') })
    ).slice(0, 1);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/vendor/fee-invoices/${anyFeeInvoice!.id}/pdf`,
      headers: venue.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
