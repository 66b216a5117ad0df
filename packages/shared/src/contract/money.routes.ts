import { defineRoutes } from './define.ts';

/**
 * The wallet, payouts and the payout account (`/v1/vendor/`): money and bank details, so the
 * owner or a manager reads the wallet and asks for payouts, and only the owner changes where
 * payouts go.
 */
export const walletRoutes = defineRoutes('wallet', {
  getWallet: {
    method: 'GET',
    path: '/v1/vendor/wallet',
    access: 'manager',
    summary: "The venue's wallet: balances and the latest ledger rows (paise)",
  },
  getVendorAccount: {
    method: 'GET',
    path: '/v1/vendor/account',
    access: 'manager',
    summary: 'The payout account (bank details masked) and its state with the provider',
  },
  createVendorAccount: {
    method: 'POST',
    path: '/v1/vendor/account',
    access: 'owner',
    summary: 'Set up the payout account (bank, PAN, the owner as stakeholder)',
    errors: ['CONFLICT', 'BUSINESS_RULE', 'UNAVAILABLE'],
  },
  updateVendorAccount: {
    method: 'PATCH',
    path: '/v1/vendor/account',
    access: 'owner',
    summary: 'Change the payout account',
    errors: ['NOT_FOUND', 'BUSINESS_RULE', 'UNAVAILABLE'],
  },
  requestPayout: {
    method: 'POST',
    path: '/v1/vendor/payouts',
    access: 'manager',
    summary: 'Ask for a payout of the available balance (paise)',
    errors: ['insufficient_available_balance', 'BUSINESS_RULE', 'CONFLICT'],
  },
  listPayouts: {
    method: 'GET',
    path: '/v1/vendor/payouts',
    access: 'manager',
    summary: "The venue's payouts, newest first",
  },
});

/**
 * GST tax invoices of the active profile (decisions §6, §7 "Trust in daily use"): the year's
 * invoices and credit notes, each one's PDF, the correction of an invoice's buyer (reissue), and
 * the monthly platform fee invoices under `/v1/vendor/`. Billing is the owner's and managers'.
 */
export const invoicesRoutes = defineRoutes('invoices', {
  listInvoicesByYear: {
    method: 'GET',
    path: '/v1/subscription/invoices/by-year',
    access: 'manager',
    summary: "A financial year's tax invoices and credit notes",
  },
  getInvoicePdf: {
    method: 'GET',
    path: '/v1/subscription/invoices/:id/pdf',
    access: 'manager',
    summary: 'The tax invoice, A4 PDF',
    file: 'application/pdf',
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  reissueInvoice: {
    method: 'POST',
    path: '/v1/subscription/invoices/:id/reissue',
    access: 'manager',
    summary: "Correct an invoice's buyer: a credit note cancels it and a new invoice replaces it",
    errors: ['NOT_FOUND', 'BUSINESS_RULE'],
  },
  listFeeInvoices: {
    method: 'GET',
    path: '/v1/vendor/fee-invoices',
    access: 'manager',
    summary: "A financial year's platform fee invoices",
  },
  getFeeInvoicePdf: {
    method: 'GET',
    path: '/v1/vendor/fee-invoices/:id/pdf',
    access: 'manager',
    summary: 'The platform fee tax invoice, A4 PDF',
    file: 'application/pdf',
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
});

/** The provider-facing calls: Razorpay's webhook (public: its HMAC is the proof). */
export const paymentsRoutes = defineRoutes('payments', {
  receiveRazorpayWebhook: {
    method: 'POST',
    path: '/v1/payments/razorpay-webhook',
    access: 'public',
    summary: 'Razorpay webhook (signed with X-Razorpay-Signature, de-duplicated on x-razorpay-event-id)',
    errors: ['UNAUTHENTICATED'],
  },
});
