import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddCategoryOrSubcategoryFieldsSchema,
  AddSubcategoryFieldsSchema,
  AddCategoryOrSubcategoryResponseSchema,
  AddHomePageImageFieldsSchema,
  AddItemFieldsSchema,
  DeleteHomePageImageRequestSchema,
  DeleteMenuRequestSchema,
  DeleteMenuResponseSchema,
  EditCategoryRequestSchema,
  EditCategoryResponseSchema,
  EditItemFieldsSchema,
  EditSubcategoryRequestSchema,
  EditSubcategoryResponseSchema,
  envelopeOf,
  HomePageImageResponseSchema,
  HomePageImagesResponseSchema,
  ItemResponseSchema,
  MenuDragRequestSchema,
  MenuDragResponseSchema,
  MenuResponseSchema,
  MenuUsernameParamsSchema,
  PublishMenuBodySchema,
  PublishMenuRequestSchema,
  ReorderHomePageImagesRequestSchema,
  UpdateMediaFieldsSchema,
  UpdateMediaResponseSchema,
  UpdatePublishRequestSchema,
  UpdatePublishResponseSchema,
  UpdateSoldOutRequestSchema,
  UpdateSoldOutResponseSchema,
} from '@venue/shared';
import { z } from 'zod';
import { sendEncoded } from '../../lib/encoded-body.ts';
import { ok } from '../../lib/envelope.ts';
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
 * The digital menu calls (spec §7 "Menu", decisions §2): reads for every member, writes for
 * members holding digitalMenuAccess. Form calls declare their fields' shared schema in
 * `config.form` and read them with `readForm` (lib/multipart-form.ts).
 */
