/*
 * The menu's names without zod (spec §2, §3): food types, the ingredient catalogue, the statuses
 * that restrict a menu, the unpublished-changes label and the menu's messages (§5, §8). The dashboard's menu screen shows them
 * on its first paint; importing them from menu.ts would bring its schemas, and zod, into that
 * first load (issue 15 "Speed"). menu.ts re-exports them.
 */

export const FOOD_TYPES = ['veg', 'non-veg', 'egg', 'vegan', 'na'] as const;
export type FoodType = (typeof FOOD_TYPES)[number];

export const FOOD_TYPE_LABELS = {
  veg: 'Veg',
  'non-veg': 'Non-Veg',
  egg: 'Egg',
  vegan: 'Vegan',
  na: 'Not Specified',
} as const satisfies Record<FoodType, string>;

export const DIETARY_IDS = ['milk', 'wheat', 'nut', 'fish', 'sulphite', 'crustacean', 'egg', 'extra-chili', 'soy'] as const;
export type DietaryId = (typeof DIETARY_IDS)[number];

export interface Ingredient {
  /** Fixed 24-hex id: stored on items and sent by the add-item call. */
  id: string;
  name: string;
  /** Names the dietary indicator (and so the icon) on the web. */
  dietaryId: DietaryId;
}

/** The nine-entry ingredient/allergen catalogue of spec §3, in the spec's order. Ids never change. */
export const INGREDIENT_CATALOGUE = [
  { id: '65a1c0de0000000000000001', name: 'Milk', dietaryId: 'milk' },
  { id: '65a1c0de0000000000000002', name: 'Wheat / Rye / Barley / Oats', dietaryId: 'wheat' },
  { id: '65a1c0de0000000000000003', name: 'Nut', dietaryId: 'nut' },
  { id: '65a1c0de0000000000000004', name: 'Fish', dietaryId: 'fish' },
  { id: '65a1c0de0000000000000005', name: 'Sulphite', dietaryId: 'sulphite' },
  { id: '65a1c0de0000000000000006', name: 'Crustacean', dietaryId: 'crustacean' },
  { id: '65a1c0de0000000000000007', name: 'Egg', dietaryId: 'egg' },
  { id: '65a1c0de0000000000000008', name: 'Extra Chili', dietaryId: 'extra-chili' },
  { id: '65a1c0de0000000000000009', name: 'Soy', dietaryId: 'soy' },
] as const satisfies readonly Ingredient[];

const ingredientsById = new Map<string, Ingredient>(INGREDIENT_CATALOGUE.map((entry) => [entry.id, entry]));
const ingredientsByName = new Map<string, Ingredient>(INGREDIENT_CATALOGUE.map((entry) => [entry.name.toLowerCase(), entry]));

/** The catalogue entry for an id, or undefined for an unknown id (shown raw, spec §3). */
export function ingredientById(id: string): Ingredient | undefined {
  return ingredientsById.get(id);
}

/**
 * The edit-item call sends ingredient names, the add-item call ids (spec §7). Maps a name
 * (any case) or an id to the catalogue id; anything else is kept as sent.
 */
export function ingredientIdFor(nameOrId: string): string {
  const trimmed = nameOrId.trim();
  return ingredientsById.get(trimmed)?.id ?? ingredientsByName.get(trimmed.toLowerCase())?.id ?? trimmed;
}

/** 'suspended' and 'digitalMenuOveruse' restrict the menu; any other value does not (spec §4). */
export const DIGITAL_MENU_RESTRICTED_STATUSES = ['suspended', 'digitalMenuOveruse'] as const;

/** How the dashboard counts draft changes guests do not see yet: "1 unpublished change", "3 unpublished changes". */
export const unpublishedChangesLabel = (count: number) => `${count} unpublished ${count === 1 ? 'change' : 'changes'}`;

/** Messages of spec §5 and §8. */
export const MENU_MESSAGES = {
  itemNameRequired: 'Item name is required',
  varietyNameRequired: 'Variety name is required',
  priceRequired: 'Price is required',
  maxVarieties: 'Maximum varieties reached: You can add up to 5 varieties for an item',
  subcategoryNameRequired: 'Subcategory name is required',
  categoryNameRequired: 'Category name is required',
  selectCategory: 'Please select a category',
  selectSubcategory: 'Please select a subcategory',
  categoryNotFound: 'Category not found or missing API ID',
  subcategoryNotFound: 'Subcategory not found',
  itemNotFound: 'Could not find the item.',
  itemIdRequired: 'Item ID is required',
  idRequired: 'ID is required',
  homeImageNotFound: 'Home page image not found',
  staleItems: 'Could not match all items with server data. Please refresh the page and try again.',
  staleSubcategories: 'Could not match all subcategories with server data. Please refresh the page and try again.',
  staleCategories: 'Could not match all categories with server data. Please refresh the page and try again.',
  staleHomeImages: 'Could not match all images with server data. Please refresh the page and try again.',
  menuNotFound: 'Menu not found',
  fileRequired: 'Please choose a file to upload',
  /** A call the client cannot address: the entity has no server id (spec §8 "Item"). */
  missingRequestData: 'Missing required data for API call',
  itemAddFailed: 'An error occurred while adding the item',
  subcategoryIdMissing: 'Subcategory ID is required but not found.',
  subcategoryUpdateIdMissing: 'Cannot update subcategory: Missing subcategory ID',
  subcategoryDeleteIdMissing: 'Cannot delete subcategory: Missing subcategory ID',
  itemsMissingIds: 'Menu items are missing API identifiers. Please refresh the page and try again.',
  subcategoriesMissingIds: 'Subcategories are missing API identifiers. Please refresh the page and try again.',
  categoriesMissingIds: 'Categories are missing API identifiers. Please refresh the page and try again.',
} as const;
