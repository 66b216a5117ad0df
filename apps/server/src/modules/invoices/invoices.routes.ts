import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  FEE_INVOICES_API,
  FeeInvoicesQuerySchema,
  FeeInvoicesResponseSchema,
  idSchema,
  InvoicesByYearQuerySchema,
  InvoicesByYearResponseSchema,
  ReissueInvoiceRequestSchema,
  ReissueInvoiceResponseSchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { profileContextOf } from '../../plugins/access.ts';
import { feeInvoiceMonthJob, listFeeInvoices } from './fee-invoices.ts';
import {
  configureInvoiceIssuer,
  INVOICE_MESSAGES,
  listInvoicesByYear,
  reissueInvoice,
  renderInvoicePdf,
  type InvoiceFile,
} from './invoices.service.ts';

const InvoiceIdParamsSchema = z.object({ id: idSchema(INVOICE_MESSAGES.notFound) });

/**
 * GST tax invoices of the active profile (decisions §6, §7 "Trust in daily use"): the year's
 * invoices and credit notes, each one's PDF, the correction of an invoice's buyer (reissue), and
 * the monthly platform fee invoices under `/v1/vendor/`. Billing is the owner's and managers'
 * business (`manager`), as are subscribing, the billing details and the wallet. Registering the
 * module also hands the configured supplier to issueInvoice and the monthly job to the runner.
 */
export const invoicesModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  configureInvoiceIssuer(app.deps.config);
  app.deps.jobs.register(feeInvoiceMonthJob);
  const tags = ['invoices'];
  const config = { access: 'manager' } as const;

  app.get(
    '/v1/subscription/invoices/by-year',
    {
      config,
      schema: { tags, querystring: InvoicesByYearQuerySchema, response: { 200: envelopeOf(InvoicesByYearResponseSchema) } },
    },
    async (request) => ok(await listInvoicesByYear(profileContextOf(app, request), request.query.year)),
  );

  app.get(
    '/v1/subscription/invoices/:id/pdf',
    {
      config,
      schema: {
        tags,
        params: InvoiceIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The tax invoice, A4 PDF') },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await renderInvoicePdf(profileContextOf(app, request), request.params.id, app.deps.rateLimiter)),
  );

  app.post(
    '/v1/subscription/invoices/:id/reissue',
    {
      config,
      schema: {
        tags,
        params: InvoiceIdParamsSchema,
        body: ReissueInvoiceRequestSchema,
        response: { 200: envelopeOf(ReissueInvoiceResponseSchema) },
      },
    },
    async (request) => {
      const { creditNote, invoice } = await reissueInvoice(profileContextOf(app, request), request.params.id, request.body);
      return ok({
        creditNote: { _id: creditNote.invoiceId, number: creditNote.number },
        invoice: { _id: invoice.invoiceId, number: invoice.number },
      });
    },
  );

  app.get(
    FEE_INVOICES_API.list,
    {
      config,
      schema: { tags, querystring: FeeInvoicesQuerySchema, response: { 200: envelopeOf(FeeInvoicesResponseSchema) } },
    },
    async (request) => ok(await listFeeInvoices(profileContextOf(app, request), request.query.year)),
  );

  app.get(
    '/v1/vendor/fee-invoices/:id/pdf',
    {
      config,
      schema: {
        tags,
        params: InvoiceIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The platform fee tax invoice, A4 PDF') },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderInvoicePdf(profileContextOf(app, request), request.params.id, app.deps.rateLimiter, { series: 'PF' }),
      ),
  );
};

const sendPdf = (reply: FastifyReply, file: InvoiceFile) =>
  reply
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .type('application/pdf')
    .send(file.data);
