import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, UploadBodySchema, UploadFormSchema } from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { userContextOf } from '../../plugins/access.ts';
import { readForm } from '../../lib/multipart-form.ts';
import { checkUploadAllowance, uploadUserFile } from './media.service.ts';
import { removeMediaObjectJob } from './media-removal.ts';

/**
 * The upload calls (spec §7 "File upload (multipart)"): the dashboard uploads a picture (e.g. a
 * new profile's avatar) and keeps the `imgURL` it gets back. Any logged-in user may upload;
 * the access guard checks the token, and the hourly allowance is counted, before a byte of the
 * body is read. Registering the module puts the media removal job on the app's runner.
 */
export const mediaModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.deps.jobs.register(removeMediaObjectJob(app.deps.media));
  const schema = {
    tags: ['media'],
    summary: 'Upload one image (multipart: file, chunkNumber "0", totalChunks "1", folderName, originalname)',
    consumes: ['multipart/form-data'],
    response: { 200: envelopeOf(UploadBodySchema) },
  };

  for (const url of ['/v1/user/upload', '/v1/DO-upload']) {
    app.post(url, { config: { access: 'user', form: UploadFormSchema }, schema }, async (request) => {
      const ctx = userContextOf(app, request);
      await checkUploadAllowance(ctx, app.deps.rateLimiter);
      return ok(await uploadUserFile(ctx, await readForm(request, UploadFormSchema)));
    });
  }
};
