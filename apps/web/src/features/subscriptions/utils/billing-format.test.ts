import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@venue/shared';
import { currentFinancialYearStart, financialYearLabel } from './billing-format.ts';
import { paymentErrorShown } from './payment-error.ts';

describe('billing formats', () => {
  it('computes the financial year in IST, not in UTC', () => {
    expect(currentFinancialYearStart(new Date('2027-03-31T18:29:00Z'))).toBe(2026);
    // 20:00 UTC on 31 March is 01:30 on 1 April in India.
    expect(currentFinancialYearStart(new Date('2027-03-31T20:00:00Z'))).toBe(2027);
    expect(currentFinancialYearStart(new Date('2027-01-10T00:00:00Z'))).toBe(2026);
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
  });

  it('maps the server messages to the spec §8 sentences', () => {
    expect(paymentErrorShown('Subscription term not found')).toBe(PAYMENT_MESSAGES.termNotFoundShown);
    expect(paymentErrorShown('Invalid reference id')).toBe(PAYMENT_MESSAGES.invalidReferenceShown);
    expect(paymentErrorShown('Invalid payment signature')).toBe(PAYMENT_MESSAGES.otherShown);
  });
});
