import { z } from 'zod';
import { LocalDateSchema } from './common.ts';
import { isGstStateCode } from './gst-states.ts';
import { GstinSchema } from './gstin.ts';

/*
 * The venue's wallet and payout account (spec §2 "/wallet", "/bank-details", §8). Money is
 * integer paise; ledger rows are signed (a sale adds, the platform fee and its GST subtract).
 */

/** Ledger kinds (decisions §6): ticket sale, platform fee, GST on the fee, refund, payout. */
export const WALLET_ENTRY_KINDS = [
  'sale',
  'platform-fee',
  'gst-on-fee',
  'refund',
  'payout',
  'deposit-forfeit',
  'deposit-applied',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

export const VENDOR_ACCOUNT_MESSAGES = {
  fetchFailed: 'Failed to fetch vendor account',
  createFailed: 'Failed to create vendor account',
  updateFailed: 'Failed to update vendor account',
  legalNameRequired: 'Legal name is required',
  holderRequired: 'Account holder name is required',
  accountNumber: 'Enter the account number: 9 to 18 digits',
  ifsc: 'Enter a valid IFSC (e.g. HDFC0001234)',
  ifscUnknown: 'This IFSC is not on the list of Indian bank branches',
  pan: 'Enter a valid PAN (e.g. ABCDE1234F)',
  upiId: 'Enter a valid UPI id (e.g. venue@okhdfcbank)',
  exists: 'This venue already has a payout account; update it instead',
  notFound: 'No payout account yet',
  addressRequired: 'Enter the registered address',
  cityRequired: 'Enter the city',
  stateCode: 'Choose the state',
  postalCode: 'Enter the 6-digit PIN code',
  stakeholderNameRequired: 'Enter the owner’s name as on their PAN',
  stakeholderPanRequired: 'Enter the owner’s own PAN: the business PAN above is not a person’s',
} as const;

export const PAYOUT_MESSAGES = {
  amount: 'Enter an amount of at least ₹1',
  noAccount: 'Add your bank details before asking for a payout',
  notVerified: 'Your payout account is not verified yet',
  insufficient: 'The amount is more than your available balance',
  failed: 'Failed to request payout',
} as const;

/**
 * The server's refusal of a payout over the available balance, saying how much can go now and
 * when more becomes available (amounts and date already written for a person to read).
 */
export function insufficientAvailableMessage(figures: {
  available: string;
  owed?: string;
  next?: { amount: string; on: string };
}) {
  const now = figures.owed
    ? `${figures.owed} is owed from refunds after a payout and is taken from your next sales, so you can pay out ${figures.available} now.`
    : `You can pay out up to ${figures.available} now.`;
  return figures.next ? `${now} ${figures.next.amount} more becomes available on ${figures.next.on}.` : now;
}

/** Why money is not yet (or no longer) available, as the wallet screen says it (decisions §7). */
export const SETTLEMENT_MESSAGES = {
  pending: (days: number) => `Ticket money becomes available ${days} ${days === 1 ? 'day' : 'days'} after the event ends`,
  owed: 'Refunds after a payout are taken from your next sales',
} as const;

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

const upper = z.string().trim().toUpperCase();
/** NPCI virtual payment address: handle@provider. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
const optionalCleared = <T extends z.ZodTypeAny>(schema: T) =>
  z.union([schema, z.literal('').transform(() => null), z.null()]).optional();

const accountFields = {
  legalName: z.string().trim().min(1, VENDOR_ACCOUNT_MESSAGES.legalNameRequired).max(160),
  accountHolder: z.string().trim().min(1, VENDOR_ACCOUNT_MESSAGES.holderRequired).max(120),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{9,18}$/, VENDOR_ACCOUNT_MESSAGES.accountNumber),
  /** Format here; the server also checks it against the `ifsc` package's offline list. */
  ifsc: upper.regex(IFSC_PATTERN, VENDOR_ACCOUNT_MESSAGES.ifsc),
  pan: upper.regex(PAN_PATTERN, VENDOR_ACCOUNT_MESSAGES.pan),
  /** Optional; its check character is verified (gstin.ts). '' or null clears it. */
  gstin: optionalCleared(GstinSchema),
  upiId: optionalCleared(z.string().trim().regex(UPI_ID_PATTERN, VENDOR_ACCOUNT_MESSAGES.upiId)),
  /** The registered address Route's linked account carries (Razorpay: `profile.addresses.registered`). */
  addressLine1: z.string().trim().min(1, VENDOR_ACCOUNT_MESSAGES.addressRequired).max(100),
  addressLine2: optionalCleared(z.string().trim().min(1).max(100)),
  city: z.string().trim().min(1, VENDOR_ACCOUNT_MESSAGES.cityRequired).max(100),
  /** The two-digit GST state code (gst-states.ts). */
  stateCode: z.string().trim().refine(isGstStateCode, VENDOR_ACCOUNT_MESSAGES.stateCode),
  postalCode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, VENDOR_ACCOUNT_MESSAGES.postalCode),
  /** The owner, Route's stakeholder: the name as on their PAN. */
  stakeholderName: z.string().trim().min(1, VENDOR_ACCOUNT_MESSAGES.stakeholderNameRequired).max(120),
  /**
   * The owner's own PAN, when the business PAN is not a person's (a company's, a firm's). A
   * proprietor's business PAN is their own (its fourth character is P), so it may be left out.
   */
  stakeholderPan: optionalCleared(upper.regex(PAN_PATTERN, VENDOR_ACCOUNT_MESSAGES.pan)),
};

