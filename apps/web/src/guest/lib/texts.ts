import type { DietaryId, FoodType } from '@venue/shared';

/** The public menu's words, which the dashboard's preview shows too (spec §2 Item detail modal; §8). */
export const TEXTS = {
  noVisibleItems: 'No visible items in this category.',
  close: 'CLOSE',
  variants: 'Variants',
  price: 'Price',
  contains: 'Contains',
  dietary: 'Dietary information',
  chefsChoice: "Chef's Choice",
  soldOutToday: 'Sold out today',
  videoError: 'Video Error',
  noImage: 'No Image',
  searchLabel: 'Search the menu',
  language: 'Language',
  searchPlaceholder: 'Search dishes, drinks, ingredients...',
  noResults: 'No dishes match your search.',
  noItemsForFilter: 'No dishes of this type here.',
  foodTypeFilter: 'Food type',
  dietaryFilter: 'Leave out',
  dietaryFilterHint: 'From the dishes’ ingredient labels. Please tell our staff about any allergy.',
  categories: 'Menu categories',
  highlights: 'Highlights',
  bookTable: 'Book a table',
  upcomingEvents: 'Upcoming events',
  moreOfTheMenu: 'More of the menu',
  emptyMenu: 'No dishes on the menu yet',
  emptyMenuHint: 'Please ask our staff what is being served today.',
  emptyMenuPreview: 'Guests see this until your menu has a dish that is not hidden.',
} as const;

/** A scheduled dish served later (decisions §7): "Available from 7:00 pm", "Available from Sat 11:00 am". */
export const availableFromLabel = (when: string) => `Available from ${when}`;

/** Shown for 2 seconds when a guest taps a food-type icon (spec §2 Item detail modal, §9). */
export const FOOD_TYPE_HINTS: Record<Exclude<FoodType, 'na'>, string> = {
  veg: 'This is a vegetarian dish',
  'non-veg': 'This is a non-vegetarian dish',
  egg: 'This is an egg dish',
  vegan: 'This is a vegan dish',
};

/** Spec §9: the food-type hint lasts 2000 ms. */
export const FOOD_TYPE_HINT_MS = 2000;

export const FOOD_TYPE_NAMES: Record<Exclude<FoodType, 'na'>, string> = {
  veg: 'Vegetarian',
  'non-veg': 'Non-vegetarian',
  egg: 'Contains egg',
  vegan: 'Vegan',
};

/** The food-type filter of spec §2, in its order: all, veg, vegan, non-veg, egg. */
export const FOOD_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'veg', label: 'Veg' },
  { value: 'vegan', label: 'Vegan' },
  { value: 'non-veg', label: 'Non-Veg' },
  { value: 'egg', label: 'Egg' },
] as const;
export type FoodFilter = (typeof FOOD_FILTERS)[number]['value'];

/**
 * Dietary indicator ids (spec §3) as guests read them. Words rather than emoji: many phones
 * (and the test browser) lack a colour emoji font and would show empty boxes.
 */
export const DIETARY_BADGES: Record<string, string | undefined> = {
  milk: 'Milk',
  wheat: 'Gluten',
  nut: 'Nuts',
  fish: 'Fish',
  sulphite: 'Sulphites',
  crustacean: 'Crustacean',
  egg: 'Egg',
  'extra-chili': 'Extra spicy',
  soy: 'Soy',
};

/**
 * The "leave out" filters (issue 35), one per dietary indicator the menu's dishes carry, in the
 * catalogue's order (spec §3): what a guest avoiding an allergen or heat looks for.
 */
export const DIETARY_FILTERS: ReadonlyArray<{ value: DietaryId; label: string }> = [
  { value: 'nut', label: 'Nut-free' },
  { value: 'wheat', label: 'Gluten-free' },
  { value: 'milk', label: 'Dairy-free' },
  { value: 'egg', label: 'Egg-free' },
  { value: 'soy', label: 'Soy-free' },
  { value: 'fish', label: 'No fish' },
  { value: 'crustacean', label: 'No shellfish' },
  { value: 'sulphite', label: 'No sulphites' },
  { value: 'extra-chili', label: 'Not extra spicy' },
];
