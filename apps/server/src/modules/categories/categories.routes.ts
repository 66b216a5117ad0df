import type { FastifyPluginAsync } from 'fastify';
import { categoriesEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
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
export const categoriesModule: FastifyPluginAsync = async (app) => {
  // The default list, seeded on every start rather than by a migration, so that it can grow
  // without a schema change and a PostgreSQL database restored from elsewhere still has it.
  await seedBusinessCategories(app.deps.db);

  route(app, endpoints.searchCategories, (request) => searchBusinessCategories(userContextOf(app, request), request.query));
  route(app, endpoints.createCategory, (request) =>
    createBusinessCategory(userContextOf(app, request), { rateLimiter: app.deps.rateLimiter }, request.body),
  );
  route(app, endpoints.promoteCategory, (request) => promoteBusinessCategory(userContextOf(app, request), request.body));
};
