import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { MenuResponseSchema, type MenuCategory, type MenuItem, type MenuResponse, type MenuSubcategory } from '@venue/shared';
import { call, multipart, ownerWithVenue } from '../../../test/fixtures.ts';
import { elfFile, mp4File } from '../../../test/media-files.ts';

/**
 * Test helpers for the menu calls: build a venue's menu through the real API and read it
 * back. Used by the menu test files only.
 */

export type Headers = Record<string, string>;

/** A real PNG of the given size (sharp), so uploads pass the magic-byte check and re-encode. */
export async function pngBytes(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();
}

export const pngFile = async (filename = 'photo.png') => ({ filename, contentType: 'image/png', data: await pngBytes() });

/** A minimal MP4 (shared with the media tests). */
export const mp4Bytes = mp4File;

/** The start of a Linux executable, renamed to look like a photo. */
export function elfAsJpg() {
  return { filename: 'holiday.jpg', contentType: 'image/jpeg', data: elfFile() };
}

export function menuApi(app: FastifyInstance, headers: Headers, userName: string) {
  const form = (
    url: string,
    fields: Record<string, string>,
    file?: Parameters<typeof multipart>[1],
    method: 'POST' | 'PATCH' = 'POST',
  ) => {
    const body = multipart(fields, file);
    return call(app, { method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const json = (url: string, payload: object) => call(app, { method: 'POST', url, headers, payload });
  return {
    read: (extra: Headers = {}) => call(app, { method: 'GET', url: `/v2/menu/${userName}`, headers: { ...headers, ...extra } }),
    /** The menu body alone, failing loudly if the read does. */
    snapshot: async (): Promise<MenuResponse> => {
      const res = await call(app, { method: 'GET', url: `/v2/menu/${userName}`, headers });
      if (res.status !== 200) throw new Error(`menu read failed: ${res.status} ${res.raw.body}`);
      return MenuResponseSchema.parse(res.json.body);
    },
    addCategory: (name: string, file?: Parameters<typeof multipart>[1]) =>
      form('/v2/add-category-or-subcategory', { name, type: 'category' }, file),
    addSubcategory: (name: string, categoryId: string, file?: Parameters<typeof multipart>[1]) =>
      form('/v2/add-category-or-subcategory', { name, type: 'subCategory', category_id: categoryId }, file),
    addItem: (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => form('/v2/addItems', fields, file),
    editItem: (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
      form('/v2/editItems', fields, file, 'PATCH'),
    updateMedia: (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
      form('/v2/updateMedia', fields, file),
    addHomeImage: (fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
      form('/v2/addHomePageImages', fields, file),
    json,
    form,
  };
}

export type MenuApi = ReturnType<typeof menuApi>;

/** A venue with one category, two subcategories and three items in the first. */
export async function venueWithMenu(app: FastifyInstance) {
  const venue = await ownerWithVenue(app);
  const api = menuApi(app, venue.headers, venue.profile.userName);
  const category: MenuCategory = (await api.addCategory('Food')).json.body.category;
  const starters: MenuSubcategory = (await api.addSubcategory('Starters', category._id)).json.body.subCategory;
  const mains: MenuSubcategory = (await api.addSubcategory('Mains', category._id)).json.body.subCategory;
  const add = async (itemName: string): Promise<MenuItem> => {
    const res = await api.addItem({ itemName, subCategory_id: starters._id, price: '120' });
    if (res.status !== 200) throw new Error(`addItems failed: ${res.status} ${res.raw.body}`);
    return res.json.body.data;
  };
  const items: [MenuItem, MenuItem, MenuItem] = [await add('Paneer Tikka'), await add('Chicken 65'), await add('Masala Papad')];
  return { ...venue, api, category, starters, mains, items };
}
