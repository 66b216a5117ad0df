import { and, asc, eq, inArray, max } from 'drizzle-orm';
import {
  MENU_EXPORTS_PER_PROFILE_PER_HOUR,
  MENU_SHEET_NAME,
  menuExportsRateLimitedMessage,
  type ImportMode,
  type ImportResult,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { menuCategories, menuItems, menus, menuSubcategories } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { cachedRender, isRendered } from '../../lib/render-cache.ts';
import { runRender } from '../../lib/render-pool.ts';
import { deleteStoredMedia, mediaPathFromUrl, mediaUrl, mediaUrlCheckFor } from '../media/media.service.ts';
import { touchMenu } from '../menu/menu.service.ts';
import type { ExportTask } from './export-worker.ts';
import type { EntityRef } from './import-match.ts';
import { planImport, type ImportPlan } from './import-plan.ts';
import type { MenuSnapshot } from './menu-snapshot.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';

const VIDEO_EXTENSIONS = /\.(mp4|avi|mov|wmv|flv|webm|mkv|m4v)(\?|$)/i;
const INSERT_CHUNK = 500;

/** The whole menu of the active profile, in the order the dashboard shows it. */
async function loadSnapshot(db: Db, ctx: ProfileContext): Promise<MenuSnapshot> {
  const profileId = ctx.profile.id;
  const [categories, subcategories, items] = await Promise.all([
    db.select().from(menuCategories).where(eq(menuCategories.profileId, profileId)).orderBy(asc(menuCategories.position)),
    db
      .select()
      .from(menuSubcategories)
      .where(eq(menuSubcategories.profileId, profileId))
      .orderBy(asc(menuSubcategories.position)),
    db.select().from(menuItems).where(eq(menuItems.profileId, profileId)).orderBy(asc(menuItems.position)),
  ]);
  return {
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
    })),
  };
}

const EXPORT_WORKER = new URL('./export-worker.ts', import.meta.url);

/** The menu's version: every menu write bumps it in its transaction (`touchMenu`). */
async function menuVersion(db: Db, profileId: string): Promise<number> {
  const rows = await db.select({ version: menus.version }).from(menus).where(eq(menus.profileId, profileId)).limit(1);
  return rows[0]?.version ?? 0;
}

async function renderWorkbook(task: ExportTask): Promise<Buffer> {
  const bytes = await runRender<Uint8Array>(EXPORT_WORKER, 'menuWorkbook', task);
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
  if (options.template) return cachedRender('menu-xlsx:template', () => renderWorkbook({ menu: null }));
  // The version is read before the rows: a write in between gives the key newer rows, never older.
  const key = `menu-xlsx:${ctx.profile.id}:${await menuVersion(ctx.db, ctx.profile.id)}`;
  if (!isRendered(key))
    await enforceRateLimit(
      limiter,
      { key: `menu-export:profile:${ctx.profile.id}`, limit: MENU_EXPORTS_PER_PROFILE_PER_HOUR, windowSeconds: 3600 },
      menuExportsRateLimitedMessage,
    );
  return cachedRender(key, async () => renderWorkbook({ menu: await loadSnapshot(ctx.db, ctx) }));
}

const mediaTypeOf = (url: string): 'image' | 'video' | null => (url ? (VIDEO_EXTENSIONS.test(url) ? 'video' : 'image') : null);

