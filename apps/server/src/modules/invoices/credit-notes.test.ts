import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@venue/shared';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fetchPdfText } from '../../../test/pdf-text.ts';
import { newId } from '../../lib/ids.ts';
import { invoiceIssuerOf, issueInvoice, type IssueInvoiceInput } from './invoices.service.ts';
import { race } from '../../../test/races.ts';

/*
 * decisions §7 "Trust in daily use": an invoice made out to the wrong buyer is corrected by a
 * credit note (its own CN series, CGST Rules rule 53) and a new invoice, both listed and with PDFs.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */

let t: TestApp;
const now = new Date('2026-11-20T06:30:00Z');
let venue: Awaited<ReturnType<typeof ownerWithVenue>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  venue = await ownerWithVenue(t.app);
});
afterAll(() => t.close());

/** An invoice paid on 5 May 2026 made out as the venue's name only, as the first invoices went out. */
function issueFor(profileId: string, paidAt = new Date('2026-05-05T04:30:00Z')) {
  const input: IssueInvoiceInput = {
    profileId,
    sourceId: newId(),
    service: 'digital-menu',
    planName: 'Digital Menu Pro',
    lines: [
      {
        description: 'Digital Menu Pro (monthly)',
        taxablePaise: 99_900,
        periodStart: paidAt,
        periodEnd: new Date(paidAt.getTime() + 31 * 86_400_000),
      },
    ],
    paidAt,
    buyer: { name: 'Spice Route', address: '', stateCode: '29', gstin: null },
    providerPaymentId: 'pay_Q1w2e3r4t5y6u7',
  };
  return t.app.deps.db.transaction((tx) => issueInvoice(tx, invoiceIssuerOf(t.config), input));
}

const MAHARASHTRA_BUYER = {
  legalName: 'Bombay Bistro LLP',
  address: '14 Marine Drive, Mumbai 400020',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
};

const reissue = (invoiceId: string, payload: Record<string, string> = MAHARASHTRA_BUYER, headers = venue.headers) =>
  call(t.app, { method: 'POST', url: `/v1/subscription/invoices/${invoiceId}/reissue`, headers, payload });

const listOf = async (year: number, headers = venue.headers) =>
  (await call(t.app, { method: 'GET', url: `/v1/subscription/invoices/by-year?year=${year}`, headers })).json.body
    .invoices as Array<Record<string, unknown>>;

const textOf = (url: string, headers = venue.headers) => fetchPdfText(t.app, url, headers);

