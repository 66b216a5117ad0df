import { eq, sql } from 'drizzle-orm';
import { INGREDIENT_CATALOGUE, rupeesToPaise, type DietaryId, type FoodType } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { menuCategories, menuItems, menuSubcategories } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { touchMenu } from './menu-store.ts';

interface SeedItem {
  name: string;
  description: string;
  price: string;
  type: FoodType;
  allergens?: DietaryId[];
  varieties?: Array<{ name: string; price: string; type?: FoodType }>;
  tags?: string[];
  chefRecommend?: boolean;
  hidden?: boolean;
}

/** A small, believable North/South Indian menu for the demo venue. */
const DEMO_MENU: Array<{ category: string; subcategories: Array<{ name: string; items: SeedItem[] }> }> = [
  {
    category: 'Food',
    subcategories: [
      {
        name: 'Starters',
        items: [
          {
            name: 'Paneer Tikka',
            description: 'Cottage cheese cubes marinated in hung curd and spices, charred in the tandoor.',
            price: '280',
            type: 'veg',
            allergens: ['milk'],
            varieties: [
              { name: 'Half', price: '180', type: 'veg' },
              { name: 'Full', price: '320', type: 'veg' },
            ],
            tags: ['tandoor', 'bestseller'],
          },
          {
            name: 'Chicken 65',
            description: 'Crisp fried chicken tossed with curry leaves and red chillies.',
            price: '320',
            type: 'non-veg',
            allergens: ['extra-chili'],
            tags: ['spicy'],
          },
          {
            name: 'Masala Papad',
            description: 'Roasted papad topped with onion, tomato and chaat masala.',
            price: '90',
            type: 'vegan',
          },
        ],
      },
      {
        name: 'Mains',
        items: [
          {
            name: 'Butter Chicken',
            description: 'Tandoori chicken simmered in a silky tomato, butter and cashew gravy.',
            price: '420',
            type: 'non-veg',
            allergens: ['milk', 'nut'],
            chefRecommend: true,
            tags: ['signature'],
          },
          {
            name: 'Dal Makhani',
            description: 'Black lentils slow-cooked overnight with butter and cream.',
            price: '290',
            type: 'veg',
            allergens: ['milk'],
          },
          {
            name: 'Egg Curry',
            description: 'Boiled eggs in a Chettinad-style onion and coconut masala.',
            price: '240',
            type: 'egg',
            allergens: ['egg', 'extra-chili'],
          },
          {
            name: 'Chana Masala',
            description: 'Chickpeas in a tangy onion-tomato gravy with whole spices.',
            price: '230',
            type: 'vegan',
          },
        ],
      },
      {
        name: 'Breads & Rice',
        items: [
          {
            name: 'Garlic Naan',
            description: 'Leavened bread with garlic and coriander, from the tandoor.',
            price: '70',
            type: 'veg',
            allergens: ['wheat', 'milk'],
          },
          {
            name: 'Tandoori Roti',
            description: 'Whole-wheat flatbread baked in the clay oven.',
            price: '35',
            type: 'vegan',
            allergens: ['wheat'],
          },
          {
            name: 'Hyderabadi Chicken Biryani',
            description: 'Dum-cooked basmati rice layered with spiced chicken, served with raita and salan.',
            price: '380',
            type: 'non-veg',
            allergens: ['milk'],
            varieties: [
              { name: 'Regular', price: '380', type: 'non-veg' },
              { name: 'Family Pack', price: '899.50', type: 'non-veg' },
            ],
            tags: ['biryani'],
          },
        ],
      },
    ],
  },
  {
    category: 'Drinks',
    subcategories: [
      {
        name: 'Hot Beverages',
        items: [
          {
            name: 'Masala Chai',
            description: 'Assam tea brewed with milk, ginger and cardamom.',
            price: '40',
            type: 'veg',
            allergens: ['milk'],
          },
          {
            name: 'Filter Coffee',
            description: 'South Indian decoction with frothy milk, served in a davara.',
            price: '60',
            type: 'veg',
            allergens: ['milk'],
          },
        ],
      },
      {
        name: 'Coolers',
        items: [
          {
            name: 'Sweet Lassi',
            description: 'Churned yoghurt with sugar and a hint of rose.',
            price: '99',
            type: 'veg',
            allergens: ['milk'],
          },
          { name: 'Fresh Lime Soda', description: 'Sweet, salted or mixed.', price: '79', type: 'vegan', tags: ['refreshing'] },
          {
            name: 'Alphonso Mango Shake',
            description: 'Seasonal Ratnagiri Alphonso mangoes blended with milk.',
            price: '149',
            type: 'veg',
            allergens: ['milk'],
            hidden: true,
          },
        ],
      },
    ],
  },
];

const ingredientIdByDietary = new Map(INGREDIENT_CATALOGUE.map((entry) => [entry.dietaryId as DietaryId, entry.id]));

/**
 * Seeds the demo menu for a profile (used by the demo seed, `SEED_DEMO=1`). Idempotent: a
 * profile that already has a category is left alone.
 * @returns whether anything was written.
 */
export async function seedDemoMenu(db: Db, profileId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(menuCategories)
      .where(eq(menuCategories.profileId, profileId));
    if (Number(existing[0]?.count ?? 0) > 0) return false;
    await touchMenu(tx, profileId);
    for (const [categoryIndex, category] of DEMO_MENU.entries()) {
      const categoryId = newId();
      await tx.insert(menuCategories).values({ id: categoryId, profileId, name: category.category, position: categoryIndex + 1 });
      for (const [subIndex, subcategory] of category.subcategories.entries()) {
        const subcategoryId = newId();
        await tx
          .insert(menuSubcategories)
          .values({ id: subcategoryId, profileId, categoryId, name: subcategory.name, position: subIndex + 1 });
        await tx.insert(menuItems).values(
          subcategory.items.map((item, itemIndex) => ({
            id: newId(),
            profileId,
            categoryId,
            subcategoryId,
            name: item.name,
            description: item.description,
            pricePaise: rupeesToPaise(item.price),
            foodType: item.type,
            varieties: (item.varieties ?? []).map((variety) => ({
              name: variety.name,
              pricePaise: rupeesToPaise(variety.price),
              type: variety.type ?? 'na',
            })),
            ingredients: (item.allergens ?? []).map((dietaryId) => ingredientIdByDietary.get(dietaryId) ?? dietaryId),
            tags: item.tags ?? [],
            publish: item.hidden ? 0 : 1,
            chefRecommend: item.chefRecommend ?? false,
            position: itemIndex + 1,
          })),
        );
      }
    }
    return true;
  });
}
