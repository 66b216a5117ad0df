import { VENDOR_ACCOUNT_MESSAGES } from '@venue/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { vendorAccount } from '../test/fixtures.ts';
import { accountChanges, bankDetailsFormSchema, fieldErrorsOf, valuesOf } from './bank-details-form.ts';

describe('bank details form', () => {
  const saved = vendorAccount({ gstin: '29AAACV0000D1Z3', upiId: 'spiceroute@okhdfcbank' });

  it('sends nothing for an unchanged account, and clears an emptied optional field with null', () => {
    const schema = bankDetailsFormSchema(true);
    expect(accountChanges(schema.parse(valuesOf(saved)), saved)).toEqual({});
    expect(accountChanges(schema.parse({ ...valuesOf(saved), gstin: '', pan: 'pqrst6789z' }), saved)).toEqual({
      gstin: null,
      pan: 'PQRST6789Z',
    });
  });

  it('requires the number for a new account, and both typings to agree whenever one is given', () => {
    const values = { ...valuesOf(saved), accountNumber: '', confirmAccountNumber: '' };
    expect(bankDetailsFormSchema(true).safeParse(values).success).toBe(true);
    expect(bankDetailsFormSchema(false).safeParse(values).error?.issues[0]?.message).toBe(VENDOR_ACCOUNT_MESSAGES.accountNumber);
    const mismatch = bankDetailsFormSchema(true).safeParse({
      ...values,
      accountNumber: '123456789',
      confirmAccountNumber: '123456780',
    });
    expect(mismatch.error?.issues.map((issue) => issue.path)).toEqual([['confirmAccountNumber']]);
  });

  it('puts a server refusal on its field only when it names one of the form', () => {
    const validation = new ApiError(400, 'VALIDATION_FAILED', 'x', [
      { field: 'upiId', message: 'Enter a valid UPI id (e.g. venue@okhdfcbank)' },
      { field: 'status', message: 'not a form field' },
    ]);
    expect(fieldErrorsOf(validation)).toEqual([{ field: 'upiId', message: 'Enter a valid UPI id (e.g. venue@okhdfcbank)' }]);
    expect(fieldErrorsOf(new ApiError(422, 'BUSINESS_RULE', VENDOR_ACCOUNT_MESSAGES.ifscUnknown))).toEqual([
      { field: 'ifsc', message: VENDOR_ACCOUNT_MESSAGES.ifscUnknown },
    ]);
    expect(fieldErrorsOf(new ApiError(500, 'INTERNAL', 'Failed to update vendor account'))).toEqual([]);
  });
});
