import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { qrEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
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

/**
 * The QR manager's calls (decisions §5) under /v2/qr-codes, registered from their shared
 * definitions (packages/shared/src/contract/qr.routes.ts): reads for members, writes for members
 * with digitalMenuAccess; and the public /q/{code} redirect that counts each scan (a guest page,
 * not an API call: registered here by hand).
 */
export const qrModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(app, endpoints.listQrCodes, (request) => listQrCodes(profileContextOf(app, request)));
  route(app, endpoints.createQrCode, (request) => createQrCode(profileContextOf(app, request), request.body));
  route(app, endpoints.createQrTables, (request) => createQrTables(profileContextOf(app, request), request.body));
  route(app, endpoints.updateQrCode, (request) => updateQrCode(profileContextOf(app, request), request.params.id, request.body));
  route(app, endpoints.deleteQrCode, (request) => deleteQrCode(profileContextOf(app, request), request.params.id));
  route(app, endpoints.getQrStats, (request) => getQrStats(profileContextOf(app, request), request.query.days));
  route(app, endpoints.getQrSheet, async (request, reply) =>
    sendFile(reply, await renderQrSheet(profileContextOf(app, request), request.query.ids, app.deps.rateLimiter)),
  );
  route(app, endpoints.downloadQrCode, async (request, reply) =>
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
