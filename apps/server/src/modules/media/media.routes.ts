import type { FastifyPluginAsync } from 'fastify';
import { mediaEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
import { userContextOf } from '../../plugins/access.ts';
import { readForm } from '../../lib/multipart-form.ts';
import { checkUploadAllowance, uploadUserFile } from './media.service.ts';

/**
 * The upload calls (spec §7 "File upload (multipart)"): the dashboard uploads a picture (e.g. a
 * new profile's avatar) and keeps the `imgURL` it gets back. Any logged-in user may upload;
 * the access guard checks the token, and the hourly allowance is counted, before a byte of the
 * body is read.
 */
export const mediaModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.uploadFile, async (request) => {
    const ctx = userContextOf(app, request);
    await checkUploadAllowance(ctx, app.deps.rateLimiter);
    return uploadUserFile(ctx, await readForm(request, endpoints.uploadFile.form));
  });
};
