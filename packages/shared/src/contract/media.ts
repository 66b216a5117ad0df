import { UploadFormSchema } from '../media.ts';
import {
  BusinessCategorySchema,
  CategorySearchBodySchema,
  CategorySearchQuerySchema,
  CreateCategoryRequestSchema,
  PromoteCategoryRequestSchema,
  UploadBodySchema,
} from '../profiles.ts';
import { defineEndpoints } from './define.ts';
import { categoriesRoutes, mediaRoutes } from './media.routes.ts';

export const mediaEndpoints = defineEndpoints(mediaRoutes, {
  uploadFile: { form: UploadFormSchema, fileRequired: true, response: UploadBodySchema },
});

export const categoriesEndpoints = defineEndpoints(categoriesRoutes, {
  searchCategories: { query: CategorySearchQuerySchema, response: CategorySearchBodySchema },
  createCategory: { body: CreateCategoryRequestSchema, response: BusinessCategorySchema },
  promoteCategory: { body: PromoteCategoryRequestSchema, response: BusinessCategorySchema },
});
