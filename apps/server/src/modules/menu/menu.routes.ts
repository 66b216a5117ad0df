import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { menuEndpoints as endpoints } from '@venue/shared';
import type { z } from 'zod';
import { sendEncoded } from '../../lib/encoded-body.ts';
import { route } from '../../lib/route.ts';
import { profileContextOf } from '../../plugins/access.ts';
import { readForm } from '../../lib/multipart-form.ts';
import { checkProfileUploadAllowance } from '../media/media.service.ts';
import {
  addCategoryOrSubcategory,
  addHomePageImage,
  addItem,
  deleteHomePageImage,
  deleteMenuEntity,
  editItem,
  getMenuSnapshot,
  listHomePageImages,
  publishMenu,
  renameCategory,
  renameSubcategory,
  reorderHomePageImages,
  reorderMenu,
  updateMedia,
  updatePublish,
  updateSoldOut,
} from './menu.service.ts';

/**
 * The digital menu calls (spec §7 "Menu", decisions §2), registered from their shared
 * definitions (packages/shared/src/contract/menu.routes.ts): reads for every member, writes for
 * members holding digitalMenuAccess. Form calls read their declared fields with `readForm`.
 */
export const menuModule: FastifyPluginAsync = async (app) => {
  /** A form call's fields and file; the file counts against the venue's hourly upload allowance. */
  const readUploadForm = async <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) => {
    const form = await readForm(request, schema, { acceptJson: true });
    await checkProfileUploadAllowance(profileContextOf(app, request), app.deps.rateLimiter, form.file);
    return form;
  };

  // `preEncoded`: the envelope and body were serialised and compressed once for this version
  // (lib/encoded-body.ts), so a read sends bytes (route() leaves compression out, adds the 304).
  route(app, endpoints.getMenu, async (request, reply) => {
    const snapshot = await getMenuSnapshot(profileContextOf(app, request), request.params.username);
    // private: the dashboard menu includes hidden entities and is per member; no-cache: always revalidate.
    reply.header('cache-control', 'private, no-cache').type('application/json; charset=utf-8');
    return sendEncoded(reply, snapshot.response, request.headers);
  });

  // The spec names addCategory and addSubcategory too (decisions §7): one form, one answer.
  for (const endpoint of [endpoints.addCategoryOrSubcategory, endpoints.addSubcategory])
    route(app, endpoint, async (request) => {
      const { fields: input, file } = await readUploadForm(request, endpoint.form);
      return addCategoryOrSubcategory(profileContextOf(app, request), input, file);
    });

  route(app, endpoints.editCategory, (request) => renameCategory(profileContextOf(app, request), request.body));
  route(app, endpoints.editSubCategory, (request) => renameSubcategory(profileContextOf(app, request), request.body));

  route(app, endpoints.updateMedia, async (request) => {
    const { fields: input, file } = await readUploadForm(request, endpoints.updateMedia.form);
    return updateMedia(profileContextOf(app, request), input, file);
  });

  route(app, endpoints.updatePublish, (request) => updatePublish(profileContextOf(app, request), request.body));
  route(app, endpoints.updateSoldOut, (request) => updateSoldOut(profileContextOf(app, request), request.body));
  // "Publish Changes" (spec §2 Preview mode): the draft becomes what guests see (docs/decisions/0015).
  route(app, endpoints.publishMenu, (request) => publishMenu(profileContextOf(app, request)));
  route(app, endpoints.deleteMenu, (request) => deleteMenuEntity(profileContextOf(app, request), request.body));

  route(app, endpoints.addItems, async (request) => {
    const { fields: input, file } = await readUploadForm(request, endpoints.addItems.form);
    return addItem(profileContextOf(app, request), input, file);
  });
  route(app, endpoints.editItems, async (request) => {
    const { fields: input, file } = await readUploadForm(request, endpoints.editItems.form);
    return editItem(profileContextOf(app, request), input, file);
  });

  route(app, endpoints.menuDrag, (request) => reorderMenu(profileContextOf(app, request), request.body));

  route(app, endpoints.addHomePageImages, async (request) => {
    const { fields: input, file } = await readUploadForm(request, endpoints.addHomePageImages.form);
    return addHomePageImage(profileContextOf(app, request), input, file);
  });
  route(app, endpoints.listHomePageImages, (request) => listHomePageImages(profileContextOf(app, request)));
  route(app, endpoints.deleteHomePageImage, (request) => deleteHomePageImage(profileContextOf(app, request), request.body));
  route(app, endpoints.reorderHomePageImages, (request) => reorderHomePageImages(profileContextOf(app, request), request.body));
};
