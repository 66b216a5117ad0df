import { z } from 'zod';
import { rupeesToPaise } from './money.ts';
import { MAX_VARIETIES } from './constants.ts';
import { FOOD_TYPES, MENU_MESSAGES } from './menu-labels.ts';
import { AvailabilityFieldSchema, StoredAvailabilitySchema, AvailabilitySchema } from './menu-schedules.ts';

/*
 * The digital menu (spec §3, §5, §7; decisions §2 and §4): food types, the ingredient
 * catalogue, form schemas with the spec's own messages, request schemas for every /v2 menu
 * call (multipart fields arrive as strings) and the response shapes with the server's field
 * names. Money is stored as integer paise and travels as rupees.
 */

// ---------------------------------------------------------------------------------------------
// Food types and ingredients
// ---------------------------------------------------------------------------------------------

// The zod-free names live in menu-labels.ts, so the menu screen's first load reads them without zod (issue 15).
export {
  DIETARY_IDS,
  DIGITAL_MENU_RESTRICTED_STATUSES,
  FOOD_TYPE_LABELS,
  FOOD_TYPES,
  INGREDIENT_CATALOGUE,
  ingredientById,
  ingredientIdFor,
  MENU_MESSAGES,
  unpublishedChangesLabel,
  type DietaryId,
  type FoodType,
  type Ingredient,
} from './menu-labels.ts';

export const FOOD_TYPE_MESSAGE = 'Food type must be one of veg, non-veg, egg, vegan or na';

/**
 * A food type as clients send it: 'nonVeg' is the older spelling of 'non-veg' (spec §3), and
 * an absent or empty value means "Not Specified".
 */
export const FoodTypeSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return 'na';
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === 'nonVeg' || trimmed === 'nonveg' ? 'non-veg' : trimmed.toLowerCase();
  },
  z.enum(FOOD_TYPES, { error: FOOD_TYPE_MESSAGE }),
);

// ---------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------

/** Digits with an optional decimal part of 1 or 2 digits (spec §5). */
export const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;
export const PRICE_MESSAGE = 'Price must contain only numbers and decimals (e.g. 10.99)';
/** Largest price we accept, so paise always fit a 32-bit integer column. */
export const MAX_PRICE_PAISE = 999_999_999;
export const PRICE_TOO_LARGE_MESSAGE = 'Price must be at most 9999999.99';

/** A rupee amount as typed (string) or sent by an older client (number), checked per spec §5. */
export const priceText = (requiredMessage: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value,
    z
      .string({ error: requiredMessage })
      .min(1, requiredMessage)
      .regex(PRICE_PATTERN, PRICE_MESSAGE)
      .refine((text) => rupeesToPaise(text) <= MAX_PRICE_PAISE, PRICE_TOO_LARGE_MESSAGE),
  );

export const ITEM_NAME_MAX = 120;
export const DESCRIPTION_MAX = 1000;
export const MENU_NAME_MAX = 60;
export const TAGS_MAX = 10;

const ItemNameSchema = z
  .string({ error: MENU_MESSAGES.itemNameRequired })
  .trim()
  .min(1, MENU_MESSAGES.itemNameRequired)
  .max(ITEM_NAME_MAX, `Item name must be at most ${ITEM_NAME_MAX} characters`);
