import {
  FOOD_TYPES,
  ingredientById,
  paiseToRupeeString,
  publicThemeOf,
  type FoodType,
  type PublicIngredient,
  type PublicItem,
  type PublicMenu,
  type PublicTheme,
  type PublicVenue,
} from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mediaUrl } from '../media/media.service.ts';
import { readMenuRow, readMenuState, readPublishedMenuRows, type MenuState } from '../menu/menu.service.ts';
import { findProfileById, findProfileByUserName, type PublicProfileRow } from '../profiles/profiles.service.ts';

/**
 * Reads for the public menu. Hidden entities (publish 0) never leave here: each query filters
 * publish = 1 and an item also needs its subcategory and category visible (decisions §2: the
 * public read returns visible entities only).
 */

/** A venue as the public page needs it, with its menu's header (null fields: no menu yet). */
export interface PublicVenueRow {
  profileId: string;
  userName: string;
  name: string;
  image: string | null;
  iconPath: string | null;
  version: number | null;
  /** False when the owner has taken the menu offline; null without a menu row. */
  active: boolean | null;
  theme: string | null;
  status: string | null;
  publishedAt: Date | null;
  /** Contact numbers as E.164 digits without '+' (profiles module), for the link page. */
  whatsappNumber: string | null;
  businessNumber: string | null;
}

/** A profile and its menu row as one venue (two modules' reads; each owns its table). */
async function venueOf(db: Db, profile: PublicProfileRow | null): Promise<PublicVenueRow | null> {
  if (!profile) return null;
  return venueWithMenu(profile, await readMenuRow(db, profile.id));
}

function venueWithMenu(profile: PublicProfileRow, menu: Awaited<ReturnType<typeof readMenuRow>>): PublicVenueRow {
  return {
    profileId: profile.id,
    userName: profile.userName,
    name: profile.name,
    image: profile.image,
    iconPath: menu?.iconPath ?? null,
    version: menu?.version ?? null,
    active: menu?.active ?? null,
    theme: menu?.theme ?? null,
    status: menu?.status ?? null,
    publishedAt: menu?.publishedAt ?? null,
    whatsappNumber: profile.whatsappPhoneNumber,
    businessNumber: profile.businessNumber,
  };
}

/**
 * The venue at /v/{username} with its menu as the menu module holds it (cached between
 * writes), or null for an unknown address.
 */
export async function findVenueWithMenu(
  ctx: { db: Db; config: AppConfig },
  username: string,
): Promise<{ venue: PublicVenueRow; state: MenuState } | null> {
  const profile = await findProfileByUserName(ctx.db, username);
  if (!profile) return null;
  const state = await readMenuState(ctx, profile.id);
  return { venue: venueWithMenu(profile, state.header), state };
}

/** The venue at /v/{username}; usernames are unique whatever their case. */
export async function findVenueByUsername(db: Db, username: string): Promise<PublicVenueRow | null> {
  return venueOf(db, await findProfileByUserName(db, username));
}

export async function findVenueById(db: Db, profileId: string): Promise<PublicVenueRow | null> {
  return venueOf(db, await findProfileById(db, profileId));
}

export const themeOfVenue = (venue: PublicVenueRow): PublicTheme => publicThemeOf(venue.theme);
export const logoOfVenue = (config: AppConfig, venue: PublicVenueRow) => mediaUrl(config, venue.iconPath ?? venue.image);
/** The venue as every public page's header shows it. */
export const publicVenueOf = (config: AppConfig, venue: PublicVenueRow): PublicVenue => ({
  userName: venue.userName,
  name: venue.name,
  logoUrl: logoOfVenue(config, venue),
});

const foodTypeOf = (value: string): FoodType => ((FOOD_TYPES as readonly string[]).includes(value) ? (value as FoodType) : 'na');

/** Catalogue entries by id; unknown ids are shown raw (spec §3). */
function ingredientOf(id: string): PublicIngredient {
  const entry = ingredientById(id);
  return entry ? { id, name: entry.name, dietaryId: entry.dietaryId } : { id, name: id, dietaryId: null };
}

/** The visible menu of a venue, in display order. */
export async function loadPublicMenu(db: Db, config: AppConfig, venue: PublicVenueRow): Promise<PublicMenu> {
  return publicMenuOf(config, venue, await readPublishedMenuRows(db, venue.profileId));
}

/** The visible part of a menu state's rows: what `readPublishedMenuRows` reads, in the same order. */
export function publishedRowsOf(state: MenuState): PublishedRows {
  const { categories, subcategories, items, homeImages } = state.rows;
  return {
    categories: categories.filter((row) => row.publish === 1),
    subcategories: subcategories.filter((row) => row.publish === 1),
    items: items.filter((row) => row.publish === 1),
    homeImages: homeImages.filter((row) => row.isActive),
  };
}

type PublishedRows = Awaited<ReturnType<typeof readPublishedMenuRows>>;

/** The visible menu from its published rows (children of hidden parents are dropped here). */
export function publicMenuOf(config: AppConfig, venue: PublicVenueRow, rows: PublishedRows): PublicMenu {
  const { categories: categoryRows, subcategories: subcategoryRows, items: itemRows, homeImages: homeRows } = rows;

  const visibleCategories = new Set(categoryRows.map((row) => row.id));
  const subcategories = subcategoryRows.filter((row) => visibleCategories.has(row.categoryId));
  const visibleSubcategories = new Set(subcategories.map((row) => row.id));
  const items: PublicItem[] = itemRows
    .filter((row) => visibleSubcategories.has(row.subcategoryId))
    .map((row) => {
      const url = mediaUrl(config, row.mediaPath);
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        price: paiseToRupeeString(row.pricePaise),
        foodType: foodTypeOf(row.foodType),
        mediaUrl: url,
        mediaType: url ? (row.mediaType ?? 'image') : null,
        isChefRecommended: row.chefRecommend,
        tags: row.tags,
        ingredients: row.ingredients.map(ingredientOf),
        varieties: row.varieties.map((variety) => ({
          name: variety.name,
          price: paiseToRupeeString(variety.pricePaise),
          foodType: foodTypeOf(variety.type),
        })),
        categoryId: row.categoryId,
        subCategoryId: row.subcategoryId,
      };
    });

  return {
    venue: publicVenueOf(config, venue),
    theme: themeOfVenue(venue),
    categories: categoryRows.map((row) => ({ id: row.id, name: row.name, image: mediaUrl(config, row.imagePath) })),
    subCategories: subcategories.map((row) => ({
      id: row.id,
      name: row.name,
      image: mediaUrl(config, row.imagePath),
      categoryId: row.categoryId,
    })),
    items,
    homeImages: homeRows.map((row) => ({
      id: row.id,
      imageUrl: mediaUrl(config, row.imagePath) ?? '',
      title: row.title,
      description: row.description,
      linkUrl: row.linkUrl,
    })),
  };
}