/** Writes a plan in the caller's transaction; every id of the plan is the profile's own. */
async function applyPlan(tx: Db, ctx: ProfileContext, plan: ImportPlan): Promise<void> {
  const profileId = ctx.profile.id;
  await touchMenu(tx, profileId);
  const ids = new Map<string, string>();
  const idOf = (ref: EntityRef) => ('existing' in ref ? ref.existing : ids.get(ref.created)!);

  let categoryPosition =
    (
      await tx
        .select({ value: max(menuCategories.position) })
        .from(menuCategories)
        .where(eq(menuCategories.profileId, profileId))
    )[0]?.value ?? 0;
  for (const category of plan.newCategories) {
    const id = newId();
    ids.set(category.key, id);
    categoryPosition += 1;
    await tx.insert(menuCategories).values({ id, profileId, name: category.name, position: categoryPosition });
  }
  for (const category of plan.renamedCategories) {
    await tx
      .update(menuCategories)
      .set({ name: category.name, updatedAt: new Date() })
      .where(and(eq(menuCategories.id, category.existingId!), eq(menuCategories.profileId, profileId)));
  }

  const nextInScope = async (
    table: typeof menuSubcategories | typeof menuItems,
    column: typeof menuSubcategories.categoryId | typeof menuItems.subcategoryId,
    scopeId: string,
    cache: Map<string, number>,
  ) => {
    if (!cache.has(scopeId)) {
      const rows = await tx
        .select({ value: max(table.position) })
        .from(table)
        .where(and(eq(column, scopeId), eq(table.profileId, profileId)));
      cache.set(scopeId, rows[0]?.value ?? 0);
    }
    const next = cache.get(scopeId)! + 1;
    cache.set(scopeId, next);
    return next;
  };

  const subcategoryPositions = new Map<string, number>();
  for (const subcategory of plan.newSubcategories) {
    const id = newId();
    ids.set(subcategory.key, id);
    const categoryId = idOf(subcategory.category);
    const position = await nextInScope(menuSubcategories, menuSubcategories.categoryId, categoryId, subcategoryPositions);
    await tx.insert(menuSubcategories).values({ id, profileId, categoryId, name: subcategory.name, position });
  }
  for (const subcategory of plan.renamedSubcategories) {
    await tx
      .update(menuSubcategories)
      .set({ name: subcategory.name, updatedAt: new Date() })
      .where(and(eq(menuSubcategories.id, subcategory.existingId!), eq(menuSubcategories.profileId, profileId)));
  }

  const itemPositions = new Map<string, number>();
  const itemColumns = (item: ImportPlan['newItems'][number]) => ({
    categoryId: idOf(item.category),
    subcategoryId: idOf(item.subcategory),
    name: item.values.name,
    description: item.values.description,
    pricePaise: item.values.pricePaise,
    foodType: item.values.foodType,
    varieties: item.values.varieties,
    ingredients: item.values.ingredients,
    tags: item.values.tags,
    publish: item.values.publish,
    chefRecommend: item.values.chefRecommend,
    mediaPath: item.values.mediaUrl ? mediaPathFromUrl(ctx.config, item.values.mediaUrl) : null,
    mediaType: mediaTypeOf(item.values.mediaUrl),
  });
  const inserts = [];
  for (const item of plan.newItems) {
    const columns = itemColumns(item);
    inserts.push({
      id: newId(),
      profileId,
      ...columns,
      position: await nextInScope(menuItems, menuItems.subcategoryId, columns.subcategoryId, itemPositions),
    });
  }
  for (let start = 0; start < inserts.length; start += INSERT_CHUNK)
    await tx.insert(menuItems).values(inserts.slice(start, start + INSERT_CHUNK));

  const existingSubcategory = new Map<string, string>();
  if (plan.updatedItems.length > 0) {
    const rows = await tx
      .select({ id: menuItems.id, subcategoryId: menuItems.subcategoryId })
      .from(menuItems)
      .where(
        and(
          eq(menuItems.profileId, profileId),
          inArray(
            menuItems.id,
            plan.updatedItems.map((item) => item.existingId!),
          ),
        ),
      );
    for (const row of rows) existingSubcategory.set(row.id, row.subcategoryId);
  }
  for (const item of plan.updatedItems) {
    const columns = itemColumns(item);
    const moved = existingSubcategory.get(item.existingId!) !== columns.subcategoryId;
    const position = moved
      ? { position: await nextInScope(menuItems, menuItems.subcategoryId, columns.subcategoryId, itemPositions) }
      : {};
    await tx
      .update(menuItems)
      .set({ ...columns, ...position, updatedAt: new Date() })
      .where(and(eq(menuItems.id, item.existingId!), eq(menuItems.profileId, profileId)));
  }
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
  const { rows } = await readSpreadsheet(file, MENU_SHEET_NAME);
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
    if (plan.changes.length > 0) await applyPlan(tx, ctx, plan);
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
