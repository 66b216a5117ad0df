import {
  check,
  foreignKey,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  type PgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { getTableColumns, sql } from 'drizzle-orm';
import type { AvailabilityWindow, EntityTranslations } from '@venue/shared';
import { oneOf, publishFlag } from './checks.ts';
import { profiles } from './profiles.ts';

/** A variety as stored: money in integer paise (decisions §4). */
export interface StoredVariety {
  name: string;
  pricePaise: number;
  type: string;
}

/**
 * One digital menu per profile, created lazily on its first read or write. `version` is
 * bumped in every menu write transaction: the dashboard's ETag, the in-process read cache
 * and the public pages all key on (profile id, version).
 */
export const menus = pgTable(
  'menus',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .unique('menus_profile_id_unique')
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    iconPath: text('icon_path'),
    active: boolean('active').notNull().default(true),
    selectedPublicTheme: text('selected_public_theme').notNull().default('classic'),
    /** 'suspended' and 'digitalMenuOveruse' restrict the menu (spec §4); set by billing. */
    digitalMenuStatus: text('digital_menu_status').notNull().default('active'),
    version: integer('version').notNull().default(1),
    /** The extra languages guests may read the menu in (decisions §7), ISO 639-1; `en` is the menu's own. */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('menus_theme_check', t.selectedPublicTheme, ['classic', 'midnight', 'minimal']),
    oneOf('menus_status_check', t.digitalMenuStatus, ['active', 'suspended', 'digitalMenuOveruse']),
  ],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Names (and a dish's description and varieties) by language: part of the draft, published with it (decisions §7). */
    translations: jsonb('translations').$type<EntityTranslations>().notNull().default({}),
    imagePath: text('image_path'),
    /** 1 visible, 0 hidden (spec §3). */
    publish: smallint('publish').notNull().default(1),
    position: integer('position').notNull(),
    /** When it is on the menu (decisions §7, modules/menu/menu-schedules.ts); empty: always. */
    availability: jsonb('availability').$type<AvailabilityWindow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('menu_categories_profile_idx').on(t.profileId, t.position),
    // The target of the subcategories' venue-consistent key.
    unique('menu_categories_profile_id_unique').on(t.profileId, t.id),
    publishFlag('menu_categories_publish_check', t.publish),
  ],
);

export const menuSubcategories = pgTable(
  'menu_subcategories',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    name: text('name').notNull(),
    /** Names (and a dish's description and varieties) by language: part of the draft, published with it (decisions §7). */
    translations: jsonb('translations').$type<EntityTranslations>().notNull().default({}),
    imagePath: text('image_path'),
    publish: smallint('publish').notNull().default(1),
    position: integer('position').notNull(),
    /** When it is on the menu (decisions §7, modules/menu/menu-schedules.ts); empty: always. */
    availability: jsonb('availability').$type<AvailabilityWindow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('menu_subcategories_profile_idx').on(t.profileId, t.position),
    index('menu_subcategories_category_idx').on(t.categoryId, t.profileId, t.position),
    // A subcategory sits in a category of its own venue.
    foreignKey({
      name: 'menu_subcategories_category_fk',
      columns: [t.profileId, t.categoryId],
      foreignColumns: [menuCategories.profileId, menuCategories.id],
    }).onDelete('cascade'),
    // The target of the items' key: same venue, and the item's category is its subcategory's.
    unique('menu_subcategories_profile_category_id_unique').on(t.profileId, t.categoryId, t.id),
    publishFlag('menu_subcategories_publish_check', t.publish),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    subcategoryId: text('subcategory_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Names (and a dish's description and varieties) by language: part of the draft, published with it (decisions §7). */
    translations: jsonb('translations').$type<EntityTranslations>().notNull().default({}),
    pricePaise: integer('price_paise').notNull().default(0),
    /** veg, non-veg, egg, vegan or na. */
    foodType: text('food_type').notNull().default('na'),
    varieties: jsonb('varieties').$type<StoredVariety[]>().notNull().default([]),
    /** Catalogue ids; unknown values kept as sent (spec §3). */
    ingredients: jsonb('ingredients').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    mediaPath: text('media_path'),
    mediaType: text('media_type', { enum: ['image', 'video'] }),
    publish: smallint('publish').notNull().default(1),
    /**
     * Hidden by hiding its subcategory (not by hand): showing the subcategory again can show
     * exactly these items too (issue 15).
     */
    hiddenWithSubcategory: boolean('hidden_with_subcategory').notNull().default(false),
    /** "Sold out today": until the venue's next day starts (lib/venue-time.ts); null when available. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    chefRecommend: boolean('chef_recommend').notNull().default(false),
    position: integer('position').notNull(),
    /** When it is on the menu (decisions §7, modules/menu/menu-schedules.ts); empty: always. */
    availability: jsonb('availability').$type<AvailabilityWindow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // With id: the cached menu's refresh reads the items in (position, id) pages (menu-body.ts).
    index('menu_items_profile_idx').on(t.profileId, t.position, t.id),
    index('menu_items_subcategory_idx').on(t.subcategoryId, t.categoryId, t.profileId, t.position),
    index('menu_items_category_idx').on(t.categoryId),
    // An item sits in a subcategory of its own venue, under that subcategory's category.
    foreignKey({
      name: 'menu_items_subcategory_fk',
      columns: [t.profileId, t.categoryId, t.subcategoryId],
      foreignColumns: [menuSubcategories.profileId, menuSubcategories.categoryId, menuSubcategories.id],
    }).onDelete('cascade'),
    oneOf('menu_items_food_type_check', t.foodType, ['veg', 'non-veg', 'egg', 'vegan', 'na']),
    oneOf('menu_items_media_type_check', t.mediaType, ['image', 'video']),
    publishFlag('menu_items_publish_check', t.publish),
    check('menu_items_price_check', sql`${t.pricePaise} >= 0`),
  ],
);

