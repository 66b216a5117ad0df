import {
  GetTranslationsQuerySchema,
  MenuLanguagesBodySchema,
  PutTranslationBodySchema,
  PutTranslationRequestSchema,
  TranslationsBodySchema,
  UpdateMenuLanguagesRequestSchema,
} from '../menu-translations.ts';
import { defineEndpoints } from './define.ts';
import { menuTranslationsRoutes } from './menu-translations.routes.ts';

export const menuTranslationsEndpoints = defineEndpoints(menuTranslationsRoutes, {
  getMenuLanguages: { response: MenuLanguagesBodySchema },
  updateMenuLanguages: { body: UpdateMenuLanguagesRequestSchema, response: MenuLanguagesBodySchema },
  getTranslations: { query: GetTranslationsQuerySchema, response: TranslationsBodySchema },
  putTranslation: { body: PutTranslationRequestSchema, response: PutTranslationBodySchema },
});
