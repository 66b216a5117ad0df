import {
  FOOD_TYPES,
  MENU_OWN_LANGUAGE,
  ingredientById,
  translatedField,
  translatedVariety,
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
import { readMenuRow, readMenuState, type GuestMenuRows, type MenuState } from '../menu/menu.service.ts';
import { findProfileById, lookUpPublicProfile, type PublicProfileRow } from '../profiles/profiles.service.ts';

/**
 * Reads for the public menu. Guests see the menu module's guest rows (`guestRowsOf`: the
 * published menu with the draft's visibility, docs/decisions/0015); hidden entities never leave
 * here (decisions §2: the public read returns visible entities only), nor does a subcategory or
 * category without a visible item (issue 15).
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
  /** The menu's extra languages (decisions §7); empty without a menu row. */
  languages: string[];
  /** The venue's one set of contact details (profiles module), numbers as E.164 digits without '+'. */
  contactNumbers: PublicProfileRow['contactNumbers'];
  whatsappNumber: string | null;
  /** The primary contact number. */
  businessNumber: string | null;
  email: string | null;
  fssaiLicence: string | null;
  /** IANA zone: link clicks are counted per venue-local day. */
  timeZone: string;
  /** The business categories it is filed under, by name (its structured data's `servesCuisine`). */
  categories: string[];
}

/** A profile and its menu row as one venue (two modules' reads; each owns its table). */
async function venueOf(db: Db, profile: PublicProfileRow | null): Promise<PublicVenueRow | null> {
  if (!profile) return null;
  return venueWithMenu(profile, await readMenuRow(db, profile.id));
}

function venueWithMenu(
  profile: PublicProfileRow,
  menu: (Omit<NonNullable<Awaited<ReturnType<typeof readMenuRow>>>, 'languages'> & { languages?: string[] }) | null,
): PublicVenueRow {
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
    languages: menu?.languages ?? [],
    contactNumbers: profile.contactNumbers,
    whatsappNumber: profile.whatsappPhoneNumber,
    businessNumber: profile.businessNumber,
    email: profile.email,
    fssaiLicence: profile.fssaiLicence,
    timeZone: profile.timeZone,
    categories: profile.categories,
  };
}

/**
 * The venue at /v/{username} with its menu as the menu module holds it (cached between
 * writes), or null for an unknown address or a personal profile, which publishes no menu
 * (issue 35: no "Personal – Menu" page for guests to find).
 */
export async function findVenueWithMenu(
  ctx: { db: Db; config: AppConfig },
  username: string,
): Promise<{ venue: PublicVenueRow; state: MenuState } | null> {
  const profile = await lookUpPublicProfile(ctx, username);
  return withMenu(ctx, profile?.profileType === 'business' ? profile : null);
}

/** `findVenueWithMenu` for the active profile (the dashboard's preview). */
export async function findVenueWithMenuById(
  ctx: { db: Db; config: AppConfig },
  profileId: string,
): Promise<{ venue: PublicVenueRow; state: MenuState } | null> {
  return withMenu(ctx, await findProfileById(ctx.db, profileId));
}

async function withMenu(ctx: { db: Db; config: AppConfig }, profile: PublicProfileRow | null) {
  if (!profile) return null;
  const state = await readMenuState(ctx, profile.id);
  return { venue: venueWithMenu(profile, state.header), state };
}

/** The venue at /v/{username}; usernames are unique whatever their case. */
export async function findVenueByUsername(ctx: { db: Db; config: AppConfig }, username: string): Promise<PublicVenueRow | null> {
  return venueOf(ctx.db, await lookUpPublicProfile(ctx, username));
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
  fssaiLicence: venue.fssaiLicence,
});

const foodTypeOf = (value: string): FoodType => ((FOOD_TYPES as readonly string[]).includes(value) ? (value as FoodType) : 'na');