/**
 * The draft columns "Publish Changes" leaves behind (docs/decisions/0015). Every other column of
 * the three tables is copied (`PUBLISHED_COLUMNS`, modules/menu/menu-publication.ts), so a column
 * added later is published, and counted as a change to publish, without being listed anywhere.
 * Left behind, and why:
 * - `profileId`: the publication is the profile's own row;
 * - `publish`, and a dish's `hiddenWithSubcategory` and `soldOutUntil`: visibility and "sold out
 *   today" reach guests at once from the draft (menu-guest-rows.ts), never from a publication;
 * - `createdAt`, `updatedAt`: when the draft row was written, not what guests see.
 * A publication made before a column was added lacks it until the venue publishes again: code
 * reading a new column from published rows must allow for its absence.
 */
export const UNPUBLISHED_COLUMNS = {
  categories: ['profileId', 'publish', 'createdAt', 'updatedAt'],
  subcategories: ['profileId', 'publish', 'createdAt', 'updatedAt'],
  items: ['profileId', 'publish', 'hiddenWithSubcategory', 'soldOutUntil', 'createdAt', 'updatedAt'],
} as const satisfies {
  categories: readonly (keyof typeof menuCategories.$inferSelect)[];
  subcategories: readonly (keyof typeof menuSubcategories.$inferSelect)[];
  items: readonly (keyof typeof menuItems.$inferSelect)[];
};

/** A published category, subcategory or item: its draft row without the columns left behind. */
export type PublishedCategory = Omit<typeof menuCategories.$inferSelect, (typeof UNPUBLISHED_COLUMNS.categories)[number]>;
export type PublishedSubcategory = Omit<
  typeof menuSubcategories.$inferSelect,
  (typeof UNPUBLISHED_COLUMNS.subcategories)[number]
>;
export type PublishedItem = Omit<typeof menuItems.$inferSelect, (typeof UNPUBLISHED_COLUMNS.items)[number]>;

/** A table's column names (drizzle's keys, as its rows have them) but the ones left behind. */
function columnsBut<T extends PgTable, Left extends keyof T['$inferSelect']>(table: T, left: readonly Left[]) {
  return Object.keys(getTableColumns(table)).filter((key) => !(left as readonly string[]).includes(key)) as Exclude<
    keyof T['$inferSelect'] & string,
    Left
  >[];
}

/** The columns a publication copies, per kind: every column but `UNPUBLISHED_COLUMNS`. */
export const PUBLISHED_COLUMNS = {
  categories: columnsBut(menuCategories, UNPUBLISHED_COLUMNS.categories),
  subcategories: columnsBut(menuSubcategories, UNPUBLISHED_COLUMNS.subcategories),
  items: columnsBut(menuItems, UNPUBLISHED_COLUMNS.items),
};

/** What "Publish Changes" copies: the menu's content in the order the rows are read. */
export interface PublishedMenuContent {
  categories: PublishedCategory[];
  subcategories: PublishedSubcategory[];
  items: PublishedItem[];
}

/**
 * The last published version of a profile's menu (docs/decisions/0015): what guests see, while
 * the menu tables hold the draft the dashboard edits. No row: the menu was never published, and
 * guests see the draft as it is saved (a new venue's page is never blank). Replaced whole by
 * each "Publish Changes".
 */
export const menuPublications = pgTable('menu_publications', {
  profileId: text('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  /** The menu version (menus.version) the content was copied at. */
  menuVersion: integer('menu_version').notNull(),
  content: jsonb('content').$type<PublishedMenuContent>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The home-page carousel images (spec §3 "carousel images"). */
export const menuHomeImages = pgTable(
  'menu_home_images',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    imagePath: text('image_path').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menu_home_images_profile_idx').on(t.profileId, t.position)],
);
