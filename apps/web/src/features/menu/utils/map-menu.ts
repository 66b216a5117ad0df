import type { MenuItem as ServerItem, MenuResponse } from '@venue/shared';
import type { MenuItem, MenuView } from '../types.ts';
import { inferMediaType, resolveMediaUrl } from './media.ts';

/** One server item → the dashboard's item view (spec §3 "Menu item (client view)"). */
export function toMenuItem(item: ServerItem): MenuItem {
  const mediaUrl = resolveMediaUrl(item.mediaUrl ?? item.video ?? item.image);
  return {
    id: item._id,
    name: item.itemName,
    description: item.description,
    price: item.price,
    categoryId: item.category_id,
    subcategoryId: item.subCategory_id,
    mediaUrl,
    mediaType: mediaUrl ? inferMediaType(mediaUrl, item.mediaType, item.video) : null,
    order: item.position,
    isVisible: item.publish === 1,
    isSoldOut: item.soldOutUntil !== null && Date.parse(item.soldOutUntil) > Date.now(),
    isFeatured: item.chefRecommend,
    tags: item.tags,
    foodType: item.type,
    varieties: item.varietyArr.map((v) => ({ name: v.name, price: String(v.price), foodType: v.type })),
    ingredients: item.ingredients,
    availability: item.availability,
  };
}

/** The menu read (hidden entities included, decisions §2) mapped and ordered by position. */
export function toMenuView(body: MenuResponse): MenuView {
  const menu = body.menuitems;
  const byPosition = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
  return {
    title: menu.title,
    digitalMenuStatus: body.digitalMenuCurrentStatus,
    publishedAt: menu.publishedAt,
    unpublishedChanges: menu.unpublishedChanges,
    categories: menu.categories
      .map((c) => ({
        id: c._id,
        name: c.category,
        image: resolveMediaUrl(c.image),
        order: c.position,
        isVisible: c.publish === 1,
        availability: c.availability,
      }))
      .sort(byPosition),
    subcategories: menu.subCategories
      .map((s) => ({
        id: s._id,
        name: s.subCategory,
        image: resolveMediaUrl(s.image),
        categoryId: s.category_id,
        order: s.position,
        isVisible: s.publish === 1,
        itemsHiddenWithIt: s.itemsHiddenWithSubcategory,
        availability: s.availability,
      }))
      .sort(byPosition),
    items: menu.items.map(toMenuItem).sort(byPosition),
  };
}