export const menuModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['menu'];
  const read = { access: 'member' } as const;
  const write = { access: 'digitalMenuAccess' } as const;

  /** A form call's fields and file; the file counts against the venue's hourly upload allowance. */
  const readUploadForm = async <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) => {
    const form = await readForm(request, schema, { acceptJson: true });
    await checkProfileUploadAllowance(profileContextOf(app, request), app.deps.rateLimiter, form.file);
    return form;
  };

  app.get(
    '/v2/menu/:username',
    {
      config: read,
      // The answer is cached in every coding (lib/encoded-body.ts): nothing to compress per request.
      compress: false,
      schema: {
        tags,
        params: MenuUsernameParamsSchema,
        response: {
          200: envelopeOf(MenuResponseSchema),
          304: z.null().describe('Not modified: the If-None-Match ETag is current'),
        },
      },
    },
    async (request, reply) => {
      const snapshot = await getMenuSnapshot(profileContextOf(app, request), request.params.username);
      // private: the dashboard menu includes hidden entities and is per member; no-cache: always revalidate.
      reply.header('cache-control', 'private, no-cache').type('application/json; charset=utf-8');
      // Envelope and body were serialised and compressed once for this version: a read sends bytes.
      return sendEncoded(reply, snapshot.response, request.headers) as never;
    },
  );

  // The spec names addCategory and addSubcategory too (decisions §7): one form, one answer.
  for (const [url, form] of [
    ['/v2/add-category-or-subcategory', AddCategoryOrSubcategoryFieldsSchema],
    ['/v2/addCategory', AddCategoryOrSubcategoryFieldsSchema],
    ['/v2/addSubcategory', AddSubcategoryFieldsSchema],
  ] as const)
    app.post(
      url,
      {
        config: { ...write, form },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: `Form fields: name, type ('category' | 'subCategory'; ${url === '/v2/addSubcategory' ? 'subCategory' : 'category'} when left out), category_id (for a subcategory), file (optional image).`,
          response: { 200: envelopeOf(AddCategoryOrSubcategoryResponseSchema) },
        },
      },
      async (request) => {
        const { fields: input, file } = await readUploadForm(request, form);
        return ok(await addCategoryOrSubcategory(profileContextOf(app, request), input, file));
      },
    );

  app.post(
    '/v2/editCategory',
    {
      config: write,
      schema: { tags, body: EditCategoryRequestSchema, response: { 200: envelopeOf(EditCategoryResponseSchema) } },
    },
    async (request) => ok(await renameCategory(profileContextOf(app, request), request.body)),
  );

  app.post(
    '/v2/editSubCategory',
    {
      config: write,
      schema: { tags, body: EditSubcategoryRequestSchema, response: { 200: envelopeOf(EditSubcategoryResponseSchema) } },
    },
    async (request) => ok(await renameSubcategory(profileContextOf(app, request), request.body)),
  );

  app.post(
    '/v2/updateMedia',
    {
      config: { ...write, form: UpdateMediaFieldsSchema },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          "Form fields: type ('category' | 'subcategory' | 'item'), _id, folderName, file (required; an empty file clears the media). Items accept MP4 video.",
        response: { 200: envelopeOf(UpdateMediaResponseSchema) },
      },
    },
    async (request) => {
      const { fields: input, file } = await readUploadForm(request, UpdateMediaFieldsSchema);
      return ok(await updateMedia(profileContextOf(app, request), input, file));
    },
  );

  app.post(
    '/v2/updatePublish',
    {
      config: write,
      schema: { tags, body: UpdatePublishRequestSchema, response: { 200: envelopeOf(UpdatePublishResponseSchema) } },
    },
    async (request) => ok(await updatePublish(profileContextOf(app, request), request.body)),
  );

  app.post(
    '/v2/updateSoldOut',
    {
      config: write,
      schema: { tags, body: UpdateSoldOutRequestSchema, response: { 200: envelopeOf(UpdateSoldOutResponseSchema) } },
    },
    async (request) => ok(await updateSoldOut(profileContextOf(app, request), request.body)),
  );

  // "Publish Changes" (spec §2 Preview mode): the draft becomes what guests see (docs/decisions/0015).
  app.post(
    '/v2/publish-menu',
    {
      config: write,
      schema: { tags, body: PublishMenuRequestSchema, response: { 200: envelopeOf(PublishMenuBodySchema) } },
    },
    async (request) => ok(await publishMenu(profileContextOf(app, request))),
  );

  app.post(
    '/v2/deleteMenu',
    { config: write, schema: { tags, body: DeleteMenuRequestSchema, response: { 200: envelopeOf(DeleteMenuResponseSchema) } } },
    async (request) => ok(await deleteMenuEntity(profileContextOf(app, request), request.body)),
  );

  for (const url of ['/v2/addItems', '/v2/addItem'])
    app.post(
      url,
      {
        config: { ...write, form: AddItemFieldsSchema },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'Form fields per spec §7: itemName, description, price (default 0), subCategory_id, type, publish, chefRecommend, varietyArr (JSON), ingredients (JSON list of catalogue ids), tags, file. Validated with AddItemFieldsSchema.',
          response: { 200: envelopeOf(ItemResponseSchema) },
        },
      },
      async (request) => {
        const { fields: input, file } = await readUploadForm(request, AddItemFieldsSchema);
        return ok(await addItem(profileContextOf(app, request), input, file));
      },
    );

  app.patch(
    '/v2/editItems',
    {
      config: { ...write, form: EditItemFieldsSchema },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Form fields per spec §7: _id and any of itemName, type, price, description, chefRecommend, publish, varietyArr (JSON), ingredients (JSON list of names), tags, subCategory_id (moves the item to the end of that subcategory); file absent = unchanged, empty = removed. Validated with EditItemFieldsSchema.',
        response: { 200: envelopeOf(ItemResponseSchema) },
      },
    },
    async (request) => {
      const { fields: input, file } = await readUploadForm(request, EditItemFieldsSchema);
      return ok(await editItem(profileContextOf(app, request), input, file));
    },
  );

  app.post(
    '/v2/menu-drag',
    { config: write, schema: { tags, body: MenuDragRequestSchema, response: { 200: envelopeOf(MenuDragResponseSchema) } } },
    async (request) => ok(await reorderMenu(profileContextOf(app, request), request.body)),
  );

  app.post(
    '/v2/addHomePageImages',
    {
      config: { ...write, form: AddHomePageImageFieldsSchema },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Form fields: file (required image), folderName, title, description, linkUrl, isActive. Validated with AddHomePageImageFieldsSchema.',
        response: { 200: envelopeOf(HomePageImageResponseSchema) },
      },
    },
    async (request) => {
      const { fields: input, file } = await readUploadForm(request, AddHomePageImageFieldsSchema);
      return ok(await addHomePageImage(profileContextOf(app, request), input, file));
    },
  );

  app.get(
    '/v2/homePageImages',
    { config: read, schema: { tags, response: { 200: envelopeOf(HomePageImagesResponseSchema) } } },
    async (request) => ok(await listHomePageImages(profileContextOf(app, request))),
  );

  app.post(
    '/v2/deleteHomePageImage',
    {
      config: write,
      schema: { tags, body: DeleteHomePageImageRequestSchema, response: { 200: envelopeOf(z.object({ _id: z.string() })) } },
    },
    async (request) => ok(await deleteHomePageImage(profileContextOf(app, request), request.body)),
  );

  app.post(
    '/v2/reorderHomePageImages',
    {
      config: write,
      schema: { tags, body: ReorderHomePageImagesRequestSchema, response: { 200: envelopeOf(HomePageImagesResponseSchema) } },
    },
    async (request) => ok(await reorderHomePageImages(profileContextOf(app, request), request.body)),
  );
};
