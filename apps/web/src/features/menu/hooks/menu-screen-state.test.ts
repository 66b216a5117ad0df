import { describe, expect, it } from 'vitest';
import { initialMenuScreenState, menuScreenReducer, type MenuScreenState } from './menu-screen-state.ts';

const loaded = (preferred: string | null = null): MenuScreenState =>
  menuScreenReducer(initialMenuScreenState, {
    type: 'menuLoaded',
    categoryIds: ['food', 'drinks'],
    preferredCategoryId: preferred,
  });

describe('menu screen state (spec §2)', () => {
  it('selects the first category, or the one passed in navigation state', () => {
    expect(loaded().categoryId).toBe('food');
    expect(loaded('drinks').categoryId).toBe('drinks');
    expect(loaded('gone').categoryId).toBe('food');
  });
  it('toggles the subcategory selection', () => {
    const selected = menuScreenReducer(loaded(), { type: 'toggleSubcategory', subcategoryId: 'starters' });
    expect(selected.subcategoryId).toBe('starters');
    expect(menuScreenReducer(selected, { type: 'toggleSubcategory', subcategoryId: 'starters' }).subcategoryId).toBeNull();
  });
  it('typing clears the subcategory; choosing a result jumps and clears the search', () => {
    let state = menuScreenReducer(loaded(), { type: 'toggleSubcategory', subcategoryId: 'starters' });
    state = menuScreenReducer(state, { type: 'search', text: 'chai' });
    expect(state.subcategoryId).toBeNull();
    state = menuScreenReducer(state, { type: 'jumpToItem', item: { id: 'chai', categoryId: 'drinks', subcategoryId: 'hot' } });
    expect(state).toMatchObject({ categoryId: 'drinks', subcategoryId: 'hot', search: '', highlightedItemId: 'chai' });
  });
  it('changing category clears the subcategory', () => {
    const selected = menuScreenReducer(loaded(), { type: 'toggleSubcategory', subcategoryId: 'starters' });
    expect(menuScreenReducer(selected, { type: 'selectCategory', categoryId: 'drinks' })).toMatchObject({
      categoryId: 'drinks',
      subcategoryId: null,
    });
  });
});
