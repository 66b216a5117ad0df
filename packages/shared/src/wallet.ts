import { z } from 'zod';
import { GstinSchema } from './gstin.ts';

/*
 * The venue's wallet and payout account (spec §2 "/wallet", "/bank-details", §8). Money is
 * integer paise; ledger rows are signed (a sale adds, the platform fee and its GST subtract).
 */

export const WALLET_ENTRY_KINDS = ['sale', 'platform-fee', 'gst-on-fee'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

export const VENDOR_ACCOUNT_MESSAGES = {
  fetchFailed: 'Failed to fetch vendor account',
  createFailed: 'Failed to create vendor account',
  updateFailed: 'Failed to update vendor account',
  holderRequired: 'Account holder name is required',
  accountNumber: 'Enter the account number: 9 to 18 digits',
  ifsc: 'Enter a valid IFSC (e.g. HDFC0001234)',
  pan: 'Enter a valid PAN (e.g. ABCDE1234F)',
  exists: 'This venue already has a payout account; update it instead',
  notFound: 'No payout account yet',
} as const;

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

const upper = z.string().trim().toUpperCase();
const accountFields = {
  accountHolderName: z.string().trim().min(1, VENDOR_ACCOUNT_MESSAGES.holderRequired).max(120),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{9,18}$/, VENDOR_ACCOUNT_MESSAGES.accountNumber),
  ifsc: upper.regex(IFSC_PATTERN, VENDOR_ACCOUNT_MESSAGES.ifsc),
  pan: upper.regex(PAN_PATTERN, VENDOR_ACCOUNT_MESSAGES.pan),
  /** Optional; its check character is verified (gstin.ts). '' or null clears it. */
  gstin: z.union([GstinSchema, z.literal('').transform(() => null), z.null()]).optional(),
};

/** `POST /v1/vendor/account`. */
export const VendorAccountInputSchema = z.object(accountFields);
export type VendorAccountInput = z.output<typeof VendorAccountInputSchema>;
/** `PATCH /v1/vendor/account`: the fields to change. */
export const VendorAccountUpdateSchema = z.object({
  accountHolderName: accountFields.accountHolderName.optional(),
  accountNumber: accountFields.accountNumber.optional(),
  ifsc: accountFields.ifsc.optional(),
  pan: accountFields.pan.optional(),
  gstin: accountFields.gstin,
});
export type VendorAccountUpdate = z.output<typeof VendorAccountUpdateSchema>;

export const VendorAccountSchema = z.object({
  _id: z.string(),
  accountHolderName: z.string(),
  /** Only the last 4 digits shown: "XXXXXX1234". */
  accountNumberMasked: z.string(),
  ifsc: z.string(),
  pan: z.string(),
  gstin: z.string().nullable(),
  updatedAt: z.string(),
});
export type VendorAccount = z.infer<typeof VendorAccountSchema>;
export const VendorAccountResponseSchema = z.object({ account: VendorAccountSchema.nullable() });

export const WalletEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  amountPaise: z.number().int(),
  sourceId: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export const WalletResponseSchema = z.object({
  balancePaise: z.number().int(),
  entries: z.array(WalletEntrySchema),
});
export type WalletResponse = z.infer<typeof WalletResponseSchema>;

export const WALLET_PATHS = { wallet: '/v1/vendor/wallet', account: '/v1/vendor/account' } as const;
/** The ledger answer holds the latest rows only. */
export const WALLET_ENTRIES_LIMIT = 200;
