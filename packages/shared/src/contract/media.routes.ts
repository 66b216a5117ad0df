import { defineRoutes } from './define.ts';

/**
 * Uploads (spec §7 "File upload (multipart)") and business categories (spec §7 "Menu"), each
 * under every spelling the dashboard uses. Any logged-in user: both come before a venue exists.
 */
export const mediaRoutes = defineRoutes('media', {
  uploadFile: {
    method: 'POST',
    path: '/v1/user/upload',
    aliases: ['/v1/DO-upload'],
    access: 'user',
    summary: 'Upload one image (multipart: file, chunkNumber "0", totalChunks "1", folderName, originalname)',
    errors: ['RATE_LIMITED'],
  },
});

export const categoriesRoutes = defineRoutes('categories', {
  searchCategories: {
    method: 'GET',
    path: '/v1/user/get-all-user-category',
    aliases: ['/v1/user/getAllUserCategory/'],
    access: 'user',
    summary: 'Business categories whose name contains `name`: the shared list and the caller’s own',
  },
  createCategory: {
    method: 'POST',
    path: '/v1/user/create-category',
    aliases: ['/v1/user/createCategory'],
    access: 'user',
    summary: "Create a business category (the creator's own until a super-admin promotes it)",
    errors: ['CONFLICT', 'RATE_LIMITED'],
  },
  promoteCategory: {
    method: 'POST',
    path: '/v1/user/promoteCategory',
    access: 'superAdmin',
    summary: "Make a user's category part of the shared list",
    errors: ['NOT_FOUND'],
  },
});
