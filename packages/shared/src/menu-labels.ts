/*
 * The menu's names without zod (spec §2, §3): food types, the ingredient catalogue, the statuses
 * that restrict a menu and the unpublished-changes label. The dashboard's menu screen shows them
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
