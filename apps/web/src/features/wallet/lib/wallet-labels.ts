import type { PayoutStatus, VendorAccountStatus, WalletEntryKind } from '@venue/shared';

/** Ledger kinds (decisions §6) in the venue's words. */
export const ENTRY_KIND_LABELS: Record<WalletEntryKind, string> = {
  sale: 'Ticket sale',
  'platform-fee': 'Platform fee',
  'gst-on-fee': 'GST on fee',
  refund: 'Refund',
  payout: 'Payout',
  'deposit-forfeit': 'Forfeited deposit',
  'deposit-applied': 'Deposit applied to bill',
};

export const PAYOUT_STATUS_BADGES: Record<PayoutStatus, { label: string; color: string }> = {
  processing: { label: 'Processing', color: 'yellow' },
  processed: { label: 'Paid out', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export const ACCOUNT_STATUS_BADGES: Record<VendorAccountStatus, { label: string; color: string; explanation: string }> = {
  pending: {
    label: 'Verification pending',
    color: 'yellow',
    explanation: 'The payment provider is checking these details. Payouts open once they are verified.',
  },
  verified: { label: 'Verified', color: 'green', explanation: 'Payouts go to this account.' },
  rejected: {
    label: 'Rejected',
    color: 'red',
    explanation: 'The payment provider could not verify these details. Correct them and save again.',
  },
};
