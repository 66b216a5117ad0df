import type { ItemFormValues } from '../types.ts';

/** A new item's form (apart from item-form.tsx, whose chunk loads when the sheet opens). */
export const EMPTY_ITEM_FORM: ItemFormValues = {
  itemName: '',
  description: '',
  price: '',
  // Spec §4 add defaults: food type na, visible, not chef recommended.
  type: 'na',
  isVisible: true,
  chefRecommend: false,
  varietyArr: [],
  ingredients: [],
  tags: [],
  availability: [],
  categoryId: '',
  subCategoryId: '',
};
