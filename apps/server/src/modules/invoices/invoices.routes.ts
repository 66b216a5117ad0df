import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, idSchema, InvoicesByYearQuerySchema, InvoicesByYearResponseSchema } from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { profileContextOf } from '../../plugins/access.ts';
import { configureInvoiceIssuer, INVOICE_MESSAGES, listInvoicesByYear, renderInvoicePdf } from './invoices.service.ts';

const InvoiceIdParamsSchema = z.object({ id: idSchema(INVOICE_MESSAGES.notFound) });

/**
 * GST tax invoices of the active profile (decisions §6): the year's list and each one's PDF.
 * Billing is the owner's and managers' business (`manager`), as are subscribing and the
 * billing details. Registering the module also hands the configured supplier to issueInvoice.
 */
export const invoicesModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  configureInvoiceIssuer(app.deps.config);
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
    async (request, reply) => {
      const file = await renderInvoicePdf(profileContextOf(app, request), request.params.id, app.deps.rateLimiter);
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(file.data);
    },
  );
};
