import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoiceCounters, invoices } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { createBusinessProfile, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { invoiceIssuerOf, issueInvoice, type IssueInvoiceInput } from './invoices.service.ts';
import { race } from '../../../test/races.ts';

/*
 * Invoice numbers are a legal sequence (CGST Rules rule 46(b)): consecutive and unique per
 * financial year. These run on PGlite, and with DATABASE_URL on PostgreSQL, where the 50
 * transactions really overlap.
 */

let t: TestApp;
let profileId: string;

beforeAll(async () => {
  t = await createTestApp();
  profileId = (await createBusinessProfile(t.app, await createUser(t.app))).id;
});
afterAll(() => t.close());

const KARNATAKA_BUYER = { name: 'Spice Route Kitchen', address: '12 MG Road, Bengaluru', stateCode: '29', gstin: null };

/** A paid monthly term of ₹499 (before GST) at `paidAt`. */
function paidTerm(paidAt: Date, overrides: Partial<IssueInvoiceInput> = {}): IssueInvoiceInput {
  return {
    profileId,
    sourceId: newId(),
    service: 'digital-menu',
    planName: 'Digital Menu Starter',
    lines: [
      {
        description: 'Digital Menu Starter (monthly)',
        taxablePaise: 49_900,
        periodStart: paidAt,
        periodEnd: new Date(paidAt.getTime() + 30 * 86_400_000),
      },
    ],
    paidAt,
    buyer: KARNATAKA_BUYER,
    providerPaymentId: `pay_${newId().slice(-14)}`,
    ...overrides,
  };
}

const issue = (input: IssueInvoiceInput) => t.app.deps.db.transaction((tx) => issueInvoice(tx, invoiceIssuerOf(t.config), input));

const rowOf = async (invoiceId: string) => (await t.app.deps.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!;

const sequencesOf = async (financialYear: string) =>
  (await t.app.deps.db.select({ sequence: invoices.sequence }).from(invoices).where(eq(invoices.financialYear, financialYear)))
    .map((row) => row.sequence)
    .sort((a, b) => a - b);

describe('invoice numbers', () => {
  it(race('are consecutive with no gap or repeat when 50 payments commit at once'), async () => {
    const paidAt = new Date('2030-06-15T06:30:00Z');
    const issued = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.deps.db.transaction(async (tx) => {
          const invoice = await issueInvoice(tx, invoiceIssuerOf(t.config), paidTerm(paidAt));
          // The rest of the payment's transaction: the number stays taken until it commits.
          await sleep(5);
          return invoice;
        }),
      ),
    );
    const numbers = issued.map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => `SR/2030-31/${String(index + 1).padStart(5, '0')}`));
    expect(await sequencesOf('2030-31')).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    for (const number of numbers) expect(number.length).toBeLessThanOrEqual(16);
  });

  it('take back the number of a payment that rolls back', async () => {
    const paidAt = new Date('2031-05-01T10:00:00Z');
    expect((await issue(paidTerm(paidAt))).number).toBe('SR/2031-32/00001');
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        expect((await issueInvoice(tx, invoiceIssuerOf(t.config), paidTerm(paidAt))).number).toBe('SR/2031-32/00002');
        throw new Error('the payment failed after the invoice');
      }),
    ).rejects.toThrow('the payment failed after the invoice');
    expect((await issue(paidTerm(paidAt))).number).toBe('SR/2031-32/00002');
    expect(await sequencesOf('2031-32')).toEqual([1, 2]);
  });

  it('start again at 00001 in a new financial year, which begins at midnight IST on 1 April', async () => {
    // 31 March 23:30 IST: still 2026-27.
    const lastEvening = await issue(paidTerm(new Date('2027-03-31T18:00:00Z')));
    // 31 March 20:00 UTC is 1 April 01:30 IST: 2027-28.
    const firstNight = await issue(paidTerm(new Date('2027-03-31T20:00:00Z')));
    expect(lastEvening.number).toMatch(/^SR\/2026-27\/\d{5}$/);
    expect(firstNight.number).toBe('SR/2027-28/00001');
    expect((await rowOf(firstNight.invoiceId)).invoiceDate).toBe('2027-04-01');
    expect((await rowOf(lastEvening.invoiceId)).invoiceDate).toBe('2027-03-31');
    expect((await issue(paidTerm(new Date('2027-04-02T05:00:00Z')))).number).toBe('SR/2027-28/00002');
  });

  it('issue one invoice per paid term: a second call returns the first unchanged', async () => {
    const paidAt = new Date('2032-07-01T04:00:00Z');
    const input = paidTerm(paidAt);
    const first = await issue(input);
    const again = await issue({
      ...input,
      paidAt: new Date('2032-08-01T04:00:00Z'),
      lines: [{ ...input.lines[0]!, taxablePaise: 1 }],
    });
    expect(again).toEqual(first);
    expect(await t.app.deps.db.select().from(invoices).where(eq(invoices.sourceId, input.sourceId))).toHaveLength(1);
    // The repeat took no number.
    expect((await issue(paidTerm(paidAt))).number).toBe('SR/2032-33/00002');
  });

  it(race('issue one invoice when two payments of the same term race (callback and webhook), leaving no gap'), async () => {
    const paidAt = new Date('2033-09-09T09:00:00Z');
    const input = paidTerm(paidAt);
    const racers = await Promise.all(
      [0, 1].map(() =>
        t.app.deps.db.transaction(async (tx) => {
          const invoice = await issueInvoice(tx, invoiceIssuerOf(t.config), input);
          await sleep(20);
          return invoice;
        }),
      ),
    );
    expect(racers[1]).toEqual(racers[0]);
    expect(await t.app.deps.db.select().from(invoices).where(eq(invoices.sourceId, input.sourceId))).toHaveLength(1);
    expect((await issue(paidTerm(paidAt))).number).toBe('SR/2033-34/00002');
    const [counter] = await t.app.deps.db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, '2033-34'));
    expect(counter!.lastSequence).toBe(2);
  });
});

