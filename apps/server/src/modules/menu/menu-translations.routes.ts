import type { FastifyPluginAsync } from 'fastify';
import { menuTranslationsEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
import { profileContextOf } from '../../plugins/access.ts';
import { getMenuLanguages, getTranslations, putTranslation, updateMenuLanguages } from './menu-translations.ts';

/**
 * The menu's languages and translations (decisions §7), registered from their shared definitions
 * (packages/shared/src/contract/menu-translations.routes.ts).
 */
export const menuTranslationsModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getMenuLanguages, (request) => getMenuLanguages(profileContextOf(app, request)));
  route(app, endpoints.updateMenuLanguages, (request) => updateMenuLanguages(profileContextOf(app, request), request.body));
  route(app, endpoints.getTranslations, (request) => getTranslations(profileContextOf(app, request), request.query));
  route(app, endpoints.putTranslation, (request) => putTranslation(profileContextOf(app, request), request.body));
};
