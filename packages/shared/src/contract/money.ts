import { z } from 'zod';
import { idSchema } from '../common.ts';
import { FeeInvoicesQuerySchema, FeeInvoicesResponseSchema } from '../fee-invoices.ts';
import {
  InvoicesByYearQuerySchema,
  InvoicesByYearResponseSchema,
  ReissueInvoiceRequestSchema,
  ReissueInvoiceResponseSchema,
} from '../subscriptions.ts';
import {
  PayoutListResponseSchema,
  PayoutRequestSchema,
  PayoutResponseSchema,
  VendorAccountInputSchema,
  VendorAccountResponseSchema,
  VendorAccountUpdateSchema,
  WalletQuerySchema,
  WalletResponseSchema,
} from '../wallet.ts';
import { defineEndpoints } from './define.ts';
import { invoicesRoutes, paymentsRoutes, walletRoutes } from './money.routes.ts';

export const walletEndpoints = defineEndpoints(walletRoutes, {
  getWallet: { query: WalletQuerySchema, response: WalletResponseSchema },
  getVendorAccount: { response: VendorAccountResponseSchema },
  createVendorAccount: { body: VendorAccountInputSchema, response: VendorAccountResponseSchema },
  updateVendorAccount: { body: VendorAccountUpdateSchema, response: VendorAccountResponseSchema },
  requestPayout: { body: PayoutRequestSchema, response: PayoutResponseSchema },
  listPayouts: { response: PayoutListResponseSchema },
});

const InvoiceIdParamsSchema = z.object({ id: idSchema('Invoice not found') });

export const invoicesEndpoints = defineEndpoints(invoicesRoutes, {
  listInvoicesByYear: { query: InvoicesByYearQuerySchema, response: InvoicesByYearResponseSchema },
  getInvoicePdf: { params: InvoiceIdParamsSchema, response: null },
  reissueInvoice: { params: InvoiceIdParamsSchema, body: ReissueInvoiceRequestSchema, response: ReissueInvoiceResponseSchema },
  listFeeInvoices: { query: FeeInvoicesQuerySchema, response: FeeInvoicesResponseSchema },
  getFeeInvoicePdf: { params: InvoiceIdParamsSchema, response: null },
});

export const paymentsEndpoints = defineEndpoints(paymentsRoutes, {
  // The body is read as raw bytes (the signature is over them), so no schema validates it.
  receiveRazorpayWebhook: { response: z.object({ outcome: z.enum(['processed', 'duplicate', 'ignored']) }) },
});