/** A PAN's fourth character P: a person's (Income Tax Department), so a proprietor's business PAN is the owner's. */
export const isPersonalPan = (pan: string) => pan[3] === 'P';

/** The stakeholder's PAN Route gets: the owner's own, else a proprietor's business PAN; null when neither. */
export const stakeholderPanOf = (account: { pan: string; stakeholderPan?: string | null }): string | null =>
  account.stakeholderPan ?? (isPersonalPan(account.pan) ? account.pan : null);

/** The account's fields, unrefined, for forms that add their own (the web's number typed twice). */
export const VendorAccountFieldsSchema = z.object(accountFields);

/** Route needs the owner's PAN: a company's or firm's account must name it (`stakeholderPan`). */
export function requireStakeholderPan(account: { pan: string; stakeholderPan?: string | null }, issues: z.RefinementCtx): void {
  if (!stakeholderPanOf(account)) {
    issues.addIssue({ code: 'custom', path: ['stakeholderPan'], message: VENDOR_ACCOUNT_MESSAGES.stakeholderPanRequired });
  }
}

/** `POST /v1/vendor/account` (decisions §6 field names, and Route's address and stakeholder). */
export const VendorAccountInputSchema = VendorAccountFieldsSchema.superRefine(requireStakeholderPan);
export type VendorAccountInput = z.output<typeof VendorAccountInputSchema>;
/** `PATCH /v1/vendor/account`: the fields to change. */
export const VendorAccountUpdateSchema = z.object({
  legalName: accountFields.legalName.optional(),
  accountHolder: accountFields.accountHolder.optional(),
  accountNumber: accountFields.accountNumber.optional(),
  ifsc: accountFields.ifsc.optional(),
  pan: accountFields.pan.optional(),
  gstin: accountFields.gstin,
  upiId: accountFields.upiId,
  addressLine1: accountFields.addressLine1.optional(),
  addressLine2: accountFields.addressLine2,
  city: accountFields.city.optional(),
  stateCode: accountFields.stateCode.optional(),
  postalCode: accountFields.postalCode.optional(),
  stakeholderName: accountFields.stakeholderName.optional(),
  stakeholderPan: accountFields.stakeholderPan,
});
export type VendorAccountUpdate = z.output<typeof VendorAccountUpdateSchema>;

/** Payouts go only to a `verified` account (the provider confirmed the linked account). */
export const VENDOR_ACCOUNT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VendorAccountStatus = (typeof VENDOR_ACCOUNT_STATUSES)[number];

