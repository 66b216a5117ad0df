import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { invoicesEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
import { profileContextOf } from '../../plugins/access.ts';
import { listFeeInvoices } from './fee-invoices.ts';
import { listInvoicesByYear, reissueInvoice, renderInvoicePdf, type InvoiceFile } from './invoices.service.ts';

/**
 * GST tax invoices of the active profile (decisions §6, §7 "Trust in daily use"; the calls of
 * contract/money.routes.ts).
 */
export const invoicesModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listInvoicesByYear, (request) => listInvoicesByYear(profileContextOf(app, request), request.query.year));
  route(app, endpoints.getInvoicePdf, async (request, reply) =>
    sendPdf(reply, await renderInvoicePdf(profileContextOf(app, request), request.params.id, app.deps.rateLimiter)),
  );
  route(app, endpoints.reissueInvoice, async (request) => {
    const { creditNote, invoice } = await reissueInvoice(profileContextOf(app, request), request.params.id, request.body);
    return {
      creditNote: { _id: creditNote.invoiceId, number: creditNote.number },
      invoice: { _id: invoice.invoiceId, number: invoice.number },
    };
  });
  route(app, endpoints.listFeeInvoices, (request) => listFeeInvoices(profileContextOf(app, request), request.query.year));
  route(app, endpoints.getFeeInvoicePdf, async (request, reply) =>
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
