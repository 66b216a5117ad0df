import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessCategorySchema,
  CategorySearchBodySchema,
  CategorySearchQuerySchema,
  CreateCategoryRequestSchema,
  envelopeOf,
  PromoteCategoryRequestSchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { userContextOf } from '../../plugins/access.ts';
import {
  createBusinessCategory,
  promoteBusinessCategory,
  searchBusinessCategories,
  seedBusinessCategories,
} from './categories.service.ts';

/**
 * Business categories (spec §7 "Menu": getAllUserCategory/ and get-all-user-category with
 * query name; createCategory / create-category with name), each under both spellings the
 * dashboard uses. Any logged-in user: categories are picked before a business profile exists.
 * A created category is the creator's own until a super-admin promotes it (promoteCategory).
 */
export const categoriesModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The default list, seeded on every start rather than by a migration, so that it can grow
  // without a schema change and a PostgreSQL database restored from elsewhere still has it.
  await seedBusinessCategories(app.deps.db);

  const tags = ['categories'];
  for (const url of ['/v1/user/getAllUserCategory/', '/v1/user/get-all-user-category']) {
    app.get(
      url,
      {
        config: { access: 'user' },
        schema: { tags, querystring: CategorySearchQuerySchema, response: { 200: envelopeOf(CategorySearchBodySchema) } },
      },
      async (request) => ok(await searchBusinessCategories(userContextOf(app, request), request.query)),
    );
  }
  for (const url of ['/v1/user/createCategory', '/v1/user/create-category']) {
    app.post(
      url,
      {
        config: { access: 'user' },
        schema: { tags, body: CreateCategoryRequestSchema, response: { 200: envelopeOf(BusinessCategorySchema) } },
      },
      async (request) =>
        ok(await createBusinessCategory(userContextOf(app, request), { rateLimiter: app.deps.rateLimiter }, request.body)),
    );
  }
  app.post(
    '/v1/user/promoteCategory',
    {
      config: { access: 'superAdmin' },
      schema: { tags, body: PromoteCategoryRequestSchema, response: { 200: envelopeOf(BusinessCategorySchema) } },
    },
    async (request) => ok(await promoteBusinessCategory(userContextOf(app, request), request.body)),
  );
};
