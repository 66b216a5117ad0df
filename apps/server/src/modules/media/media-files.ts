import { mkdirSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MediaRangeError, mediaRootOf, type MediaStorage } from '../../lib/media-storage/index.ts';
import { contentDispositionOf, isServedMediaPath, MEDIA_HEADERS } from './media.service.ts';

/** Keys are never reused, so a file may be kept for ever (a year is HTTP's "for ever"). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Stored media at /media/… (the default MEDIA_BASE_URL). The local directory is served by
 * @fastify/static; with an S3 bucket every instance reads the object from the bucket, so a
 * file stored through one instance is served by all of them (a CDN in front may take
 * MEDIA_BASE_URL instead: docs/deploy.md). Only names storeUpload gives are served; anything
 * else, and a missing file, is the 404 envelope.
 */
export async function mediaFilesPlugin(app: FastifyInstance): Promise<void> {
  const { config, media } = app.deps;
  // On the reply, in this plugin's own context: they replace the dashboard's policy, which the
  // security headers plugin set on the reply for every answer (plugins/security-headers.ts).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(MEDIA_HEADERS);
    done();
  });
  if (media.kind === 'local') {
    const root = mediaRootOf(config);
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      wildcard: true,
      maxAge: '365d',
      immutable: true,
      allowedPath: (pathName) => isServedMediaPath(pathName),
      setHeaders: (response, filePath) => response.setHeader('content-disposition', contentDispositionOf(filePath)),
    });
    return;
  }
  app.get('/media/*', { schema: { hide: true } }, (request, reply) => serveObject(media, request, reply));
}

async function serveObject(media: MediaStorage, request: FastifyRequest, reply: FastifyReply) {
  const key = (request.params as { '*': string })['*'];
  if (!isServedMediaPath(key)) return reply.callNotFound();
  const range = request.headers.range;
  let object;
  try {
    object = await media.get(key, { range });
  } catch (error) {
    if (!(error instanceof MediaRangeError)) throw error;
    return reply
      .code(416)
      .header('content-range', `bytes */${error.totalLength ?? '*'}`)
      .send();
  }
  if (!object) return reply.callNotFound();

  reply
    .header('content-disposition', contentDispositionOf(key))
    .header('cache-control', IMMUTABLE)
    .header('accept-ranges', 'bytes');
  if (object.etag) reply.header('etag', object.etag);
  if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
  if (object.etag && request.headers['if-none-match'] === object.etag) {
    object.body.destroy();
    return reply.code(304).send();
  }
  reply.type(object.contentType).header('content-length', object.contentLength);
  if (object.contentRange) reply.code(206).header('content-range', object.contentRange);
  return reply.send(object.body);
}
