import { and, eq, sql } from 'drizzle-orm';
import {
  ingredientIdFor,
  MENU_MESSAGES,
  rupeesToPaise,
  type AddCategoryOrSubcategoryFields,
  type AddItemFields,
  type Availability,
  type EditItemFields,
  type MenuCategory,
  type MenuEntityType,
  type MenuItem,
  type MenuSubcategory,
  type UpdateMediaFields,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { menuCategories, menuItems, menuSubcategories, type StoredVariety } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { deleteStoredMedia, withStoredUpload, type UploadInput } from '../media/media.service.ts';
import { toCategory, toItem, toSubcategory } from './menu-mappers.ts';
import { nextPosition, renumber } from '../../lib/ordering.ts';
import { closeMoveGap, planItemMove } from './menu-item-move.ts';
import { beginMenuWrite, inProfile, MEDIA_FOLDERS, POSITIONED, touchMenu, type MenuWrite } from './menu-store.ts';
import { patchMenuItem, patchMenuRows, type MenuRowsChanged } from './menu-read.ts';
import { menuItemsChanged } from './menu-status.ts';
// Registers which menu rows show stored media, for the media module's delete check.
import './menu-media-references.ts';

/*
 * The digital menu's writes (spec §4, §5, §7; decisions §2, §4). Every query is filtered by the
 * active profile; every write is one transaction that first bumps the menu version
 * (`touchMenu`). Files are stored before the transaction and removed again if it fails;
 * replaced or deleted files are removed only after the commit, so a rolled-back change never
 * loses its media.
 */

export { getMenuSnapshot, menuReadStats, type MenuSnapshot } from './menu-read.ts';
/** For the guest page, built from the same read of the menu as the dashboard's body. */
export { readMenuState, unpublishedChangesOf, type MenuState } from './menu-read.ts';
/** What guests see: the published menu with the draft's visibility (docs/decisions/0015). */
export { guestRowsKey, guestRowsOf, type GuestItem, type GuestMenuRows } from './menu-guest-rows.ts';
export { publishMenu } from './menu-publication.ts';
export { updateSoldOut } from './menu-sold-out.ts';
/** For other modules that read or write the whole menu at once (the spreadsheet export and import). */
export { readMenuRows } from './menu-body.ts';
export {
  applyMenuChanges,
  menuVersionOf,
  readMenuRow,
  type MenuChanges,
  type MenuItemValues,
  type MenuRef,
} from './menu-bulk.ts';
/**
 * For other modules that change the menu (spreadsheet import, public-page settings): call it
 * first in their transaction, with any menu-row `changes`, so the version, the read cache and
 * the ETags see the change at once.
 */
export { touchMenu, type MenuRowChanges } from './menu-store.ts';
/** For billing: the menu's own status, its item count, and a hook run after writes that change the count. */
export { countMenuItems, setDigitalMenuStatus } from './menu-status.ts';
/** For other modules' caches of menu renderings (the public pages): fresh after every menu write, one rebuild at a time. */
export { reorderMenu } from './menu-order.ts';
export { addHomePageImage, deleteHomePageImage, listHomePageImages, reorderHomePageImages } from './menu-home-images.ts';
export { seedDemoMenu } from './menu-seed.ts';
/** For the subscription status: the menu's billing status and item count. */
export { listLiveMenus, readDigitalMenuStanding } from './menu-standing.ts';
/** For the set-up checklist on /home: a first category, a first item, a publish. */
export { readMenuSetup, type MenuSetup } from './menu-setup.ts';

export { MEDIA_FOLDERS };

async function findCategory(tx: Db, profileId: string, id: string) {
  const rows = await tx
    .select()
    .from(menuCategories)
    .where(inProfile(menuCategories.profileId, profileId, menuCategories.id, id))
    .limit(1);
  return rows[0];
}

async function findSubcategory(tx: Db, profileId: string, id: string) {
  const rows = await tx
    .select()
    .from(menuSubcategories)
    .where(inProfile(menuSubcategories.profileId, profileId, menuSubcategories.id, id))
    .limit(1);
  return rows[0];
}

async function findItem(tx: Db, profileId: string, id: string) {
  const rows = await tx
    .select()
    .from(menuItems)
    .where(inProfile(menuItems.profileId, profileId, menuItems.id, id))
    .limit(1);
  return rows[0];
}

/** A subcategory's items, and those of them its hide hid (still hidden). */
async function countItems(
  tx: Db,
  profileId: string,
  subcategoryId: string,
): Promise<{ itemCount: number; hiddenWithIt: number }> {
  const rows = await tx
    .select({
      itemCount: sql<number>`count(*)::int`,
      hiddenWithIt: sql<number>`(count(*) filter (where ${menuItems.hiddenWithSubcategory} and ${menuItems.publish} = 0))::int`,
    })
    .from(menuItems)
    .where(and(eq(menuItems.profileId, profileId), eq(menuItems.subcategoryId, subcategoryId)));
  return { itemCount: Number(rows[0]?.itemCount ?? 0), hiddenWithIt: Number(rows[0]?.hiddenWithIt ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// Categories and subcategories
// ---------------------------------------------------------------------------------------------

/** POST /v2/add-category-or-subcategory. A subcategory's category must be this profile's (404). */
export async function addCategoryOrSubcategory(
  ctx: ProfileContext,
  input: AddCategoryOrSubcategoryFields,
  file: UploadInput,
): Promise<{ category: MenuCategory | null; subCategory: MenuSubcategory | null }> {
  const profileId = ctx.profile.id;
  if (input.type === 'subCategory') {
    // Checked before the upload too, so a wrong id never stores a file.
    if (!input.categoryId || !(await findCategory(ctx.db, profileId, input.categoryId)))
      throw notFound(MENU_MESSAGES.categoryNotFound);
  }
  const folder = input.type === 'subCategory' ? MEDIA_FOLDERS.subcategory : MEDIA_FOLDERS.category;
  return withStoredUpload(ctx, file, { folder }, (media) =>
    ctx.db.transaction(async (tx) => {
      await touchMenu(tx, profileId);
      if (input.type === 'category') {
        const position = await nextPosition(tx, POSITIONED.category, profileId);
        const [row] = await tx
          .insert(menuCategories)
          .values({ id: newId(), profileId, name: input.name, imagePath: media?.path ?? null, position })
          .returning();
        return { category: toCategory(ctx.config, row!), subCategory: null };
      }
      const category = input.categoryId ? await findCategory(tx, profileId, input.categoryId) : undefined;
      if (!category) throw notFound(MENU_MESSAGES.categoryNotFound);
      const position = await nextPosition(tx, POSITIONED.subcategory, profileId, eq(menuSubcategories.categoryId, category.id));
      const [row] = await tx
        .insert(menuSubcategories)
        .values({ id: newId(), profileId, categoryId: category.id, name: input.name, imagePath: media?.path ?? null, position })
        .returning();
      return { category: null, subCategory: toSubcategory(ctx.config, row!, { itemCount: 0, hiddenWithIt: 0 }) };
    }),
  );
}

/** POST /v2/editCategory: rename, and its schedule when sent (decisions §7). */
export async function renameCategory(
  ctx: ProfileContext,
  input: { _id: string; category: string; availability?: Availability },
): Promise<{ category: MenuCategory }> {
  const { write, row } = await ctx.db.transaction(async (tx) => {
    const write = await beginMenuWrite(tx, ctx.profile.id);
    const [row] = await tx
      .update(menuCategories)
      .set({ name: input.category, ...(input.availability && { availability: input.availability }), updatedAt: new Date() })
      .where(inProfile(menuCategories.profileId, ctx.profile.id, menuCategories.id, input._id))
      .returning();
    if (!row) throw notFound('Category not found');
    return { write, row };
  });
  patchMenuRows(write, { categories: [row] });
  return { category: toCategory(ctx.config, row) };
}

/** POST /v2/editSubCategory: rename, and its schedule when sent (decisions §7). */
export async function renameSubcategory(
  ctx: ProfileContext,
  input: { _id: string; subCategory: string; availability?: Availability },
): Promise<{ subCategory: MenuSubcategory }> {
  const { write, row, counts } = await ctx.db.transaction(async (tx) => {
    const write = await beginMenuWrite(tx, ctx.profile.id);
    const [row] = await tx
      .update(menuSubcategories)
      .set({ name: input.subCategory, ...(input.availability && { availability: input.availability }), updatedAt: new Date() })
      .where(inProfile(menuSubcategories.profileId, ctx.profile.id, menuSubcategories.id, input._id))
      .returning();
    if (!row) throw notFound(MENU_MESSAGES.subcategoryNotFound);
    return { write, row, counts: await countItems(tx, ctx.profile.id, row.id) };
  });
  patchMenuRows(write, { subcategories: [row] });
  return { subCategory: toSubcategory(ctx.config, row, counts) };
}

// ---------------------------------------------------------------------------------------------
// Media, visibility, delete
// ---------------------------------------------------------------------------------------------

/**
 * POST /v2/updateMedia: replaces (or, with an empty file, clears) the image of a category or
 * subcategory, or the photo/video of an item.
 * @returns `cloud`: the new absolute URL, or '' when cleared.
 */
export async function updateMedia(
  ctx: ProfileContext,
  input: UpdateMediaFields,
  file: UploadInput | undefined,
): Promise<{ cloud: string }> {
  // An absent file part would otherwise look like "clear": refuse it instead (clearing sends an empty file).
  if (file === undefined) throw badRequest(MENU_MESSAGES.fileRequired);
  const profileId = ctx.profile.id;
  const exists =
    input.type === 'category'
      ? await findCategory(ctx.db, profileId, input._id)
      : input.type === 'subcategory'
        ? await findSubcategory(ctx.db, profileId, input._id)
        : await findItem(ctx.db, profileId, input._id);
  if (!exists) throw notFound(notFoundMessage(input.type));

  const folder = MEDIA_FOLDERS[input.type];
  const previous = await withStoredUpload(ctx, file, { folder, allowVideo: input.type === 'item' }, (media) =>
    ctx.db.transaction(async (tx) => {
      await touchMenu(tx, profileId);
      const path = media?.path ?? null;
      if (input.type === 'item') {
        const item = await findItem(tx, profileId, input._id);
        if (!item) throw notFound(notFoundMessage(input.type));
        await tx
          .update(menuItems)
          .set({ mediaPath: path, mediaType: media?.mediaType ?? null, updatedAt: new Date() })
          .where(inProfile(menuItems.profileId, profileId, menuItems.id, item.id));
        return { old: item.mediaPath, url: media?.url ?? '' };
      }
      const table = input.type === 'category' ? menuCategories : menuSubcategories;
      const row =
        input.type === 'category'
          ? await findCategory(tx, profileId, input._id)
          : await findSubcategory(tx, profileId, input._id);
      if (!row) throw notFound(notFoundMessage(input.type));
      await tx
        .update(table)
        .set({ imagePath: path, updatedAt: new Date() })
        .where(inProfile(table.profileId, profileId, table.id, row.id));
      return { old: row.imagePath, url: media?.url ?? '' };
    }),
  );
  if (previous.old) await deleteStoredMedia(ctx, previous.old);
  return { cloud: previous.url };
}

function notFoundMessage(type: 'category' | 'subcategory' | 'item' | MenuEntityType): string {
  const lower = type.toLowerCase();
  if (lower === 'category') return 'Category not found';
  if (lower === 'subcategory') return MENU_MESSAGES.subcategoryNotFound;
  return MENU_MESSAGES.itemNotFound;
}

/**
 * POST /v2/updatePublish. Visibility reaches guests at once, published menu or not
 * (docs/decisions/0015). Hiding a subcategory hides its shown items in the same transaction
 * and remembers them; showing it again shows those same items too when `showItems` is set,
 * and otherwise leaves them hidden (spec §4) and forgets them. Hiding a category hides only
 * the category. Showing or hiding an item by hand makes it the owner's own choice again.
 */
export async function updatePublish(
  ctx: ProfileContext,
  input: { _id: string; type: MenuEntityType; publish: 0 | 1; showItems?: boolean },
): Promise<{ _id: string; type: MenuEntityType; publish: 0 | 1; itemsHidden: number; itemsShown: number }> {
  const profileId = ctx.profile.id;
  let patch: { write: MenuWrite; changed: MenuRowsChanged } | undefined;
  const result = await ctx.db.transaction(async (tx) => {
    const write = await beginMenuWrite(tx, profileId);
    const now = new Date();
    let updated: Array<{ id: string }>;
    let itemsHidden = 0;
    let itemsShown = 0;
    // Every statement returns the rows it changed, whole: the cached menu is patched with them
    // after the commit (`patchMenuRows`), so the next read does not read the menu again.
    if (input.type === 'Category') {
      const categories = await tx
        .update(menuCategories)
        .set({ publish: input.publish, updatedAt: now })
        .where(inProfile(menuCategories.profileId, profileId, menuCategories.id, input._id))
        .returning();
      updated = categories;
      patch = { write, changed: { categories } };
    } else if (input.type === 'SubCategory') {
      const subcategories = await tx
        .update(menuSubcategories)
        .set({ publish: input.publish, updatedAt: now })
        .where(inProfile(menuSubcategories.profileId, profileId, menuSubcategories.id, input._id))
        .returning();
      updated = subcategories;
      const items = new Map<string, typeof menuItems.$inferSelect>();
      const changedItems = (rows: (typeof menuItems.$inferSelect)[]) => {
        for (const row of rows) items.set(row.id, row);
        return rows.length;
      };
      if (updated.length > 0) {
        const inSubcategory = and(eq(menuItems.profileId, profileId), eq(menuItems.subcategoryId, input._id));
        if (input.publish === 0) {
          itemsHidden = changedItems(
            await tx
              .update(menuItems)
              .set({ publish: 0, hiddenWithSubcategory: true, updatedAt: now })
              .where(and(inSubcategory, eq(menuItems.publish, 1)))
              .returning(),
          );
        } else {
          if (input.showItems) {
            itemsShown = changedItems(
              await tx
                .update(menuItems)
                .set({ publish: 1, hiddenWithSubcategory: false, updatedAt: now })
                .where(and(inSubcategory, eq(menuItems.hiddenWithSubcategory, true), eq(menuItems.publish, 0)))
                .returning(),
            );
          }
          changedItems(
            await tx
              .update(menuItems)
              .set({ hiddenWithSubcategory: false })
              .where(and(inSubcategory, eq(menuItems.hiddenWithSubcategory, true)))
              .returning(),
          );
        }
      }
      patch = { write, changed: { subcategories, items: [...items.values()] } };
    } else {
      const items = await tx
        .update(menuItems)
        .set({ publish: input.publish, hiddenWithSubcategory: false, updatedAt: now })
        .where(inProfile(menuItems.profileId, profileId, menuItems.id, input._id))
        .returning();
      updated = items;
      patch = { write, changed: { items } };
    }
    if (updated.length === 0) throw notFound(notFoundMessage(input.type));
    return { _id: input._id, type: input.type, publish: input.publish, itemsHidden, itemsShown };
  });
  if (patch) patchMenuRows(patch.write, patch.changed);
  return result;
}

export interface DeletedCounts {
  categories: number;
  subCategories: number;
  items: number;
}

/**
 * POST /v2/deleteMenu. A subcategory takes its items with it, a category its subcategories and
 * their items, all in one transaction; siblings are renumbered so positions stay count+1 dense.
 * Media files go after the commit.
 */
export async function deleteMenuEntity(
  ctx: ProfileContext,
  input: { _id: string; type: MenuEntityType },
): Promise<{ deleted: DeletedCounts }> {
  const profileId = ctx.profile.id;
  const { deleted, paths } = await ctx.db.transaction(async (tx) => {
    await touchMenu(tx, profileId);
    if (input.type === 'Item') {
      const [item] = await tx
        .delete(menuItems)
        .where(inProfile(menuItems.profileId, profileId, menuItems.id, input._id))
        .returning();
      if (!item) throw notFound('Could not find the item to delete.');
      await renumber(tx, POSITIONED.item, profileId, eq(menuItems.subcategoryId, item.subcategoryId));
      await menuItemsChanged(ctx.menuItemsChanged, tx, profileId);
      return { deleted: { categories: 0, subCategories: 0, items: 1 }, paths: [item.mediaPath] };
    }
    if (input.type === 'SubCategory') {
      const subcategory = await findSubcategory(tx, profileId, input._id);
      if (!subcategory) throw notFound(MENU_MESSAGES.subcategoryNotFound);
      const items = await tx
        .delete(menuItems)
        .where(and(eq(menuItems.profileId, profileId), eq(menuItems.subcategoryId, subcategory.id)))
        .returning({ mediaPath: menuItems.mediaPath });
      await tx
        .delete(menuSubcategories)
        .where(inProfile(menuSubcategories.profileId, profileId, menuSubcategories.id, subcategory.id));
      await renumber(tx, POSITIONED.subcategory, profileId, eq(menuSubcategories.categoryId, subcategory.categoryId));
      await menuItemsChanged(ctx.menuItemsChanged, tx, profileId);
      return {
        deleted: { categories: 0, subCategories: 1, items: items.length },
        paths: [subcategory.imagePath, ...items.map((item) => item.mediaPath)],
      };
    }
    const category = await findCategory(tx, profileId, input._id);
    if (!category) throw notFound('Category not found');
    const items = await tx
      .delete(menuItems)
      .where(and(eq(menuItems.profileId, profileId), eq(menuItems.categoryId, category.id)))
      .returning({ mediaPath: menuItems.mediaPath });
    const subcategories = await tx
      .delete(menuSubcategories)
      .where(and(eq(menuSubcategories.profileId, profileId), eq(menuSubcategories.categoryId, category.id)))
      .returning({ imagePath: menuSubcategories.imagePath });
    await tx.delete(menuCategories).where(inProfile(menuCategories.profileId, profileId, menuCategories.id, category.id));
    await renumber(tx, POSITIONED.category, profileId);
    await menuItemsChanged(ctx.menuItemsChanged, tx, profileId);
    return {
      deleted: { categories: 1, subCategories: subcategories.length, items: items.length },
      paths: [category.imagePath, ...subcategories.map((row) => row.imagePath), ...items.map((row) => row.mediaPath)],
    };
  });
  for (const path of paths) await deleteStoredMedia(ctx, path);
  return { deleted };
}

// ---------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------

function toStoredVarieties(varieties: NonNullable<AddItemFields['varietyArr']>): StoredVariety[] {
  return varieties.map((variety) => ({
    name: variety.name,
    pricePaise: rupeesToPaise(variety.price),
    type: variety.type ?? variety.foodType ?? 'na',
  }));
}

/** Ids and names both map to catalogue ids; unknown values are kept as sent (spec §3), once each. */
function toIngredientIds(values: string[]): string[] {
  return [...new Set(values.map(ingredientIdFor))];
}

/** POST /v2/addItems. The subcategory must be this profile's (404); the item goes last in it. */
export async function addItem(ctx: ProfileContext, input: AddItemFields, file: UploadInput): Promise<{ data: MenuItem }> {
  const profileId = ctx.profile.id;
  if (!(await findSubcategory(ctx.db, profileId, input.subCategory_id))) throw notFound(MENU_MESSAGES.subcategoryNotFound);
  const { write, row } = await withStoredUpload(ctx, file, { folder: MEDIA_FOLDERS.item, allowVideo: true }, (media) =>
    ctx.db.transaction(async (tx) => {
      const write = await beginMenuWrite(tx, profileId);
      const subcategory = await findSubcategory(tx, profileId, input.subCategory_id);
      if (!subcategory) throw notFound(MENU_MESSAGES.subcategoryNotFound);
      const position = await nextPosition(tx, POSITIONED.item, profileId, eq(menuItems.subcategoryId, subcategory.id));
      const [row] = await tx
        .insert(menuItems)
        .values({
          id: newId(),
          profileId,
          categoryId: subcategory.categoryId,
          subcategoryId: subcategory.id,
          name: input.itemName,
          description: input.description,
          pricePaise: rupeesToPaise(input.price),
          foodType: input.type,
          varieties: toStoredVarieties(input.varietyArr),
          ingredients: toIngredientIds(input.ingredients),
          tags: [...new Set(input.tags)],
          mediaPath: media?.path ?? null,
          mediaType: media?.mediaType ?? null,
          publish: input.publish,
          chefRecommend: input.chefRecommend,
          availability: input.availability,
          position,
        })
        .returning();
      await menuItemsChanged(ctx.menuItemsChanged, tx, profileId);
      return { write, row: row! };
    }),
  );
  patchMenuRows(write, { addedItems: [row] });
  return { data: toItem(ctx.config, row) };
}

/**
 * PATCH /v2/editItems. Absent fields stay as they are; `file` absent keeps the media, an empty
 * file removes it, any other replaces it (spec §4 "Item edit tracks media"). `subCategory_id`
 * moves the item to the end of that subcategory, in its category (issue 15).
 */
export async function editItem(
  ctx: ProfileContext,
  input: EditItemFields,
  file: UploadInput | undefined,
): Promise<{ data: MenuItem }> {
  const profileId = ctx.profile.id;
  const mediaChanges = file !== undefined;
  // Checked before the upload so a wrong id never stores a file; an edit without one needs only
  // the transaction's own check (one statement fewer while the embedded database is shared).
  if (mediaChanges && !(await findItem(ctx.db, profileId, input._id))) throw notFound(MENU_MESSAGES.itemNotFound);
  const { data, oldPath, write, row, moved } = await withStoredUpload(
    ctx,
    mediaChanges ? file : null,
    { folder: MEDIA_FOLDERS.item, allowVideo: true },
    (media) =>
      ctx.db.transaction(async (tx) => {
        const write = await beginMenuWrite(tx, profileId);
        const replaced = mediaChanges ? await findItem(tx, profileId, input._id) : undefined;
        if (mediaChanges && !replaced) throw notFound(MENU_MESSAGES.itemNotFound);
        const move = input.subCategory_id ? await planItemMove(tx, profileId, input._id, input.subCategory_id) : null;
        const [row] = await tx
          .update(menuItems)
          .set({
            ...(input.itemName !== undefined && { name: input.itemName }),
            ...(input.description !== undefined && { description: input.description }),
            ...(input.price !== undefined && { pricePaise: rupeesToPaise(input.price) }),
            ...(input.type !== undefined && { foodType: input.type }),
            ...(input.publish !== undefined && { publish: input.publish }),
            ...(input.chefRecommend !== undefined && { chefRecommend: input.chefRecommend }),
            ...(input.varietyArr !== undefined && { varieties: toStoredVarieties(input.varietyArr) }),
            ...(input.ingredients !== undefined && { ingredients: toIngredientIds(input.ingredients) }),
            ...(input.tags !== undefined && { tags: [...new Set(input.tags)] }),
            ...(input.availability !== undefined && { availability: input.availability }),
            ...(mediaChanges && { mediaPath: media?.path ?? null, mediaType: media?.mediaType ?? null }),
            ...move?.values,
            updatedAt: new Date(),
          })
          .where(inProfile(menuItems.profileId, profileId, menuItems.id, input._id))
          .returning();
        if (!row) throw notFound(MENU_MESSAGES.itemNotFound);
        if (move) await closeMoveGap(tx, profileId, move);
        return { data: toItem(ctx.config, row), oldPath: replaced?.mediaPath ?? null, write, row, moved: move !== null };
      }),
  );
  // A move renumbers the old subcategory too: the next read rebuilds instead of patching one row.
  if (!moved) patchMenuItem(write, row);
  if (oldPath) await deleteStoredMedia(ctx, oldPath);
  return { data };
}
