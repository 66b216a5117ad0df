import type { Payout, VendorAccount, WalletEntry, WalletResponse } from '@venue/shared';

export const PROFILE_ID = 'd'.repeat(24);

let nextId = 1;
const hexId = () => (nextId++).toString(16).padStart(24, '0');

export function vendorAccount(overrides: Partial<VendorAccount> = {}): VendorAccount {
  return {
    _id: hexId(),
    legalName: 'Spice Route Hospitality LLP',
    accountHolder: 'Spice Route Hospitality',
    accountNumber: 'XXXXXXXX4321',
    ifsc: 'HDFC0001234',
    bankName: 'HDFC Bank',
    pan: 'ABCDE1234F',
    gstin: null,
    upiId: null,
    addressLine1: '12, 4th Cross, Indiranagar',
    addressLine2: null,
    city: 'Bengaluru',
    stateCode: '29',
    postalCode: '560038',
    stakeholderName: 'Anita Rao',
    stakeholderPan: 'ABCPR1234K',
    status: 'verified',
    updatedAt: '2026-11-20T06:30:00.000Z',
    ...overrides,
  };
}

export function walletEntry(overrides: Partial<WalletEntry> = {}): WalletEntry {
  return {
    _id: hexId(),
    kind: 'sale',
    amount: 99_800,
    sourceId: hexId(),
    description: 'Jazz Night: 2 tickets',
    createdAt: '2026-11-24T13:00:00.000Z',
    ...overrides,
  };
}

export function payout(overrides: Partial<Payout> = {}): Payout {
  return {
    _id: hexId(),
    amount: 50_000,
    status: 'processed',
    accountNumber: 'XXXXXXXX4321',
    failureReason: null,
    createdAt: '2026-11-25T05:00:00.000Z',
    updatedAt: '2026-11-25T05:01:00.000Z',
    ...overrides,
  };
}

/**
 * One sale of two ₹499 tickets with a 2% platform fee and GST on it, a refund and a payout, as
 * the server would record them: 99,800 − 1,996 − 359 − 49,900 − 20,000 = 27,545 paise.
 */
export const LEDGER: WalletEntry[] = [
  walletEntry({ kind: 'payout', amount: -20_000, description: 'Payout to XXXXXXXX4321', createdAt: '2026-11-26T06:00:00.000Z' }),
  walletEntry({
    kind: 'refund',
    amount: -49_900,
    description: 'Refund: Jazz Night, 1 ticket',
    createdAt: '2026-11-25T09:00:00.000Z',
  }),
  walletEntry({ kind: 'gst-on-fee', amount: -359, description: 'GST 18% on the platform fee' }),
  walletEntry({ kind: 'platform-fee', amount: -1_996, description: 'Platform fee 2%' }),
  walletEntry({ kind: 'sale', amount: 99_800, description: 'Jazz Night: 2 tickets' }),
];
export const BALANCE = 27_545;

/** The wallet's answer without its ledger: by default all of the balance settled and available. */
export function walletFigures(overrides: Partial<Omit<WalletResponse, 'ledger'>> = {}): Omit<WalletResponse, 'ledger'> {
  const balance = overrides.balance ?? BALANCE;
  return {
    balance,
    availableBalance: Math.max(0, balance),
    pendingBalance: 0,
    owedBalance: 0,
    nextAvailableAt: null,
    settlementDays: 2,
    ...overrides,
  };
}
