import {
  requireStakeholderPan,
  VENDOR_ACCOUNT_MESSAGES,
  VendorAccountFieldsSchema,
  type VendorAccount,
  type VendorAccountInput,
  type VendorAccountUpdate,
} from '@venue/shared';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client.ts';

export const ACCOUNT_NUMBER_MISMATCH = 'The account numbers do not match';

/** What the /bank-details form holds: text as typed; optional fields empty when unused. */
export interface BankDetailsValues {
  legalName: string;
  accountHolder: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ifsc: string;
  pan: string;
  gstin: string;
  upiId: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateCode: string;
  postalCode: string;
  stakeholderName: string;
  stakeholderPan: string;
}

export const EMPTY_BANK_DETAILS: BankDetailsValues = {
  legalName: '',
  accountHolder: '',
  accountNumber: '',
  confirmAccountNumber: '',
  ifsc: '',
  pan: '',
  gstin: '',
  upiId: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  stateCode: '',
  postalCode: '',
  stakeholderName: '',
  stakeholderPan: '',
};

/** The saved account in the form. The server never answers the full number, so it starts empty. */
export function valuesOf(account: VendorAccount): BankDetailsValues {
  return {
    ...EMPTY_BANK_DETAILS,
    legalName: account.legalName,
    accountHolder: account.accountHolder,
    ifsc: account.ifsc,
    pan: account.pan,
    gstin: account.gstin ?? '',
    upiId: account.upiId ?? '',
    addressLine1: account.addressLine1 ?? '',
    addressLine2: account.addressLine2 ?? '',
    city: account.city ?? '',
    stateCode: account.stateCode ?? '',
    postalCode: account.postalCode ?? '',
    stakeholderName: account.stakeholderName ?? '',
    stakeholderPan: account.stakeholderPan ?? '',
  };
}

const fields = VendorAccountFieldsSchema.shape;
/** With an account saved, an empty number keeps the saved one. */
const keptAccountNumber = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  fields.accountNumber.optional(),
);

/**
 * The shared schema (decisions §6 fields and messages; IFSC and PAN upper-cased, '' clears the
 * optional GSTIN and UPI id) plus the number typed twice, since a wrong digit sends payouts to a
 * stranger's account.
 */
export function bankDetailsFormSchema(hasAccount: boolean) {
  return VendorAccountFieldsSchema.extend({
    accountNumber: hasAccount ? keptAccountNumber : fields.accountNumber,
    confirmAccountNumber: z.string().trim(),
  })
    .superRefine(requireStakeholderPan)
    .refine((values) => values.accountNumber === undefined || values.accountNumber === values.confirmAccountNumber, {
      message: ACCOUNT_NUMBER_MISMATCH,
      path: ['confirmAccountNumber'],
    });
}
export type BankDetailsOutput = z.output<ReturnType<typeof bankDetailsFormSchema>>;

/** `POST /v1/vendor/account` from the form (the form for a new account requires the number). */
export function createInputOf({
  confirmAccountNumber: _typedTwice,
  accountNumber,
  ...rest
}: BankDetailsOutput): VendorAccountInput {
  return { ...rest, accountNumber: accountNumber ?? '' };
}

const COMPARED = [
  'legalName',
  'accountHolder',
  'ifsc',
  'pan',
  'gstin',
  'upiId',
  'addressLine1',
  'addressLine2',
  'city',
  'stateCode',
  'postalCode',
  'stakeholderName',
  'stakeholderPan',
] as const;

/**
 * `PATCH /v1/vendor/account`: only what differs from the saved account, so saving an unchanged
 * field does not send the account back to the provider for verification.
 */
export function accountChanges(values: BankDetailsOutput, account: VendorAccount): VendorAccountUpdate {
  const changes: VendorAccountUpdate = {};
  for (const key of COMPARED) {
    const value = values[key] ?? null;
    if (value !== account[key]) Object.assign(changes, { [key]: value });
  }
  if (values.accountNumber !== undefined) changes.accountNumber = values.accountNumber;
  return changes;
}

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_BANK_DETAILS));

/**
 * Server refusals that belong to one field (spec §8: the server's own words are shown): the
 * validation issues of a 400 (`error: [{ field, message }]`) and the unknown IFSC (422).
 */
export function fieldErrorsOf(error: unknown): { field: keyof BankDetailsValues; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  if (error.message === VENDOR_ACCOUNT_MESSAGES.ifscUnknown) return [{ field: 'ifsc', message: error.message }];
  if (!Array.isArray(error.details)) return [];
  return (error.details as { field?: unknown; message?: unknown }[]).flatMap((issue) =>
    typeof issue.field === 'string' && FORM_FIELDS.has(issue.field) && typeof issue.message === 'string'
      ? [{ field: issue.field as keyof BankDetailsValues, message: issue.message }]
      : [],
  );
}
