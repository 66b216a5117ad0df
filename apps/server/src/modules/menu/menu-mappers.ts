import {
  FOOD_TYPES,
  paiseToRupees,
  paiseToRupeeString,
  type FoodType,
  type HomePageImage,
  type MenuCategory,
  type MenuItem,
  type MenuSubcategory,
} from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { menuCategories, menuHomeImages, menuItems, menuSubcategories } from '../../db/schema/index.ts';
import { mediaUrl } from '../media/media.service.ts';

/** Rows → the server field names of spec §3 (`_id`, `subCategory_id`, `publish` 1/0, rupees). */

type CategoryRow = typeof menuCategories.$inferSelect;
type SubcategoryRow = typeof menuSubcategories.$inferSelect;
type ItemRow = typeof menuItems.$inferSelect;
type HomeImageRow = typeof menuHomeImages.$inferSelect;

const publishOf = (value: number): 0 | 1 => (value === 0 ? 0 : 1);
const foodTypeOf = (value: string): FoodType => ((FOOD_TYPES as readonly string[]).includes(value) ? (value as FoodType) : 'na');

export function toCategory(config: AppConfig, row: CategoryRow): MenuCategory {
  return {
    _id: row.id,
    category: row.name,
    image: mediaUrl(config, row.imagePath),
    publish: publishOf(row.publish),
    position: row.position,
    availability: row.availability,
  };
}

/** `itemCount`: all its items; `hiddenWithIt`: hidden items its hide hid, which showing it can show again. */
export function toSubcategory(
  config: AppConfig,
  row: SubcategoryRow,
  { itemCount, hiddenWithIt }: { itemCount: number; hiddenWithIt: number },
): MenuSubcategory {
  return {
    _id: row.id,
    subCategory: row.name,
    category_id: row.categoryId,
    image: mediaUrl(config, row.imagePath),
    publish: publishOf(row.publish),
    position: row.position,
    itemCount,
    itemsHiddenWithSubcategory: hiddenWithIt,
    availability: row.availability,
  };
}

export function toItem(config: AppConfig, row: ItemRow): MenuItem {
  const url = mediaUrl(config, row.mediaPath);
  const mediaType = url ? (row.mediaType ?? 'image') : null;
  return {
    _id: row.id,
    itemName: row.name,
    description: row.description,
    price: paiseToRupeeString(row.pricePaise),
    subCategory_id: row.subcategoryId,
    category_id: row.categoryId,
    type: foodTypeOf(row.foodType),
    mediaUrl: url,
    mediaType,
    image: mediaType === 'image' ? url : null,
    video: mediaType === 'video' ? url : null,
    ingredients: row.ingredients,
    varietyArr: row.varieties.map((variety) => ({
      name: variety.name,
      price: paiseToRupees(variety.pricePaise),
      type: foodTypeOf(variety.type),
    })),
    publish: publishOf(row.publish),
    chefRecommend: row.chefRecommend,
    tags: row.tags,
    position: row.position,
    soldOutUntil: row.soldOutUntil?.toISOString() ?? null,
    availability: row.availability,
  };
}

export function toHomeImage(config: AppConfig, row: HomeImageRow): HomePageImage {
  return {
    _id: row.id,
    imageUrl: mediaUrl(config, row.imagePath) ?? '',
    title: row.title,
    description: row.description,
    linkUrl: row.linkUrl,
    isActive: row.isActive,
    order: row.position,
  };
}
