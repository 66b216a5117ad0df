import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  ImportFieldsSchema,
  ImportResultSchema,
  MENU_IMPORTS_PER_PROFILE_PER_HOUR,
  menuImportsRateLimitedMessage,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { profileContextOf } from '../../plugins/access.ts';
import { readForm } from '../../lib/multipart-form.ts';
import { exportMenuWorkbook, importMenuWorkbook } from './menu-spreadsheet.service.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DownloadQuerySchema = z.object({
  template: z.preprocess((value) => value === true || value === '1' || value === 'true', z.boolean()).default(false),
  profileId: z.string().optional(),
});

/** Menu spreadsheet export and import (spec §1, §7; issue #6). */
export const menuSpreadsheetModule: FastifyPluginAsync = async (app) => {
  const download = {
    config: { access: 'member' as const },
    schema: {
      tags: ['menu'],
      summary: 'The whole menu as an .xlsx (template=1: an empty template)',
      querystring: DownloadQuerySchema,
    },
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = profileContextOf(app, request);
    const { template } = request.query as z.output<typeof DownloadQuerySchema>;
    const data = await exportMenuWorkbook(ctx, { template }, app.deps.rateLimiter);
    const name = template ? 'menu-template.xlsx' : `${ctx.profile.userName}-menu.xlsx`;
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(data);
  };
  app.get('/v2/download-menu-as-excel', download, handler);
  // The spec's call list names `MenuFile` beside the two spreadsheet calls: the same file.
  app.get('/v2/MenuFile', download, handler);

  app.post(
    '/v2/import-menu-from-excel',
    {
      config: { access: 'digitalMenuAccess', form: ImportFieldsSchema },
      schema: {
        tags: ['menu'],
        summary: "Preview or apply a menu spreadsheet (multipart: file, mode 'preview'|'apply', validOnly)",
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(ImportResultSchema) },
      },
    },
    async (request) => {
      const ctx = profileContextOf(app, request);
      // Counted before the file is read: every import is a parse of up to 5 MB in the render pool.
      await enforceRateLimit(
        app.deps.rateLimiter,
        { key: `menu-import:profile:${ctx.profile.id}`, limit: MENU_IMPORTS_PER_PROFILE_PER_HOUR, windowSeconds: 3600 },
        menuImportsRateLimitedMessage,
      );
      const form = await readForm(request, ImportFieldsSchema);
      if (!form.file || form.file.data.length === 0) throw new AppError('BAD_REQUEST', 'Please choose a file to upload');
      return ok(await importMenuWorkbook(ctx, form.file.data, form.fields));
    },
  );
};
