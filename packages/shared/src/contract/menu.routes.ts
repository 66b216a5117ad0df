import { defineRoutes } from './define.ts';

/**
 * The digital menu (spec §7 "Menu", decisions §2): reads for every member of the venue, writes
 * for members holding digitalMenuAccess. Form calls take their fields as multipart (or JSON when
 * no file is sent); a file counts against the venue's hourly upload allowance.
 */
export const menuRoutes = defineRoutes('menu', {
  getMenu: {
    method: 'GET',
    path: '/v2/menu/:username',
    access: 'member',
    summary: "The active profile's menu, hidden entities included (ETag: 304 while unchanged)",
    errors: ['NOT_FOUND'],
    preEncoded: true,
  },
  addCategoryOrSubcategory: {
    method: 'POST',
    path: '/v2/add-category-or-subcategory',
    aliases: ['/v2/addCategory'],
    access: 'digitalMenuAccess',
    summary: 'Add a category, or a subcategory of category_id (form: name, type, category_id, file)',
    description:
      "Form fields: name, type ('category' | 'subCategory'; category when left out), category_id (for a subcategory), file (optional image).",
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  addSubcategory: {
    method: 'POST',
    path: '/v2/addSubcategory',
    access: 'digitalMenuAccess',
    summary: 'Add a subcategory of category_id (form: name, category_id, file)',
    description:
      "Form fields: name, type ('category' | 'subCategory'; subCategory when left out), category_id (for a subcategory), file (optional image).",
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  editCategory: {
    method: 'POST',
    path: '/v2/editCategory',
    access: 'digitalMenuAccess',
    summary: 'Rename a category: _id, category (new name)',
    errors: ['NOT_FOUND'],
  },
  editSubCategory: {
    method: 'POST',
    path: '/v2/editSubCategory',
    access: 'digitalMenuAccess',
    summary: 'Rename a subcategory: _id, subCategory (new name)',
    errors: ['NOT_FOUND'],
  },
  updateMedia: {
    method: 'POST',
    path: '/v2/updateMedia',
    access: 'digitalMenuAccess',
    summary: 'Update image: type, _id, folderName, file; answers body.cloud (an empty file clears it)',
    description:
      "Form fields: type ('category' | 'subcategory' | 'item'), _id, folderName, file (required; an empty file clears the media). Items accept MP4 video.",
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  updatePublish: {
    method: 'POST',
    path: '/v2/updatePublish',
    access: 'digitalMenuAccess',
    summary: 'Publish update: _id, type, publish (0/1); hiding a subcategory hides its items',
    errors: ['NOT_FOUND'],
  },
  updateSoldOut: {
    method: 'POST',
    path: '/v2/updateSoldOut',
    access: 'digitalMenuAccess',
    summary: 'Mark an item sold out until the venue’s next day starts, or available again',
    errors: ['NOT_FOUND'],
  },
  publishMenu: {
    method: 'POST',
    path: '/v2/publish-menu',
    access: 'digitalMenuAccess',
    summary: 'Publish Changes: the draft menu becomes what guests see',
    errors: ['INTERNAL'],
  },
  deleteMenu: {
    method: 'POST',
    path: '/v2/deleteMenu',
    access: 'digitalMenuAccess',
    summary: 'Delete: _id, type; a subcategory takes its items with it',
    errors: ['NOT_FOUND'],
  },
  addItems: {
    method: 'POST',
    path: '/v2/addItems',
    aliases: ['/v2/addItem'],
    access: 'digitalMenuAccess',
    summary:
      'Add item (multipart): itemName, description, price, subCategory_id, type, publish, chefRecommend, file, varietyArr, ingredients',
    description:
      'Form fields per spec §7: itemName, description, price (default 0), subCategory_id, type, publish, chefRecommend, varietyArr (JSON), ingredients (JSON list of catalogue ids), tags, file.',
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  editItems: {
    method: 'PATCH',
    path: '/v2/editItems',
    access: 'digitalMenuAccess',
    summary: 'Edit item (multipart): _id and the fields to change; file absent = unchanged, empty = removed',
    description:
      'Form fields per spec §7: _id and any of itemName, type, price, description, chefRecommend, publish, varietyArr (JSON), ingredients (JSON list of names), tags, subCategory_id (moves the item to the end of that subcategory); file absent = unchanged, empty = removed.',
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  menuDrag: {
    method: 'POST',
    path: '/v2/menu-drag',
    access: 'digitalMenuAccess',
    summary: 'Reorder: type, oldData (current server records in order), reorderedData (new order)',
    errors: ['STALE_ORDER'],
  },
  addHomePageImages: {
    method: 'POST',
    path: '/v2/addHomePageImages',
    access: 'digitalMenuAccess',
    summary: 'Add a home-page image (form: file, folderName, title, description, linkUrl, isActive)',
    errors: ['RATE_LIMITED'],
  },
  listHomePageImages: {
    method: 'GET',
    path: '/v2/homePageImages',
    access: 'member',
    summary: "The venue's home-page carousel images, in order",
  },
  deleteHomePageImage: {
    method: 'POST',
    path: '/v2/deleteHomePageImage',
    access: 'digitalMenuAccess',
    summary: 'Delete a home-page image: _id',
    errors: ['NOT_FOUND'],
  },
  reorderHomePageImages: {
    method: 'POST',
    path: '/v2/reorderHomePageImages',
    access: 'digitalMenuAccess',
    summary: 'Reorder the home-page images: order (every image id, in the new order)',
    errors: ['STALE_ORDER'],
  },
});

/** Menu spreadsheet export and import (spec §1, §7; issue #6). */
export const menuSpreadsheetRoutes = defineRoutes('menu', {
  downloadMenuAsExcel: {
    method: 'GET',
    path: '/v2/download-menu-as-excel',
    // The spec's call list names `MenuFile` beside the two spreadsheet calls: the same file.
    aliases: ['/v2/MenuFile'],
    access: 'member',
    summary: 'The whole menu as an .xlsx (template=1: an empty template)',
    errors: ['RATE_LIMITED', 'UNAVAILABLE'],
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  importMenuFromExcel: {
    method: 'POST',
    path: '/v2/import-menu-from-excel',
    access: 'digitalMenuAccess',
    summary: "Preview or apply a menu spreadsheet (multipart: file, mode 'preview'|'apply', validOnly)",
    errors: ['BUSINESS_RULE', 'RATE_LIMITED', 'UNAVAILABLE'],
  },
});
