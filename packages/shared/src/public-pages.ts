import { z } from 'zod';
import { DIETARY_IDS, FOOD_TYPES } from './menu.ts';

/*
 * The customer-facing menu at /v/{username} (spec §1 public searchable menu, §2 Preview mode and
 * Item detail modal, §3 Menu response, §4 preview publish and digital menu status; decisions §1).
 * The server renders it and the page hydrates from the same data, so one shape serves the
 * server-rendered page, its bundle and the dashboard preview. Only visible entities (publish 1)
 * are ever put in it. The page's texts and price formatting live with its components
 * (apps/web/src/features/public-pages/lib): the guest bundle imports only types from here, so
 * zod never reaches a guest's phone.
 */

// ---------------------------------------------------------------------------------------------
// Themes
// ---------------------------------------------------------------------------------------------

export const PUBLIC_THEMES = ['classic', 'midnight', 'minimal'] as const;
export type PublicTheme = (typeof PUBLIC_THEMES)[number];
export const DEFAULT_PUBLIC_THEME: PublicTheme = 'classic';

export const PUBLIC_THEME_LABELS = {
  classic: 'Classic',
  midnight: 'Midnight',
  minimal: 'Minimal',
} as const satisfies Record<PublicTheme, string>;

export const PUBLIC_THEME_DESCRIPTIONS = {
  classic: 'Warm cream and saffron, like a printed menu card.',
  midnight: 'Dark and calm, easy on the eyes in a dim room.',
  minimal: 'Plain white and black, the dishes do the talking.',
} as const satisfies Record<PublicTheme, string>;

export const PublicThemeSchema = z.enum(PUBLIC_THEMES, { error: 'Theme must be one of classic, midnight or minimal' });

/** A stored theme name that is no longer offered falls back to the default instead of failing. */
export function publicThemeOf(value: string | null | undefined): PublicTheme {
  return (PUBLIC_THEMES as readonly string[]).includes(value ?? '') ? (value as PublicTheme) : DEFAULT_PUBLIC_THEME;
}

// ---------------------------------------------------------------------------------------------
// The public menu (visible entities only)
// ---------------------------------------------------------------------------------------------

export const PublicIngredientSchema = z.object({
  id: z.string(),
  /** Catalogue name, or the raw id when it is not in the catalogue (spec §3). */
  name: z.string(),
  dietaryId: z.enum(DIETARY_IDS).nullable(),
});
export type PublicIngredient = z.infer<typeof PublicIngredientSchema>;

export const PublicVarietySchema = z.object({
  name: z.string(),
  /** Rupees as a string, e.g. "249" or "10.50". */
  price: z.string(),
  foodType: z.enum(FOOD_TYPES),
});
export type PublicVariety = z.infer<typeof PublicVarietySchema>;

export const PublicItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Rupees as a string; "0" means "no single price" (spec §2 Item card). */
  price: z.string(),
  foodType: z.enum(FOOD_TYPES),
  mediaUrl: z.string().nullable(),
  mediaType: z.enum(['image', 'video']).nullable(),
  isChefRecommended: z.boolean(),
  tags: z.array(z.string()),
  ingredients: z.array(PublicIngredientSchema),
  varieties: z.array(PublicVarietySchema),
  categoryId: z.string(),
  subCategoryId: z.string(),
});
export type PublicItem = z.infer<typeof PublicItemSchema>;

export const PublicSubCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  categoryId: z.string(),
});
export type PublicSubCategory = z.infer<typeof PublicSubCategorySchema>;

export const PublicCategorySchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });
export type PublicCategory = z.infer<typeof PublicCategorySchema>;

export const PublicHomeImageSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  title: z.string(),
  description: z.string(),
  linkUrl: z.string(),
});
export type PublicHomeImage = z.infer<typeof PublicHomeImageSchema>;

export const PublicVenueSchema = z.object({
  userName: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** FSSAI licence number (14 digits) when the venue has set one: printed in the page's footer. */
  fssaiLicence: z.string().nullable().optional(),
});
export type PublicVenue = z.infer<typeof PublicVenueSchema>;

/** Everything the public page shows, in display order. */
export const PublicMenuSchema = z.object({
  venue: PublicVenueSchema,
  theme: PublicThemeSchema,
  categories: z.array(PublicCategorySchema),
  subCategories: z.array(PublicSubCategorySchema),
  items: z.array(PublicItemSchema),
  homeImages: z.array(PublicHomeImageSchema),
});
export type PublicMenu = z.infer<typeof PublicMenuSchema>;

/**
 * The venue's link page at /v/{username}/links (decisions §1, §6 "Link page"), the "link page" a
 * QR code can point at: the venue's header, the owner's own links in order (only live ones within
 * their schedule; each href is /v/{username}/l/{linkId}, the redirect that counts the click), and
 * the fixed ways to reach it (menu while open, book a table, WhatsApp, call).
 */
export const PublicLinkSchema = z.object({
  kind: z.enum(['menu', 'book', 'whatsapp', 'call', 'custom']),
  label: z.string(),
  href: z.string(),
  /** A preset icon id (fast-social.ts LINK_ICONS) for `custom` links. */
  icon: z.string().nullable(),
});
export type PublicLink = z.infer<typeof PublicLinkSchema>;

export const PublicContactSchema = z.object({
  address: z.string(),
  googleMapsLink: z.string().nullable(),
  phones: z.array(z.object({ number: z.string(), label: z.string(), isPrimary: z.boolean() })),
  email: z.string().nullable(),
});

export const PublicLinkPageSchema = z.object({
  venue: PublicVenueSchema,
  theme: PublicThemeSchema,
  links: z.array(PublicLinkSchema),
  /** The fast-social verification subscription is active: a verified badge. */
  verified: z.boolean(),
  fssaiLicence: z.string().nullable(),
  contact: PublicContactSchema.nullable(),
  /** `/v/{username}/contact.vcf`: "Save contact". */
  vcardHref: z.string().nullable(),
});
export type PublicLinkPage = z.infer<typeof PublicLinkPageSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard calls: preview, publish, settings
// ---------------------------------------------------------------------------------------------

/** GET /v2/menu-preview: the active profile's public menu as guests will see it. */
export const MenuPreviewBodySchema = z.object({
  menu: PublicMenuSchema,
  /** ISO time of the last "Publish Changes", or null. */
  publishedAt: z.string().nullable(),
  digitalMenuCurrentStatus: z.string(),
  /** Absolute address of the public menu, for sharing and QR codes. */
  publicUrl: z.string(),
});
export type MenuPreviewBody = z.infer<typeof MenuPreviewBodySchema>;

/** POST /v2/publish-menu takes nothing: it publishes the active profile's menu. */
export const PublishMenuRequestSchema = z.object({}).nullish();

/** POST /v2/publish-menu answer. */
export const PublishMenuBodySchema = z.object({ publishedAt: z.string(), version: z.number().int() });
export type PublishMenuBody = z.infer<typeof PublishMenuBodySchema>;

/** POST /v2/updateMenuSettings. */
export const UpdateMenuSettingsRequestSchema = z.object({ selectedPublicTheme: PublicThemeSchema });
export type UpdateMenuSettingsRequest = z.infer<typeof UpdateMenuSettingsRequestSchema>;
export const MenuSettingsBodySchema = z.object({
  selectedPublicTheme: PublicThemeSchema,
  publicUrl: z.string(),
  publishedAt: z.string().nullable(),
});
export type MenuSettingsBody = z.infer<typeof MenuSettingsBodySchema>;