const DescriptionSchema = z.string().trim().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`);
const menuNameSchema = (requiredMessage: string, label: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(MENU_NAME_MAX, `${label} must be at most ${MENU_NAME_MAX} characters`);
export const CategoryNameSchema = menuNameSchema(MENU_MESSAGES.categoryNameRequired, 'Category name');
export const SubcategoryNameSchema = menuNameSchema(MENU_MESSAGES.subcategoryNameRequired, 'Subcategory name');

// ---------------------------------------------------------------------------------------------
// Form schemas (react-hook-form on the web; plain values, no string coercion)
// ---------------------------------------------------------------------------------------------

export const VarietyFormSchema = z.object({
  name: z
    .string({ error: MENU_MESSAGES.varietyNameRequired })
    .trim()
    .min(1, MENU_MESSAGES.varietyNameRequired)
    .max(ITEM_NAME_MAX),
  price: priceText(MENU_MESSAGES.priceRequired),
  type: FoodTypeSchema.default('na'),
});
export type VarietyForm = z.input<typeof VarietyFormSchema>;

const itemFormFields = {
  itemName: ItemNameSchema,
  description: DescriptionSchema.default(''),
  type: FoodTypeSchema.default('na'),
  isVisible: z.boolean().default(true),
  chefRecommend: z.boolean().default(false),
  varietyArr: z.array(VarietyFormSchema).max(MAX_VARIETIES, MENU_MESSAGES.maxVarieties).default([]),
  /** Catalogue ids (unknown ids are kept). */
  ingredients: z.array(z.string()).default([]),
  /** Spec §3 `tags`: guests' search finds a dish by them. */
  tags: z
    .array(z.string().trim().min(1).max(30, 'Tags must be at most 30 characters'))
    .max(TAGS_MAX, `At most ${TAGS_MAX} tags`)
    .default([]),
  /** When the dish is on the menu (decisions §7); empty: always. */
  availability: AvailabilitySchema.default([]),
};

/** Where an item sits: both forms pick it (editing moves the item, issue 15). */
const itemPlaceFields = {
  categoryId: z.string({ error: MENU_MESSAGES.selectCategory }).min(1, MENU_MESSAGES.selectCategory),
  subCategoryId: z.string({ error: MENU_MESSAGES.selectSubcategory }).min(1, MENU_MESSAGES.selectSubcategory),
};

/** Add Item form (spec §2, §5): price optional (default 0), category and subcategory required. */
export const AddItemFormSchema = z.object({
  ...itemFormFields,
  price: z.union([z.literal(''), priceText(MENU_MESSAGES.priceRequired)]).default(''),
  ...itemPlaceFields,
});
export type AddItemForm = z.input<typeof AddItemFormSchema>;

/** Edit Item form: the price must match the pattern unless varieties carry the prices (spec §5). */
export const EditItemFormSchema = z
  .object({ ...itemFormFields, price: z.string().trim().default(''), ...itemPlaceFields })
  .superRefine((value, ctx) => {
    if (value.varietyArr.length > 0) return;
    if (!PRICE_PATTERN.test(value.price)) ctx.addIssue({ code: 'custom', path: ['price'], message: PRICE_MESSAGE });
    else if (rupeesToPaise(value.price) > MAX_PRICE_PAISE)
      ctx.addIssue({ code: 'custom', path: ['price'], message: PRICE_TOO_LARGE_MESSAGE });
  });
export type EditItemForm = z.input<typeof EditItemFormSchema>;

export const SubcategoryFormSchema = z.object({ name: SubcategoryNameSchema, availability: AvailabilitySchema.default([]) });
export const CategoryFormSchema = z.object({ name: CategoryNameSchema, availability: AvailabilitySchema.default([]) });

// ---------------------------------------------------------------------------------------------
// Request schemas (server). Multipart fields arrive as strings; a `userId` is never read.
// ---------------------------------------------------------------------------------------------

const idField = (message: string = MENU_MESSAGES.idRequired) =>
  z.string({ error: message }).trim().min(1, message).max(64, message);

/** "true"/"false", "1"/"0" or a real boolean. */
const BooleanField = z.preprocess(
  (value) => {
    if (typeof value === 'boolean') return value;
    if (value === 1 || value === '1' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'false') return false;
    return value;
  },
  z.boolean({ error: 'Expected true or false' }),
);

/** publish: 1 visible, 0 hidden (spec §3); "1"/"0", numbers and booleans accepted. */
export const PublishSchema = z.preprocess(
  (value) => {
    if (value === true || value === 1 || value === '1' || value === 'true') return 1;
    if (value === false || value === 0 || value === '0' || value === 'false') return 0;
    return value;
  },
  z.union([z.literal(0), z.literal(1)], { error: 'Publish must be 1 (visible) or 0 (hidden)' }),
);

/** A JSON-encoded list in a multipart field, or a real array in a JSON body. */
function jsonList<T extends z.ZodType>(item: T, label: string, options: { allowCommaList?: boolean } = {}) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      if (trimmed.startsWith('[')) {
        try {
          return JSON.parse(trimmed) as unknown;
        } catch {
          return value;
        }
      }
      // The spec allows ingredients as "a JSON string or comma list" (§3).
      return options.allowCommaList
        ? trimmed
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value;
    },
    z.array(item, { error: `${label} must be a JSON list` }),
  );
}

const ingredientText = z.string().trim().min(1).max(64, 'Ingredient must be at most 64 characters');
const IngredientListSchema = jsonList(ingredientText, 'Ingredients', { allowCommaList: true }).pipe(
  z.array(ingredientText).max(30, 'At most 30 ingredients'),
);
const TagListSchema = jsonList(z.string().trim().min(1).max(30, 'Tags must be at most 30 characters'), 'Tags', {
  allowCommaList: true,
}).pipe(z.array(z.string()).max(TAGS_MAX, `At most ${TAGS_MAX} tags`));

/** A variety as the calls send it: price as a number (or a string); checked per spec §5. */
export const VarietyInputSchema = z.object({
  name: VarietyFormSchema.shape.name,
  price: priceText(MENU_MESSAGES.priceRequired),
  type: FoodTypeSchema.optional(),
  /** Some clients send `foodType` instead of `type` (spec §3 "Variety"). */
  foodType: FoodTypeSchema.optional(),
});
const VarietyListSchema = jsonList(z.unknown(), 'Varieties').pipe(
  z.array(VarietyInputSchema).max(MAX_VARIETIES, MENU_MESSAGES.maxVarieties),
);

/** The category form's fields; `type` when the form leaves it out is the route's own (addSubcategory's is a subcategory). */
const categoryOrSubcategoryFields = (defaultType: 'category' | 'subCategory') =>
  z
    .object({
      name: z.string().optional(),
      type: z.preprocess(
        (value) =>
          typeof value === 'string'
            ? value.trim().toLowerCase() === 'subcategory'
              ? 'subCategory'
              : value.trim().toLowerCase()
            : defaultType,
        z.enum(['category', 'subCategory'], { error: "Type must be 'category' or 'subCategory'" }),
      ),
      category_id: z.string().trim().optional(),
    })
    .transform((value, ctx) => {
      const nameSchema = value.type === 'subCategory' ? SubcategoryNameSchema : CategoryNameSchema;
      const name = nameSchema.safeParse(value.name ?? '');
      if (!name.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['name'],
          message: name.error.issues[0]?.message ?? MENU_MESSAGES.categoryNameRequired,
        });
        return z.NEVER;
      }
      if (value.type === 'subCategory' && !value.category_id) {
        ctx.addIssue({ code: 'custom', path: ['category_id'], message: MENU_MESSAGES.categoryNotFound });
        return z.NEVER;
      }
      return { type: value.type, name: name.data, categoryId: value.type === 'subCategory' ? (value.category_id ?? null) : null };
    });

/** POST /v2/add-category-or-subcategory and /v2/addCategory (form): name, type, category_id (subcategory), file. */
export const AddCategoryOrSubcategoryFieldsSchema = categoryOrSubcategoryFields('category');
/** POST /v2/addSubcategory (form): the same fields, a subcategory when `type` is left out. */
export const AddSubcategoryFieldsSchema = categoryOrSubcategoryFields('subCategory');
export type AddCategoryOrSubcategoryFields = z.output<typeof AddCategoryOrSubcategoryFieldsSchema>;

/** `availability` (decisions §7): absent leaves the schedule as it is, [] makes it always available. */
export const EditCategoryRequestSchema = z.object({
  _id: idField(),
  category: CategoryNameSchema,
  availability: AvailabilitySchema.optional(),
});
export const EditSubcategoryRequestSchema = z.object({
  _id: idField(MENU_MESSAGES.subcategoryUpdateIdMissing),
  subCategory: SubcategoryNameSchema,
  availability: AvailabilitySchema.optional(),
});

/** Entity names as the publish and delete calls spell them; any case accepted. */
export const MENU_ENTITY_TYPES = ['Category', 'SubCategory', 'Item'] as const;
export type MenuEntityType = (typeof MENU_ENTITY_TYPES)[number];
const MenuEntityTypeSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const lower = value.trim().toLowerCase();
    return lower === 'category' ? 'Category' : lower === 'subcategory' ? 'SubCategory' : lower === 'item' ? 'Item' : value;
  },
  z.enum(MENU_ENTITY_TYPES, { error: "Type must be 'Category', 'SubCategory' or 'Item'" }),
);

export const UpdatePublishRequestSchema = z.object({
  _id: idField(),
  type: MenuEntityTypeSchema,
  publish: PublishSchema,
  /**
   * Showing a subcategory: also show the items its hide hid (issue 15). Absent or false keeps
   * spec §4's behaviour: they stay hidden.
   */
  showItems: BooleanField.optional(),
});
export type UpdatePublishRequest = z.input<typeof UpdatePublishRequestSchema>;
export const DeleteMenuRequestSchema = z.object({ _id: idField(), type: MenuEntityTypeSchema });
export type DeleteMenuRequest = z.input<typeof DeleteMenuRequestSchema>;

/** POST /v2/updateSoldOut: "sold out today" on (until the venue's next day starts) or off. */
export const UpdateSoldOutRequestSchema = z.object({ _id: idField(MENU_MESSAGES.itemIdRequired), soldOut: BooleanField });
export type UpdateSoldOutRequest = z.input<typeof UpdateSoldOutRequestSchema>;

/** POST /v2/updateMedia (form): type, _id, folderName, file (an empty file clears the media). */
export const UpdateMediaFieldsSchema = z.object({
  type: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(['category', 'subcategory', 'item'], { error: "Type must be 'category', 'subcategory' or 'item'" }),
  ),
  _id: idField(),
  folderName: z.string().trim().max(60).optional(),
});
export type UpdateMediaFields = z.output<typeof UpdateMediaFieldsSchema>;

/** POST /v2/addItems (form), spec §7. */
export const AddItemFieldsSchema = z.object({
  itemName: ItemNameSchema,
  description: DescriptionSchema.default(''),
  price: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? '0' : value),
    priceText(MENU_MESSAGES.priceRequired),
  ),
  subCategory_id: idField(MENU_MESSAGES.selectSubcategory),
  type: FoodTypeSchema.default('na'),
  publish: PublishSchema.default(1),
  chefRecommend: BooleanField.default(false),
  varietyArr: VarietyListSchema.default([]),
  /** Catalogue ids; an unknown id is kept and shown raw (spec §3). */
  ingredients: IngredientListSchema.default([]),
  tags: TagListSchema.default([]),
  /** JSON, decisions §7: `[{ days, start, end, until? }]`; empty or absent: always. */
  availability: AvailabilityFieldSchema.default([]),
});
export type AddItemFields = z.output<typeof AddItemFieldsSchema>;

/** PATCH /v2/editItems (form), spec §7: every field but _id optional (absent = unchanged). */
export const EditItemFieldsSchema = z.object({
  _id: idField(MENU_MESSAGES.itemIdRequired),
  itemName: ItemNameSchema.optional(),
  description: DescriptionSchema.optional(),
  price: z.preprocess((value) => (value === '' ? undefined : value), priceText(MENU_MESSAGES.priceRequired).optional()),
  type: FoodTypeSchema.optional(),
  publish: PublishSchema.optional(),
  chefRecommend: BooleanField.optional(),
  varietyArr: VarietyListSchema.optional(),
  /** Ingredient names (or ids): mapped to catalogue ids, unknown ones kept as sent. */
  ingredients: IngredientListSchema.optional(),
  tags: TagListSchema.optional(),
  /** JSON, decisions §7; absent leaves the schedule as it is, [] makes the dish always available. */
  availability: AvailabilityFieldSchema.optional(),
  /** Moves the item to this subcategory (and its category), at the end of it (issue 15). */
  subCategory_id: idField(MENU_MESSAGES.selectSubcategory).optional(),
});
export type EditItemFields = z.output<typeof EditItemFieldsSchema>;

/** POST /v2/menu-drag: `oldData` is the order the client last saw, `reorderedData` the new one. */
export const MenuDragRequestSchema = z.object({
  type: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(['item', 'subcategory', 'category'], { error: "Type must be 'item', 'subcategory' or 'category'" }),
  ),
  oldData: z
    .array(z.object({ _id: idField() }).loose(), { error: 'oldData must be a list' })
    .min(1, 'Nothing to reorder')
    .max(5000),
  reorderedData: z
    .array(z.object({ _id: idField() }).loose(), { error: 'reorderedData must be a list' })
    .min(1, 'Nothing to reorder')
    .max(5000),
});
export type MenuDragRequest = z.input<typeof MenuDragRequestSchema>;

const LinkUrlSchema = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'Link must be a web address starting with http:// or https://' }),
]);

/** POST /v2/addHomePageImages (form): file, folderName, title?, description?, linkUrl?. */
export const AddHomePageImageFieldsSchema = z.object({
  folderName: z.string().trim().max(60).optional(),
  title: z.string().trim().max(120, 'Title must be at most 120 characters').default(''),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
  linkUrl: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), LinkUrlSchema).default(''),
  isActive: BooleanField.default(true),
});
export type AddHomePageImageFields = z.output<typeof AddHomePageImageFieldsSchema>;
export const DeleteHomePageImageRequestSchema = z.object({ _id: idField() });
export const ReorderHomePageImagesRequestSchema = z.object({
  order: z.array(idField(), { error: 'order must be a list of ids' }).min(1, 'Nothing to reorder').max(200),
});

export const MenuUsernameParamsSchema = z.object({ username: z.string().trim().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// Response schemas (server field names, spec §3)
// ---------------------------------------------------------------------------------------------

export const MenuCategorySchema = z.object({
  _id: z.string(),
  category: z.string(),
  /** Absolute URL, or null when the category has no image. */
  image: z.string().nullable(),
  publish: z.union([z.literal(0), z.literal(1)]),
  position: z.number().int(),
  /** When it is on the menu (decisions §7); empty: always. */
  availability: StoredAvailabilitySchema,
});
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

export const MenuSubcategorySchema = z.object({
  _id: z.string(),
  subCategory: z.string(),
  category_id: z.string(),
  image: z.string().nullable(),
  publish: z.union([z.literal(0), z.literal(1)]),
  position: z.number().int(),
  /** All items of the subcategory, hidden ones included. */
  itemCount: z.number().int(),
  /** Hidden items that hiding the subcategory hid: showing it again can show them too. */
  itemsHiddenWithSubcategory: z.number().int(),
  availability: StoredAvailabilitySchema,
});
export type MenuSubcategory = z.infer<typeof MenuSubcategorySchema>;

export const MenuVarietySchema = z.object({ name: z.string(), price: z.number(), type: z.enum(FOOD_TYPES) });
export type MenuVariety = z.infer<typeof MenuVarietySchema>;

export const MenuItemSchema = z.object({
  _id: z.string(),
  itemName: z.string(),
  description: z.string(),
  /** Rupees as a string: "249" or "10.99". */
  price: z.string(),
  subCategory_id: z.string(),
  category_id: z.string(),
  type: z.enum(FOOD_TYPES),
  /** Absolute URL of the photo or video, or null. */
  mediaUrl: z.string().nullable(),
  mediaType: z.enum(['image', 'video']).nullable(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  /** Catalogue ids; unknown ids are kept (spec §3). */
  ingredients: z.array(z.string()),
  varietyArr: z.array(MenuVarietySchema),
  publish: z.union([z.literal(0), z.literal(1)]),
  chefRecommend: z.boolean(),
  tags: z.array(z.string()),
  position: z.number().int(),
  /**
   * ISO instant the item's "sold out today" ends (the venue's next day start), or null. Sold
   * out while it is in the future; it applies to the published menu at once.
   */
  soldOutUntil: z.string().nullable(),
  availability: StoredAvailabilitySchema,
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const HomePageImageSchema = z.object({
  _id: z.string(),
  imageUrl: z.string(),
  title: z.string(),
  description: z.string(),
  linkUrl: z.string(),
  isActive: z.boolean(),
  order: z.number().int(),
});
export type HomePageImage = z.infer<typeof HomePageImageSchema>;

/** GET /v2/menu/{username} body (spec §3 "Menu response"). */
export const MenuResponseSchema = z.object({
  menuitems: z.object({
    id: z.string(),
    title: z.string(),
    restrauntName: z.string(),
    icon: z.string().nullable(),
    active: z.boolean(),
    selectedPublicTheme: z.string(),
    /** Increases with every change; ETags key on it. */
    version: z.number().int(),
    /** ISO time of the last "Publish Changes"; null while never published (guests see every save). */
    publishedAt: z.string().nullable(),
    /** Draft changes guests do not see yet (docs/decisions/0015); 0 while never published. */
    unpublishedChanges: z.number().int(),
    categories: z.array(MenuCategorySchema),
    subCategories: z.array(MenuSubcategorySchema),
    items: z.array(MenuItemSchema),
  }),
  digitalMenuCurrentStatus: z.string(),
});
export type MenuResponse = z.infer<typeof MenuResponseSchema>;

export const AddCategoryOrSubcategoryResponseSchema = z.object({
  category: MenuCategorySchema.nullable(),
  subCategory: MenuSubcategorySchema.nullable(),
});
export const EditCategoryResponseSchema = z.object({ category: MenuCategorySchema });
export const EditSubcategoryResponseSchema = z.object({ subCategory: MenuSubcategorySchema });
export const UpdateMediaResponseSchema = z.object({ cloud: z.string() });
export const UpdatePublishResponseSchema = z.object({
  _id: z.string(),
  type: z.enum(MENU_ENTITY_TYPES),
  publish: z.union([z.literal(0), z.literal(1)]),
  /** Items hidden together with a subcategory. */
  itemsHidden: z.number().int(),
  /** Items shown again together with a subcategory (`showItems`). */
  itemsShown: z.number().int(),
});

export const UpdateSoldOutResponseSchema = z.object({ _id: z.string(), soldOutUntil: z.string().nullable() });
export type UpdateSoldOutResponse = z.infer<typeof UpdateSoldOutResponseSchema>;
export const DeleteMenuResponseSchema = z.object({
  deleted: z.object({ categories: z.number().int(), subCategories: z.number().int(), items: z.number().int() }),
});
export const ItemResponseSchema = z.object({ data: MenuItemSchema });
export const MenuDragResponseSchema = z.object({
  type: z.enum(['item', 'subcategory', 'category']),
  order: z.array(z.object({ _id: z.string(), position: z.number().int() })),
});
export const HomePageImagesResponseSchema = z.object({ images: z.array(HomePageImageSchema) });
export const HomePageImageResponseSchema = z.object({ image: HomePageImageSchema });
/** POST /v2/deleteHomePageImage answer: the id of the image removed. */
export const DeleteHomePageImageResponseSchema = z.object({ _id: z.string() });
