import { z } from 'zod';
import {
  MenuPreviewBodySchema,
  MenuPreviewQuerySchema,
  MenuSettingsBodySchema,
  PublicMenuSchema,
  UpdateMenuSettingsRequestSchema,
} from '../public-pages.ts';
import { defineEndpoints } from './define.ts';
import { publicPagesRoutes } from './public-pages.routes.ts';

export const publicPagesEndpoints = defineEndpoints(publicPagesRoutes, {
  getPublicMenu: { params: z.object({ username: z.string().trim().min(1).max(64) }), response: PublicMenuSchema },
  getMenuPreview: { query: MenuPreviewQuerySchema, response: MenuPreviewBodySchema },
  getMenuSettings: { response: MenuSettingsBodySchema },
  updateMenuSettings: { body: UpdateMenuSettingsRequestSchema, response: MenuSettingsBodySchema },
});
