import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, call, createUser, headersFor, ownerContext, ownerWithVenue } from '../../../test/fixtures.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pdfTextOf } from '../../../test/pdf-text.ts';
import { newId } from '../../lib/ids.ts';
import {
  invoiceIssuerOf,
  issueInvoice,
  renderInvoicePdf,
  type IssuedInvoice,
  type IssueInvoiceInput,
} from './invoices.service.ts';

let t: TestApp;
let venue: Awaited<ReturnType<typeof ownerWithVenue>>;
let other: Awaited<ReturnType<typeof ownerWithVenue>>;
/** The venue's invoices of FY 2026-27, oldest first, and one of FY 2027-28. */
let year2026: IssuedInvoice[];
let year2027: IssuedInvoice;
let interState: IssuedInvoice;
let othersInvoice: IssuedInvoice;

async function issueFor(profileId: string, paidAt: string, buyer: Partial<IssueInvoiceInput['buyer']> = {}) {
  const paid = new Date(paidAt);
  const input: IssueInvoiceInput = {
    profileId,
    sourceId: newId(),
    service: 'digital-menu',
    planName: 'Digital Menu Pro',
    lines: [
      {
        description: 'Digital Menu Pro (monthly)',
        taxablePaise: 99_900,
        periodStart: paid,
        periodEnd: new Date(paid.getTime() + 31 * 86_400_000),
      },
    ],
    paidAt: paid,
    buyer: { name: 'Spice Route Kitchen', address: '12 MG Road, Bengaluru 560001', stateCode: '29', gstin: null, ...buyer },
    providerPaymentId: 'pay_Q1w2e3r4t5y6u7',
  };
  return t.app.deps.db.transaction((tx) => issueInvoice(tx, invoiceIssuerOf(t.config), input));
}

beforeAll(async () => {
  t = await createTestApp();
  venue = await ownerWithVenue(t.app);
  other = await ownerWithVenue(t.app);
  year2026 = [
    await issueFor(venue.profile.id, '2026-04-01T03:00:00Z'),
    await issueFor(other.profile.id, '2026-04-20T03:00:00Z'),
    await issueFor(venue.profile.id, '2026-05-01T03:00:00Z'),
  ];
  othersInvoice = year2026.splice(1, 1)[0]!;
  interState = await issueFor(venue.profile.id, '2026-06-01T03:00:00Z', {
    name: 'Bombay Bistro LLP',
    address: 'Fort, Mumbai',
    gstin: '27AAPFU0939F1ZV',
  });
  year2026.push(interState);
  // 31 March 20:00 UTC: 1 April in India, so the next financial year.
  year2027 = await issueFor(venue.profile.id, '2027-03-31T20:00:00Z');
});
afterAll(() => t.close());

const pdfOf = (invoiceId: string, headers = venue.headers) =>
  t.app.inject({ method: 'GET', url: `/v1/subscription/invoices/${invoiceId}/pdf`, headers });

const textOf = pdfTextOf;