export const VendorAccountSchema = z.object({
  _id: z.string(),
  legalName: z.string(),
  accountHolder: z.string(),
  /** Masked: only the last 4 digits shown, "XXXXXX1234". */
  accountNumber: z.string(),
  ifsc: z.string(),
  /** From the offline IFSC list, when it names the bank. */
  bankName: z.string().nullable(),
  pan: z.string(),
  gstin: z.string().nullable(),
  upiId: z.string().nullable(),
  /** Null on an account saved before Route needed them: the form asks for them again. */
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  postalCode: z.string().nullable(),
  stakeholderName: z.string().nullable(),
  stakeholderPan: z.string().nullable(),
  status: z.enum(VENDOR_ACCOUNT_STATUSES),
  updatedAt: z.string(),
});
export type VendorAccount = z.infer<typeof VendorAccountSchema>;
export const VendorAccountResponseSchema = z.object({ account: VendorAccountSchema.nullable() });

export const WalletEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  /** Signed paise: a sale adds; the fee, its GST, refunds and payouts take away (reversals add back). */
  amount: z.number().int(),
  /** What the row is for: a ticket order's, refund's or payout's id. */
  sourceId: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type WalletEntry = z.infer<typeof WalletEntrySchema>;

/** `GET /v1/vendor/wallet?kind=&from=&to=`: dates are the venue's local YYYY-MM-DD, inclusive. */
export const WalletQuerySchema = z.object({
  kind: z.enum(WALLET_ENTRY_KINDS).optional(),
  from: LocalDateSchema.optional(),
  to: LocalDateSchema.optional(),
});
export type WalletQuery = z.infer<typeof WalletQuerySchema>;
/**
 * `balance` is always the sum of the whole ledger in paise; `ledger` is the filtered rows, newest
 * first. Settlement (decisions §7): `availableBalance` may be paid out now, `pendingBalance`
 * waits for its settlement (a ticket sale `settlementDays` after its event ends), and
 * `owedBalance` is what refunds after a payout took beyond the settled money, recovered from the
 * next sales before anything is available again. available − owed + pending = balance.
 */
export const WalletResponseSchema = z.object({
  balance: z.number().int(),
  availableBalance: z.number().int().nonnegative(),
  pendingBalance: z.number().int().nonnegative(),
  owedBalance: z.number().int().nonnegative(),
  /** When the earliest pending money becomes available (ISO instant); null when nothing is pending. */
  nextAvailableAt: z.string().nullable(),
  /** `SETTLEMENT_DAYS`: the days after an event's end before its ticket money is available. */
  settlementDays: z.number().int().nonnegative(),
  ledger: z.array(WalletEntrySchema),
});
export type WalletResponse = z.infer<typeof WalletResponseSchema>;

export const PAYOUT_STATUSES = ['processing', 'processed', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** `POST /v1/vendor/payouts { amount }`: paise, at least 100 (₹1), at most the available balance. */
export const PayoutRequestSchema = z.object({
  amount: z
    .number({ message: PAYOUT_MESSAGES.amount })
    .int(PAYOUT_MESSAGES.amount)
    .min(100, PAYOUT_MESSAGES.amount)
    .max(1_000_000_000, PAYOUT_MESSAGES.amount),
});
export const PayoutSchema = z.object({
  _id: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  /** The masked account it goes to. */
  accountNumber: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payout = z.infer<typeof PayoutSchema>;
export const PayoutResponseSchema = z.object({ payout: PayoutSchema });
/** `GET /v1/vendor/payouts`: newest first. */
export const PayoutListResponseSchema = z.object({ payouts: z.array(PayoutSchema) });

export const WALLET_PATHS = {
  wallet: '/v1/vendor/wallet',
  account: '/v1/vendor/account',
  payouts: '/v1/vendor/payouts',
} as const;
/** The ledger answer holds the latest rows only. */
export const WALLET_ENTRIES_LIMIT = 200;
