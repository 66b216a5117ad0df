import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateQrCodeRequestSchema,
  CreateQrTablesRequestSchema,
  envelopeOf,
  QrCodeBodySchema,
  QrCodeIdParamsSchema,
  QrCodeListBodySchema,
  QrDownloadParamsSchema,
  QrSheetQuerySchema,
  QrStatsBodySchema,
  QrStatsQuerySchema,
  QrTablesBodySchema,
  UpdateQrCodeRequestSchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { contextOf, profileContextOf } from '../../plugins/access.ts';
import { renderNotFoundPage } from '../public-pages/public-pages.service.ts';
import {
  createQrCode,
  createQrTables,
  deleteQrCode,
  getQrStats,
  listQrCodes,
  recordScan,
  renderQrImage,
  renderQrSheet,
  updateQrCode,
  type QrFile,
} from './qr.service.ts';
import { countsAsVisit } from '../../lib/human-visit.ts';

function sendFile(reply: FastifyReply, file: QrFile) {
  return reply
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .type(file.contentType)
    .send(file.data);
}

const binary = (description: string) => z.any().describe(description);

/**
 * The QR manager's calls (decisions §5) under /v2/qr-codes: reads for members, writes for
 * members with digitalMenuAccess; and the public /q/{code} redirect that counts each scan.
 */
export const qrModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['qr codes'];
  const read = { access: 'member' } as const;
  const write = { access: 'digitalMenuAccess' } as const;

  app.get(
    '/v2/qr-codes',
    { config: read, schema: { tags, response: { 200: envelopeOf(QrCodeListBodySchema) } } },
    async (request) => ok(await listQrCodes(profileContextOf(app, request))),
  );

  app.post(
    '/v2/qr-codes',
    { config: write, schema: { tags, body: CreateQrCodeRequestSchema, response: { 200: envelopeOf(QrCodeBodySchema) } } },
    async (request) => ok(await createQrCode(profileContextOf(app, request), request.body)),
  );

  app.post(
    '/v2/qr-codes/tables',
    {
      config: write,
      schema: { tags, body: CreateQrTablesRequestSchema, response: { 200: envelopeOf(QrTablesBodySchema) } },
    },
    async (request) => ok(await createQrTables(profileContextOf(app, request), request.body)),
  );

  app.patch(
    '/v2/qr-codes/:id',
    {
      config: write,
      schema: {
        tags,
        params: QrCodeIdParamsSchema,
        body: UpdateQrCodeRequestSchema,
        response: { 200: envelopeOf(QrCodeBodySchema) },
      },
    },
    async (request) => ok(await updateQrCode(profileContextOf(app, request), request.params.id, request.body)),
  );

  app.post(
    '/v2/qr-codes/:id/delete',
    {
      config: write,
      schema: { tags, params: QrCodeIdParamsSchema, response: { 200: envelopeOf(z.object({ deleted: z.string() })) } },
    },
    async (request) => ok(await deleteQrCode(profileContextOf(app, request), request.params.id)),
  );

  app.get(
    '/v2/qr-codes/stats',
    { config: read, schema: { tags, querystring: QrStatsQuerySchema, response: { 200: envelopeOf(QrStatsBodySchema) } } },
    async (request) => ok(await getQrStats(profileContextOf(app, request), request.query.days)),
  );

  app.get(
    '/v2/qr-codes/sheet.pdf',
    {
      config: read,
      schema: {
        tags,
        querystring: QrSheetQuerySchema,
        produces: ['application/pdf'],
        response: { 200: binary('A4 PDF, six codes per page') },
      },
    },
    async (request, reply) =>
      sendFile(reply, await renderQrSheet(profileContextOf(app, request), request.query.ids, app.deps.rateLimiter)),
  );

  app.get(
    '/v2/qr-codes/:id/download/:format',
    {
      config: read,
      schema: {
        tags,
        params: QrDownloadParamsSchema,
        produces: ['image/png', 'image/svg+xml'],
        response: { 200: binary('The QR image') },
      },
    },
    async (request, reply) =>
      sendFile(reply, await renderQrImage(profileContextOf(app, request), request.params.id, request.params.format)),
  );

  app.get('/q/:code', { schema: { hide: true, params: z.object({ code: z.string().max(32) }) } }, async (request, reply) => {
    const ctx = contextOf(app, request);
    // Link previews and bots fetch the same address; only people scanning count (decisions §7).
    const target = await recordScan(ctx, request.params.code, {
      count: countsAsVisit(request.method, request.headers['user-agent']),
    });
    if (!target) {
      const page = await renderNotFoundPage(ctx);
      return reply.code(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
    }
    // no-store: a cached redirect would skip the count on the next scan from the same phone.
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
};
