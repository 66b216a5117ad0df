import type { FoodTypeFilter, ItemSort, MenuItem } from '../types.ts';

/** What the menu screen shows (spec §2): one category, optionally one subcategory, a search. */
export interface MenuScreenState {
  categoryId: string | null;
  subcategoryId: string | null;
  search: string;
  filter: FoodTypeFilter;
  sort: ItemSort;
  /** The item a search jump landed on, outlined until the next change. */
  highlightedItemId: string | null;
}

export type MenuScreenAction =
  | { type: 'menuLoaded'; categoryIds: string[]; preferredCategoryId: string | null }
  | { type: 'selectCategory'; categoryId: string }
  | { type: 'toggleSubcategory'; subcategoryId: string | null }
  | { type: 'search'; text: string }
  | { type: 'jumpToItem'; item: Pick<MenuItem, 'id' | 'categoryId' | 'subcategoryId'> }
  | { type: 'filter'; filter: FoodTypeFilter }
  | { type: 'sort'; sort: ItemSort }
  | { type: 'subcategoryRemoved'; subcategoryId: string };

export const initialMenuScreenState: MenuScreenState = {
  categoryId: null,
  subcategoryId: null,
  search: '',
  filter: 'all',
  sort: 'api-order',
  highlightedItemId: null,
};

export function menuScreenReducer(state: MenuScreenState, action: MenuScreenAction): MenuScreenState {
  switch (action.type) {
    case 'menuLoaded': {
      // Spec §2: the category passed in navigation state, else the first one; a category that
      // disappeared (deleted elsewhere) falls back the same way.
      if (state.categoryId && action.categoryIds.includes(state.categoryId)) return state;
      const preferred =
        action.preferredCategoryId && action.categoryIds.includes(action.preferredCategoryId) ? action.preferredCategoryId : null;
      const categoryId = preferred ?? action.categoryIds[0] ?? null;
      return categoryId === state.categoryId ? state : { ...state, categoryId, subcategoryId: null };
    }
    case 'selectCategory':
      return { ...state, categoryId: action.categoryId, subcategoryId: null, highlightedItemId: null };
    case 'toggleSubcategory':
      // Selecting the selected subcategory again clears the selection (spec §2).
      return {
        ...state,
        subcategoryId: action.subcategoryId === state.subcategoryId ? null : action.subcategoryId,
        highlightedItemId: null,
      };
    case 'search':
      // Typing clears the subcategory selection (spec §2).
      return {
        ...state,
        search: action.text,
        subcategoryId: action.text.trim() ? null : state.subcategoryId,
        highlightedItemId: null,
      };
    case 'jumpToItem':
      // Choosing a result sets category and subcategory and clears the search (spec §2).
      return {
        ...state,
        categoryId: action.item.categoryId,
        subcategoryId: action.item.subcategoryId,
        search: '',
        highlightedItemId: action.item.id,
      };
    case 'filter':
      return { ...state, filter: action.filter };
    case 'sort':
      return { ...state, sort: action.sort };
    case 'subcategoryRemoved':
      return state.subcategoryId === action.subcategoryId ? { ...state, subcategoryId: null } : state;
    default:
      return state;
  }
}