describe('GET /v1/subscription/invoices/by-year', () => {
  it("lists the active venue's invoices of the financial year starting then, newest first", async () => {
    const res = await call(t.app, { method: 'GET', url: '/v1/subscription/invoices/by-year?year=2026', headers: venue.headers });
    expect(res.status).toBe(200);
    expect(res.json.body.financialYear).toBe('2026-27');
    const listed = res.json.body.invoices;
    expect(listed.map((invoice: { number: string }) => invoice.number)).toEqual(
      [...year2026].reverse().map((invoice) => invoice.number),
    );
    expect(listed.at(-1)).toEqual({
      _id: year2026[0]!.invoiceId,
      number: 'SR/2026-27/00001',
      kind: 'invoice',
      relatedInvoice: null,
      isCancelled: false,
      issuedAt: '2026-04-01T03:00:00.000Z',
      invoiceDate: '2026-04-01',
      service: 'digital-menu',
      planName: 'Digital Menu Pro',
      periodStart: '2026-04-01',
      // The next period starts on 2 May (08:30 IST): this one's last day is 1 May.
      periodEnd: '2026-05-01',
      taxablePaise: 99_900,
      cgstPaise: 8_991,
      sgstPaise: 8_991,
      igstPaise: 0,
      totalPaise: 1_17_882,
      pdfPath: `/v1/subscription/invoices/${year2026[0]!.invoiceId}/pdf`,
    });
    expect(listed[0]).toMatchObject({ _id: interState.invoiceId, cgstPaise: 0, sgstPaise: 0, igstPaise: 17_982 });
  });

  it('holds only that year: the 31 March 20:00 UTC payment is in 2027-28', async () => {
    const res = await call(t.app, { method: 'GET', url: '/v1/subscription/invoices/by-year?year=2027', headers: venue.headers });
    expect(res.json.body).toMatchObject({
      financialYear: '2027-28',
      invoices: [{ _id: year2027.invoiceId, number: 'SR/2027-28/00001' }],
    });
    const empty = await call(t.app, {
      method: 'GET',
      url: '/v1/subscription/invoices/by-year?year=2025',
      headers: venue.headers,
    });
    expect(empty.json.body).toEqual({ financialYear: '2025-26', invoices: [] });
  });

  it('shows another venue only its own invoices', async () => {
    const res = await call(t.app, { method: 'GET', url: '/v1/subscription/invoices/by-year?year=2026', headers: other.headers });
    expect(res.json.body.invoices.map((invoice: { _id: string }) => invoice._id)).toEqual([othersInvoice.invoiceId]);
  });

  it('answers a manager, refuses staff, and explains a bad year', async () => {
    const manager = await createUser(t.app);
    const staff = await createUser(t.app);
    await addMember(t.app, venue.profile.id, manager, 'manager');
    await addMember(t.app, venue.profile.id, staff, 'staff', { digitalMenuAccess: true });
    const url = '/v1/subscription/invoices/by-year?year=2026';
    expect((await call(t.app, { method: 'GET', url, headers: await headersFor(t.app, manager, venue.profile.id) })).status).toBe(
      200,
    );
    expect((await call(t.app, { method: 'GET', url, headers: await headersFor(t.app, staff, venue.profile.id) })).status).toBe(
      403,
    );
    const bad = await call(t.app, { method: 'GET', url: '/v1/subscription/invoices/by-year?year=26', headers: venue.headers });
    expect(bad.status).toBe(400);
    expect(bad.json.responseStatus.errorMessage).toBe('Enter the year the financial year starts in, e.g. 2026');
  });
});

describe('GET /v1/subscription/invoices/{id}/pdf', () => {
  it('downloads the tax invoice with every particular rule 46 asks for, ₹ included', async () => {
    const res = await pdfOf(year2026[0]!.invoiceId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-SR-2026-27-00001.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(res.rawPayload);
    for (const particular of [
      'Tax Invoice',
      t.config.supplier.name,
      'GSTIN: 29AAACV0000D1Z3',
      'State: Karnataka (29)',
      'SR/2026-27/00001',
      '01 Apr 2026',
      'Spice Route Kitchen',
      'Karnataka (29)',
      '998315',
      'Digital Menu Pro (monthly)',
      'Taxable value',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹999.00',
      '₹89.91',
      '₹1,178.82',
      'Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only',
      'This is a computer-generated invoice',
      // Rule 46(q): signed for the supplier.
      `For ${t.config.supplier.name}`,
      'Authorised signatory',
    ])
      expect(text, particular).toContain(particular);
    expect(text).not.toContain('IGST');
    // ₹ is drawn from an embedded Noto Sans subset, not a standard PDF font that lacks it.
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf).toMatch(/\/FontFile2|\/FontFile3/);
    expect(pdf).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('prints IGST @ 18% and the buyer’s GSTIN for an inter-state supply', async () => {
    const text = await textOf((await pdfOf(interState.invoiceId)).rawPayload);
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Maharashtra (27)');
    expect(text).not.toContain('CGST');
  });

  it("answers 404 for another venue's invoice and for an unknown id", async () => {
    for (const id of [othersInvoice.invoiceId, newId()]) {
      const res = await call(t.app, { method: 'GET', url: `/v1/subscription/invoices/${id}/pdf`, headers: venue.headers });
      expect(res.status).toBe(404);
      expect(res.json.responseStatus.errorMessage).toBe('Invoice not found');
    }
  });

  it('counts only renders toward the hourly limit: a cached invoice is served past it', async () => {
    const hits: string[] = [];
    const exhausted: RateLimiter = {
      hit: async (key) => (hits.push(key), { allowed: false, retryAfterSeconds: 600 }),
      release: async () => {},
      close: async () => {},
    };
    const ctx = ownerContext(t.app, venue.owner, venue.profile);
    expect((await pdfOf(year2026[0]!.invoiceId)).statusCode).toBe(200);
    expect((await renderInvoicePdf(ctx, year2026[0]!.invoiceId, exhausted)).fileName).toBe('invoice-SR-2026-27-00001.pdf');
    expect(hits).toEqual([]);
    await expect(renderInvoicePdf(ctx, year2026[1]!.invoiceId, exhausted)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many invoice downloads this hour. Please try again in 10 minutes.',
    });
    expect(hits).toEqual([`invoice-pdf:profile:${venue.profile.id}`]);
  });
});