/** Catalogue entries by id; unknown ids are shown raw (spec §3). */
function ingredientOf(id: string): PublicIngredient {
  const entry = ingredientById(id);
  return entry ? { id, name: entry.name, dietaryId: entry.dietaryId } : { id, name: id, dietaryId: null };
}

type GuestItem = GuestMenuRows['items'][number];

function freshPublicItemOf(config: AppConfig, row: GuestItem, lang: string): PublicItem {
  const url = mediaUrl(config, row.mediaPath);
  const name = translatedField(row.translations, lang, 'name', row.name);
  const description = translatedField(row.translations, lang, 'description', row.description);
  return {
    id: row.id,
    name,
    description,
    // Search matches the menu's own words too (decisions §7): a guest types "paneer" on a Hindi page.
    ...(name !== row.name || description !== row.description
      ? { original: { name: row.name, description: row.description } }
      : {}),
    price: paiseToRupeeString(row.pricePaise),
    foodType: foodTypeOf(row.foodType),
    mediaUrl: url,
    mediaType: url ? (row.mediaType ?? 'image') : null,
    isChefRecommended: row.chefRecommend,
    tags: row.tags,
    ingredients: row.ingredients.map(ingredientOf),
    varieties: row.varieties.map((variety) => ({
      name: translatedVariety(row.translations, lang, variety.name),
      price: paiseToRupeeString(variety.pricePaise),
      foodType: foodTypeOf(variety.type),
    })),
    categoryId: row.categoryId,
    subCategoryId: row.subcategoryId,
    soldOut: row.isSoldOut,
    availableNow: row.availableNow,
    availableFrom: row.availableFrom,
  };
}

/**
 * Each guest item as guests get it in each language, kept per item (guest items are one object
 * per row and standing, menu-guest-rows.ts): after an edit the page costs the changed rows'
 * conversion and serialisation, and the renderer keeps each card's markup by this same object
 * (ssr/entry-server.tsx), so it renders only the changed cards (issue 14, issue 17).
 */
const keptItems = new WeakMap<GuestItem, { config: AppConfig; byLang: Map<string, PublicItem> }>();

function publicItemOf(config: AppConfig, row: GuestItem, lang: string): PublicItem {
  let kept = keptItems.get(row);
  if (kept?.config !== config) {
    kept = { config, byLang: new Map() };
    keptItems.set(row, kept);
  }
  let item = kept.byLang.get(lang);
  if (!item) {
    item = freshPublicItemOf(config, row, lang);
    kept.byLang.set(lang, item);
  }
  return item;
}

/**
 * The visible menu from the guest rows. A subcategory with no visible dish, and a category with
 * no such subcategory, is left out (issue 15), except in the dashboard's preview (`keepEmpty`),
 * where an empty category says so (spec §2 Preview mode).
 */
export function publicMenuOf(
  config: AppConfig,
  venue: PublicVenueRow,
  rows: GuestMenuRows,
  { keepEmpty = false, lang = MENU_OWN_LANGUAGE }: { keepEmpty?: boolean; lang?: string } = {},
): PublicMenu {
  const { items: itemRows, homeImages: homeRows } = rows;
  const filled = new Set(itemRows.map((row) => row.subcategoryId));
  const subcategoryRows = keepEmpty ? rows.subcategories : rows.subcategories.filter((row) => filled.has(row.id));
  const filledCategories = new Set(subcategoryRows.map((row) => row.categoryId));
  const categoryRows = keepEmpty ? rows.categories : rows.categories.filter((row) => filledCategories.has(row.id));
  const items = itemRows.map((row) => publicItemOf(config, row, lang));

  return {
    venue: publicVenueOf(config, venue),
    theme: themeOfVenue(venue),
    categories: categoryRows.map((row) => ({
      id: row.id,
      name: translatedField(row.translations, lang, 'name', row.name),
      image: mediaUrl(config, row.imagePath),
    })),
    subCategories: subcategoryRows.map((row) => ({
      id: row.id,
      name: translatedField(row.translations, lang, 'name', row.name),
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