describe('tax lines', () => {
  const paidAt = new Date('2026-05-10T06:00:00Z');

  it('are CGST 9% + SGST 9% when the buyer is in the supplier’s state (Karnataka)', async () => {
    const row = await rowOf((await issue(paidTerm(paidAt))).invoiceId);
    expect(row).toMatchObject({
      taxablePaise: 49_900,
      cgstPaise: 4_491,
      sgstPaise: 4_491,
      igstPaise: 0,
      totalPaise: 58_882,
      amountInWords: 'Rupees Five Hundred Eighty Eight and Eighty Two Paise Only',
      placeOfSupply: 'Karnataka (29)',
      invoiceDate: '2026-05-10',
    });
    expect(row.supplier).toEqual({
      name: t.config.supplier.name,
      address: t.config.supplier.address,
      gstin: '29AAACV0000D1Z3',
      stateCode: '29',
      stateName: 'Karnataka',
    });
    expect(row.buyer).toEqual({ ...KARNATAKA_BUYER, stateName: 'Karnataka' });
    expect(row.lines).toEqual([
      {
        description: 'Digital Menu Starter (monthly)',
        sac: '998315',
        periodStart: '2026-05-10',
        // The period runs to 9 June 11:30 IST, when the next one starts: this one's last day is 8 June.
        periodEnd: '2026-06-08',
        taxablePaise: 49_900,
      },
    ]);
  });

  it('are IGST 18% for a buyer in another state, whose GSTIN decides the state', async () => {
    const buyer = { name: 'Bombay Bistro LLP', address: 'Fort, Mumbai', stateCode: '29', gstin: '27AAPFU0939F1ZV' };
    const issued = await issue(paidTerm(paidAt, { buyer }));
    const row = await rowOf(issued.invoiceId);
    expect(row).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 8_982, totalPaise: 58_882 });
    expect(row.placeOfSupply).toBe('Maharashtra (27)');
    expect(row.buyer).toEqual({ ...buyer, stateCode: '27', stateName: 'Maharashtra' });
    expect(issued.totalPaise).toBe(58_882);
  });

  it('are IGST for an unregistered buyer in another state, and CGST + SGST with no state on record', async () => {
    const inDelhi = await rowOf((await issue(paidTerm(paidAt, { buyer: { ...KARNATAKA_BUYER, stateCode: '07' } }))).invoiceId);
    expect(inDelhi).toMatchObject({ igstPaise: 8_982, cgstPaise: 0, placeOfSupply: 'Delhi (07)' });
    const noState = await rowOf(
      (await issue(paidTerm(paidAt, { buyer: { name: 'Venue', address: '', stateCode: '', gstin: null } }))).invoiceId,
    );
    expect(noState).toMatchObject({ cgstPaise: 4_491, sgstPaise: 4_491, igstPaise: 0, placeOfSupply: 'Karnataka (29)' });
  });

  it('add a late fee line to the taxable value, taxed once on the total', async () => {
    const input = paidTerm(paidAt);
    const lateFee = { ...input.lines[0]!, description: 'Late fee', taxablePaise: 5_900 };
    const issued = await issue({ ...input, lines: [...input.lines, lateFee] });
    const row = await rowOf(issued.invoiceId);
    // 18% of ₹558.00 is ₹100.44: half to each.
    expect(row).toMatchObject({ taxablePaise: 55_800, cgstPaise: 5_022, sgstPaise: 5_022, totalPaise: 65_844 });
    expect(row.lines.map((line) => line.description)).toEqual(['Digital Menu Starter (monthly)', 'Late fee']);
    expect(row.amountInWords).toBe('Rupees Six Hundred Fifty Eight and Forty Four Paise Only');
  });

  it('write the total in lakh and crore', async () => {
    // ₹1.5 crore before tax: near the most a paise column (integer) holds with its tax.
    const big = paidTerm(paidAt, { lines: [{ ...paidTerm(paidAt).lines[0]!, taxablePaise: 1_50_00_000_00 }] });
    const row = await rowOf((await issue(big)).invoiceId);
    expect(row.totalPaise).toBe(1_77_00_000_00);
    expect(row.amountInWords).toBe('Rupees One Crore Seventy Seven Lakh Only');
  });
});
