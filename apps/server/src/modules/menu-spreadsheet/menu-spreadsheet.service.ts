import {
  MENU_EXPORTS_PER_PROFILE_PER_HOUR,
  MENU_SHEET_NAME,
  menuExportsRateLimitedMessage,
  type ImportMode,
  type ImportResult,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { cachedRender, isRendered } from '../../lib/render-cache.ts';
import { runRender } from '../../lib/render-pool.ts';
import { deleteStoredMedia, mediaPathFromUrl, mediaUrl, mediaUrlCheckFor } from '../media/media.service.ts';
import {
  applyMenuChanges,
  menuVersionOf,
  readMenuRow,
  readMenuRows,
  type MenuChanges,
  type MenuItemValues,
} from '../menu/menu.service.ts';
import type { ExportTask } from './export-worker.ts';
import { planImport, type ImportPlan } from './import-plan.ts';
import type { MenuSnapshot } from './menu-snapshot.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';

const VIDEO_EXTENSIONS = /\.(mp4|avi|mov|wmv|flv|webm|mkv|m4v)(\?|$)/i;

/** The whole menu of the active profile, in the order the dashboard shows it. */
async function loadSnapshot(db: Db, ctx: ProfileContext): Promise<MenuSnapshot> {
  const { categories, subcategories, items } = await readMenuRows(db, ctx.profile.id);
  const menuRow = await readMenuRow(db, ctx.profile.id);
  return {
    languages: menuRow?.languages ?? [],
    categories: categories.map((c) => ({ id: c.id, name: c.name, position: c.position })),
    subcategories: subcategories.map((s) => ({ id: s.id, categoryId: s.categoryId, name: s.name, position: s.position })),
    items: items.map((i) => ({
      id: i.id,
      categoryId: i.categoryId,
      subcategoryId: i.subcategoryId,
      name: i.name,
      description: i.description,
      pricePaise: i.pricePaise,
      foodType: i.foodType,
      varieties: i.varieties,
      ingredients: i.ingredients,
      tags: i.tags,
      publish: i.publish,
      chefRecommend: i.chefRecommend,
      mediaUrl: mediaUrl(ctx.config, i.mediaPath) ?? '',
      position: i.position,
      translations: i.translations ?? {},
    })),
  };
}

const EXPORT_WORKER = new URL('./export-worker.ts', import.meta.url);

async function renderWorkbook(task: ExportTask, venue: string): Promise<Buffer> {
  const bytes = await runRender<Uint8Array>(EXPORT_WORKER, 'menuWorkbook', task, { venue });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * GET /v2/download-menu-as-excel: the whole menu as an .xlsx (see export-worker.ts), built in
 * the render pool and kept per (profile, menu version); with `template`, only the headers and
 * the help sheet. Only files not built yet count toward the venue's hourly limit.
 * @throws 429 beyond the hourly limit; 503 when the render pool is full.
 */
export async function exportMenuWorkbook(
  ctx: ProfileContext,
  options: { template: boolean },
  limiter: RateLimiter,
): Promise<Buffer> {
  if (options.template) return cachedRender('menu-xlsx:template', () => renderWorkbook({ menu: null }, ctx.profile.id));
  // The version is read before the rows: a write in between gives the key newer rows, never older.
  const key = `menu-xlsx:${ctx.profile.id}:${await menuVersionOf(ctx.db, ctx.profile.id)}`;
  if (!isRendered(key))
    await enforceRateLimit(
      limiter,
      { key: `menu-export:profile:${ctx.profile.id}`, limit: MENU_EXPORTS_PER_PROFILE_PER_HOUR, windowSeconds: 3600 },
      menuExportsRateLimitedMessage,
    );
  return cachedRender(key, async () => renderWorkbook({ menu: await loadSnapshot(ctx.db, ctx) }, ctx.profile.id));
}

const mediaTypeOf = (url: string): 'image' | 'video' | null => (url ? (VIDEO_EXTENSIONS.test(url) ? 'video' : 'image') : null);

/** The plan as menu changes: every id of the plan is the profile's own (the planner matched them). */
function changesOf(ctx: ProfileContext, plan: ImportPlan): MenuChanges {
  const valuesOf = ({ values, translations }: ImportPlan['newItems'][number]): MenuItemValues => ({
    name: values.name,
    description: values.description,
    pricePaise: values.pricePaise,
    foodType: values.foodType,
    varieties: values.varieties,
    ingredients: values.ingredients,
    tags: values.tags,
    publish: values.publish,
    chefRecommend: values.chefRecommend,
    mediaPath: values.mediaUrl ? mediaPathFromUrl(ctx.config, values.mediaUrl) : null,
    mediaType: mediaTypeOf(values.mediaUrl),
    translations,
  });
  return {
    newCategories: plan.newCategories.map(({ key, name }) => ({ key, name })),
    renamedCategories: plan.renamedCategories.map((category) => ({ id: category.existingId!, name: category.name })),
    newSubcategories: plan.newSubcategories.map(({ key, name, category }) => ({ key, name, category })),
    renamedSubcategories: plan.renamedSubcategories.map((sub) => ({ id: sub.existingId!, name: sub.name })),
    newItems: plan.newItems.map((item) => ({
      category: item.category,
      subcategory: item.subcategory,
      values: valuesOf(item),
    })),
    updatedItems: plan.updatedItems.map((item) => ({
      id: item.existingId!,
      category: item.category,
      subcategory: item.subcategory,
      values: valuesOf(item),
    })),
  };
}

/**
 * POST /v2/import-menu-from-excel. 'preview' reads and plans, writing nothing. 'apply' writes
 * the whole plan in one transaction, and refuses when any row has an error unless `validOnly`
 * ("import valid rows only"), which writes the valid items and reports the rest.
 */
export async function importMenuWorkbook(
  ctx: ProfileContext,
  file: Buffer,
  options: { mode: ImportMode; validOnly: boolean },
): Promise<ImportResult> {
  const { rows } = await readSpreadsheet(file, MENU_SHEET_NAME, ctx.profile.id);
  if (rows.length === 0)
    throw new AppError('BUSINESS_RULE', 'The spreadsheet is empty. Download the template to see the expected columns.');

  const build = (plan: ImportPlan, applied: boolean): ImportResult => ({
    mode: options.mode,
    applied,
    summary: {
      create: plan.changes.filter((c) => c.action === 'create').length,
      update: plan.changes.filter((c) => c.action === 'update').length,
      unchanged: plan.unchanged,
      errors: plan.errors.length,
    },
    changes: plan.changes,
    errors: plan.errors,
    skippedRows: plan.skippedRows,
  });

  if (options.mode === 'preview')
    return build(planImport(rows, await loadSnapshot(ctx.db, ctx), await mediaUrlCheckFor(ctx)), false);

  const { result, replacedMedia } = await ctx.db.transaction(async (tx) => {
    // Planned inside the transaction, against the menu as it is now, so nothing between the
    // preview and the apply can be overwritten unseen.
    const menu = await loadSnapshot(tx, ctx);
    const plan = planImport(rows, menu, await mediaUrlCheckFor({ ...ctx, db: tx }));
    if (plan.errors.length > 0 && !options.validOnly) return { result: build(plan, false), replacedMedia: [] };
    if (plan.changes.length > 0) await applyMenuChanges(tx, ctx.profile.id, changesOf(ctx, plan), ctx.menuItemsChanged);
    return { result: build(plan, plan.changes.length > 0), replacedMedia: replacedMediaOf(menu, plan) };
  });
  // After the commit, as the menu calls do: a rolled-back import never loses a photo.
  for (const url of replacedMedia) await deleteStoredMedia(ctx, url);
  return result;
}

/** The media URLs that updated items stop showing; `deleteStoredMedia` keeps any still in use. */
function replacedMediaOf(menu: MenuSnapshot, plan: ImportPlan): string[] {
  const before = new Map(menu.items.map((item) => [item.id, item.mediaUrl]));
  return plan.updatedItems.flatMap((item) => {
    const old = before.get(item.existingId!) ?? '';
    return old && old !== item.values.mediaUrl ? [old] : [];
  });
}
