import {
  AddCategoryOrSubcategoryFieldsSchema,
  AddCategoryOrSubcategoryResponseSchema,
  AddHomePageImageFieldsSchema,
  AddItemFieldsSchema,
  AddSubcategoryFieldsSchema,
  DeleteHomePageImageRequestSchema,
  DeleteHomePageImageResponseSchema,
  DeleteMenuRequestSchema,
  DeleteMenuResponseSchema,
  EditCategoryRequestSchema,
  EditCategoryResponseSchema,
  EditItemFieldsSchema,
  EditSubcategoryRequestSchema,
  EditSubcategoryResponseSchema,
  HomePageImageResponseSchema,
  HomePageImagesResponseSchema,
  ItemResponseSchema,
  MenuDragRequestSchema,
  MenuDragResponseSchema,
  MenuResponseSchema,
  MenuUsernameParamsSchema,
  ReorderHomePageImagesRequestSchema,
  UpdateMediaFieldsSchema,
  UpdateMediaResponseSchema,
  UpdatePublishRequestSchema,
  UpdatePublishResponseSchema,
  UpdateSoldOutRequestSchema,
  UpdateSoldOutResponseSchema,
} from '../menu.ts';
import { ImportFieldsSchema, ImportResultSchema, MenuDownloadQuerySchema } from '../menu-spreadsheet.ts';
import { PublishMenuBodySchema, PublishMenuRequestSchema } from '../public-pages.ts';
import { defineEndpoints } from './define.ts';
import { menuRoutes, menuSpreadsheetRoutes } from './menu.routes.ts';

export const menuEndpoints = defineEndpoints(menuRoutes, {
  getMenu: { params: MenuUsernameParamsSchema, response: MenuResponseSchema },
  addCategoryOrSubcategory: { form: AddCategoryOrSubcategoryFieldsSchema, response: AddCategoryOrSubcategoryResponseSchema },
  addSubcategory: { form: AddSubcategoryFieldsSchema, response: AddCategoryOrSubcategoryResponseSchema },
  editCategory: { body: EditCategoryRequestSchema, response: EditCategoryResponseSchema },
  editSubCategory: { body: EditSubcategoryRequestSchema, response: EditSubcategoryResponseSchema },
  updateMedia: { form: UpdateMediaFieldsSchema, fileRequired: true, response: UpdateMediaResponseSchema },
  updatePublish: { body: UpdatePublishRequestSchema, response: UpdatePublishResponseSchema },
  updateSoldOut: { body: UpdateSoldOutRequestSchema, response: UpdateSoldOutResponseSchema },
  publishMenu: { body: PublishMenuRequestSchema, response: PublishMenuBodySchema },
  deleteMenu: { body: DeleteMenuRequestSchema, response: DeleteMenuResponseSchema },
  addItems: { form: AddItemFieldsSchema, response: ItemResponseSchema },
  editItems: { form: EditItemFieldsSchema, response: ItemResponseSchema },
  menuDrag: { body: MenuDragRequestSchema, response: MenuDragResponseSchema },
  addHomePageImages: { form: AddHomePageImageFieldsSchema, fileRequired: true, response: HomePageImageResponseSchema },
  listHomePageImages: { response: HomePageImagesResponseSchema },
  deleteHomePageImage: { body: DeleteHomePageImageRequestSchema, response: DeleteHomePageImageResponseSchema },
  reorderHomePageImages: { body: ReorderHomePageImagesRequestSchema, response: HomePageImagesResponseSchema },
});

export const menuSpreadsheetEndpoints = defineEndpoints(menuSpreadsheetRoutes, {
  downloadMenuAsExcel: { query: MenuDownloadQuerySchema, response: null },
  importMenuFromExcel: { form: ImportFieldsSchema, fileRequired: true, response: ImportResultSchema },
});
