/**
 * The dashboard's view of the menu (spec §3 "client view"): server field names are mapped
 * once in utils/map-menu.ts so components never see `itemName` or `subCategory_id`.
 */
import type { Availability, FoodType } from '@venue/shared';
import type { MediaType } from '@/components/media-picker.tsx';

export type { FoodType, MediaType };

export interface MenuCategory {
  id: string;
  name: string;
  image: string | null;
  order: number;
  isVisible: boolean;
  /** When it is on the guest menu (decisions §7); empty: always. */
  availability: Availability;
}

export interface MenuSubcategory {
  id: string;
  name: string;
  image: string | null;
  categoryId: string;
  order: number;
  isVisible: boolean;
  /** Hidden items that hiding this subcategory hid: showing it again can show them too. */
  itemsHiddenWithIt: number;
  availability: Availability;
}

export interface MenuVariety {
  name: string;
  price: string;
  foodType: FoodType;
}

export interface MenuItem {
  id: string;
  name: string;
  description: string;
  price: string;
  categoryId: string;
  subcategoryId: string;
  mediaUrl: string | null;
  mediaType: MediaType | null;
  order: number;
  isVisible: boolean;
  /** "Sold out today": listed for guests but marked, until the venue's next day starts. */
  isSoldOut: boolean;
  isFeatured: boolean;
  tags: string[];
  foodType: FoodType;
  varieties: MenuVariety[];
  /** Catalogue ids; unknown ids are kept and shown raw (spec §3). */
  ingredients: string[];
  availability: Availability;
}

export interface MenuView {
  title: string;
  digitalMenuStatus: string;
  /** ISO time of the last "Publish Changes"; null while never published (guests see every save). */
  publishedAt: string | null;
  /** Draft changes guests do not see yet. */
  unpublishedChanges: number;
  categories: MenuCategory[];
  subcategories: MenuSubcategory[];
  items: MenuItem[];
}

export type FoodTypeFilter = 'all' | 'veg' | 'vegan' | 'non-veg' | 'egg';
export type ItemSort = 'api-order' | 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc';

/** The Add/Edit Item form's values (validated by the shared AddItemFormSchema / EditItemFormSchema). */
export interface ItemFormValues {
  itemName: string;
  description: string;
  price: string;
  type: FoodType;
  isVisible: boolean;
  chefRecommend: boolean;
  varietyArr: { name: string; price: string; type: FoodType }[];
  /** Catalogue ids (unknown ids kept). */
  ingredients: string[];
  /** Spec §3 `tags` (e.g. spicy, bestseller). */
  tags: string[];
  /** When the dish is on the guest menu (decisions §7); empty: always. */
  availability: Availability;
  categoryId: string;
  subCategoryId: string;
}
