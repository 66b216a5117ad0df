import type { FastifyPluginAsync } from 'fastify';
import {
  MENU_IMPORTS_PER_PROFILE_PER_HOUR,
  menuImportsRateLimitedMessage,
  menuSpreadsheetEndpoints as endpoints,
} from '@venue/shared';
import { AppError } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { route } from '../../lib/route.ts';
import { profileContextOf } from '../../plugins/access.ts';
import { readForm } from '../../lib/multipart-form.ts';
import { exportMenuWorkbook, importMenuWorkbook } from './menu-spreadsheet.service.ts';

/** Menu spreadsheet export and import (spec §1, §7; issue #6), from their shared definitions. */
export const menuSpreadsheetModule: FastifyPluginAsync = async (app) => {
  // Also served as `/v2/MenuFile` (the definition's alias): the same file.
  route(app, endpoints.downloadMenuAsExcel, async (request, reply) => {
    const ctx = profileContextOf(app, request);
    const { template } = request.query;
    const data = await exportMenuWorkbook(ctx, { template }, app.deps.rateLimiter);
    const name = template ? 'menu-template.xlsx' : `${ctx.profile.userName}-menu.xlsx`;
    return reply
      .header('content-type', endpoints.downloadMenuAsExcel.file)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(data);
  });

  route(app, endpoints.importMenuFromExcel, async (request) => {
    const ctx = profileContextOf(app, request);
    // Counted before the file is read: every import is a parse of up to 5 MB in the render pool.
    await enforceRateLimit(
      app.deps.rateLimiter,
      { key: `menu-import:profile:${ctx.profile.id}`, limit: MENU_IMPORTS_PER_PROFILE_PER_HOUR, windowSeconds: 3600 },
      menuImportsRateLimitedMessage,
    );
    const form = await readForm(request, endpoints.importMenuFromExcel.form);
    if (!form.file || form.file.data.length === 0) throw new AppError('BAD_REQUEST', 'Please choose a file to upload');
    return importMenuWorkbook(ctx, form.file.data, form.fields);
  });
};
