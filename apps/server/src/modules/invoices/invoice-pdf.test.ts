import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { invoicePdf, printedDate, type InvoiceDocument } from './invoice-pdf.ts';

const party = (name: string, gstin: string | null, stateCode: string, stateName: string) => ({
  name,
  address: '1st Floor, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038',
  stateCode,
  stateName,
  gstin,
});

const invoice: InvoiceDocument = {
  kind: 'invoice',
  relatedInvoice: null,
  relation: null,
  number: 'SR/2026-27/00042',
  invoiceDate: '2026-12-05',
  supplier: party(
    'A Supplier With A Legal Name Long Enough To Need Two Lines Private Limited',
    '29AAACV0000D1Z3',
    '29',
    'Karnataka',
  ),
  buyer: party('शिव सागर भोजनालय', null, '29', 'Karnataka'),
  placeOfSupply: 'Karnataka (29)',
  lines: [
    {
      description: 'Digital Menu Pro (yearly)',
      sac: '998315',
      periodStart: '2026-12-05',
      periodEnd: '2027-12-04',
      taxablePaise: 9_99_900,
    },
  ],
  taxablePaise: 9_99_900,
  cgstPaise: 89_991,
  sgstPaise: 89_991,
  igstPaise: 0,
  totalPaise: 11_79_882,
  amountInWords: 'Rupees Eleven Thousand Seven Hundred Ninety Eight and Eighty Two Paise Only',
  providerPaymentId: null,
};

describe('the invoice PDF', () => {
  it('prints a long legal name whole, and a buyer named in Devanagari in its own embedded font', async () => {
    const pdf = await invoicePdf(invoice);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('A Supplier With A Legal Name Long Enough To Need Two Lines Private Limited');
    expect(flat).not.toContain('…');
    expect(flat).toContain('₹11,798.82');
    expect(flat).toContain('05 Dec 2026 – 04 Dec 2027');
    expect(flat).not.toContain('Payment reference');
    expect(flat).toContain('For A Supplier With A Legal Name Long Enough To Need Two Lines Private Limited');
    expect(flat).toContain('Authorised signatory');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
  });

  it('writes dates day first with the month as a word', () => {
    expect(printedDate('2027-03-31')).toBe('31 Mar 2027');
  });
});