describe('POST /v1/subscription/invoices/{id}/reissue', () => {
  it('issues a credit note in its own series for the old invoice and a new invoice to the corrected buyer', async () => {
    const old = await issueFor(venue.profile.id);
    const res = await reissue(old.invoiceId);
    expect(res.status, res.raw.body).toBe(200);
    const { creditNote, invoice } = res.json.body;
    expect(creditNote.number).toMatch(/^CN\/2026-27\/\d{5}$/);
    expect(invoice.number).toMatch(/^SR\/2026-27\/\d{5}$/);

    const listed = await listOf(2026);
    const byId = new Map(listed.map((row) => [row._id, row]));
    expect(byId.get(creditNote._id)).toMatchObject({
      kind: 'credit-note',
      number: creditNote.number,
      relatedInvoice: { _id: old.invoiceId, number: old.number },
      // The credit note reverses exactly what the invoice charged: CGST + SGST, the buyer then in Karnataka.
      taxablePaise: 99_900,
      cgstPaise: 8_991,
      sgstPaise: 8_991,
      igstPaise: 0,
      totalPaise: 1_17_882,
      invoiceDate: '2026-11-20',
    });
    expect(byId.get(old.invoiceId)).toMatchObject({ kind: 'invoice', isCancelled: true, relatedInvoice: null });
    // The new invoice: the Maharashtra buyer, so IGST, and the same period.
    expect(byId.get(invoice._id)).toMatchObject({
      kind: 'invoice',
      isCancelled: false,
      relatedInvoice: { _id: old.invoiceId, number: old.number },
      taxablePaise: 99_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 17_982,
      periodStart: '2026-05-05',
      periodEnd: byId.get(old.invoiceId)!.periodEnd,
    });

    const note = await textOf(`/v1/subscription/invoices/${creditNote._id}/pdf`);
    for (const particular of [
      'Credit Note',
      creditNote.number,
      'Against invoice',
      old.number,
      '05 May 2026',
      'Authorised signatory',
    ])
      expect(note, particular).toContain(particular);
    expect(note).not.toContain('Tax Invoice');
    const replacement = await textOf(`/v1/subscription/invoices/${invoice._id}/pdf`);
    for (const particular of [
      'Tax Invoice',
      invoice.number,
      'Bombay Bistro LLP',
      'GSTIN: 27AAPFU0939F1ZV',
      'Replaces invoice',
      'IGST @ 18%',
    ])
      expect(replacement, particular).toContain(particular);
  });

  it('corrects an invoice once: a second correction, or one of a credit note, is refused with a sentence', async () => {
    const old = await issueFor(venue.profile.id);
    const first = await reissue(old.invoiceId);
    expect(first.status).toBe(200);
    const again = await reissue(old.invoiceId);
    expect([again.status, again.json.responseStatus.errorMessage]).toEqual([422, BILLING_MESSAGES.alreadyCorrected]);
    const ofCreditNote = await reissue(first.json.body.creditNote._id);
    expect([ofCreditNote.status, ofCreditNote.json.responseStatus.errorMessage]).toEqual([
      422,
      BILLING_MESSAGES.invoiceNotCorrectable,
    ]);
    // The replacement itself can be corrected in turn.
    expect(
      (await reissue(first.json.body.invoice._id, { ...MAHARASHTRA_BUYER, legalName: 'Bombay Bistro Private Limited' })).status,
    ).toBe(200);
  });

  it('refuses a GSTIN of another state (400), another venue’s invoice (404), and leaves nothing behind', async () => {
    const old = await issueFor(venue.profile.id);
    const before = (await listOf(2026)).length;
    const mismatch = await reissue(old.invoiceId, { ...MAHARASHTRA_BUYER, stateCode: '29' });
    expect(mismatch.status).toBe(400);
    const other = await ownerWithVenue(t.app);
    const othersInvoice = await issueFor(other.profile.id);
    expect((await reissue(othersInvoice.invoiceId)).status).toBe(404);
    expect((await reissue(newId())).status).toBe(404);
    expect((await listOf(2026)).length).toBe(before);
  });

  it(
    race('numbers credit notes and invoices consecutively, each series on its own, when 12 corrections run at once'),
    async () => {
      const racer = await ownerWithVenue(t.app);
      const olds = [];
      for (let index = 0; index < 12; index += 1) olds.push(await issueFor(racer.profile.id));
      // Two corrections of the same invoice race as well: exactly one wins.
      const results = await Promise.all([
        ...olds.map((old) => reissue(old.invoiceId, MAHARASHTRA_BUYER, racer.headers)),
        reissue(olds[0]!.invoiceId, MAHARASHTRA_BUYER, racer.headers),
      ]);
      expect(results.map((res) => res.status).sort()).toEqual([...Array(12).fill(200), 422]);
      const won = results.filter((res) => res.status === 200).map((res) => res.json.body);
      /** Numbers of one series: no repeat and no gap between the first and the last. */
      const expectConsecutive = (numbers: string[], series: string) => {
        expect(numbers.every((number) => number.startsWith(`${series}/2026-27/`))).toBe(true);
        const sequences = numbers.map((number) => Number(number.slice(-5))).sort((a, b) => a - b);
        expect(sequences).toEqual(Array.from({ length: numbers.length }, (_, index) => sequences[0]! + index));
      };
      const creditNotes = (await listOf(2026))
        .concat(await listOf(2026, racer.headers))
        .filter((row) => row.kind === 'credit-note');
      expectConsecutive(
        creditNotes.map((row) => row.number as string),
        'CN',
      );
      expect(creditNotes.map((row) => row.number).sort()[0]).toBe('CN/2026-27/00001');
      expectConsecutive(
        won.map((body) => body.invoice.number),
        'SR',
      );
    },
  );
});
