import { eq, sql } from 'drizzle-orm';
import { loadSharp } from '../../lib/load-on-use.ts';
import { INGREDIENT_CATALOGUE, OWNER_FLAGS, rupeesToPaise, type DietaryId, type FoodType } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { menuCategories, menuItems, menuSubcategories } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { newId } from '../../lib/ids.ts';
import { deleteStoredMedia, storeUpload } from '../media/media.service.ts';
import { dishSvg, type DishArt } from './demo-art.ts';
import { writePublication } from './menu-publication.ts';
import { MEDIA_FOLDERS, touchMenu } from './menu-store.ts';

interface SeedItem {
  name: string;
  art: DishArt;
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
const DEMO_MENU: Array<{
  category: string;
  art: DishArt;
  subcategories: Array<{ name: string; art: DishArt; items: SeedItem[] }>;
}> = [
  {
    category: 'Food',
    art: 'thali',
    subcategories: [
      {
        name: 'Starters',
        art: 'tikka',
        items: [
          {
            name: 'Paneer Tikka',
            art: 'tikka',
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
            art: 'fried',
            description: 'Crisp fried chicken tossed with curry leaves and red chillies.',
            price: '320',
            type: 'non-veg',
            allergens: ['extra-chili'],
            tags: ['spicy'],
          },
          {
            name: 'Masala Papad',
            art: 'papad',
            description: 'Roasted papad topped with onion, tomato and chaat masala.',
            price: '90',
            type: 'vegan',
          },
        ],
      },
      {
        name: 'Mains',
        art: 'makhani',
        items: [
          {
            name: 'Butter Chicken',
            art: 'makhani',
            description: 'Tandoori chicken simmered in a silky tomato, butter and cashew gravy.',
            price: '420',
            type: 'non-veg',
            allergens: ['milk', 'nut'],
            chefRecommend: true,
            tags: ['signature'],
          },
          {
            name: 'Dal Makhani',
            art: 'dal',
            description: 'Black lentils slow-cooked overnight with butter and cream.',
            price: '290',
            type: 'veg',
            allergens: ['milk'],
          },
          {
            name: 'Egg Curry',
            art: 'egg-curry',
            description: 'Boiled eggs in a Chettinad-style onion and coconut masala.',
            price: '240',
            type: 'egg',
            allergens: ['egg', 'extra-chili'],
          },
          {
            name: 'Chana Masala',
            art: 'chana',
            description: 'Chickpeas in a tangy onion-tomato gravy with whole spices.',
            price: '230',
            type: 'vegan',
          },
        ],
      },
      {
        name: 'Breads & Rice',
        art: 'naan',
        items: [
          {
            name: 'Garlic Naan',
            art: 'naan',
            description: 'Leavened bread with garlic and coriander, from the tandoor.',
            price: '70',
            type: 'veg',
            allergens: ['wheat', 'milk'],
          },
          {
            name: 'Tandoori Roti',
            art: 'roti',
            description: 'Whole-wheat flatbread baked in the clay oven.',
            price: '35',
            type: 'vegan',
            allergens: ['wheat'],
          },
          {
            name: 'Hyderabadi Chicken Biryani',
            art: 'biryani',
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
    art: 'mango-shake',
    subcategories: [
      {
        name: 'Hot Beverages',
        art: 'chai',
        items: [
          {
            name: 'Masala Chai',
            art: 'chai',
            description: 'Assam tea brewed with milk, ginger and cardamom.',
            price: '40',
            type: 'veg',
            allergens: ['milk'],
          },
          {
            name: 'Filter Coffee',
            art: 'coffee',
            description: 'South Indian decoction with frothy milk, served in a davara.',
            price: '60',
            type: 'veg',
            allergens: ['milk'],
          },
        ],
      },
      {
        name: 'Coolers',
        art: 'lassi',
        items: [
          {
            name: 'Sweet Lassi',
            art: 'lassi',
            description: 'Churned yoghurt with sugar and a hint of rose.',
            price: '99',
            type: 'veg',
            allergens: ['milk'],
          },
          {
            name: 'Fresh Lime Soda',
            art: 'lime-soda',
            description: 'Sweet, salted or mixed.',
            price: '79',
            type: 'vegan',
            tags: ['refreshing'],
          },
          {
            name: 'Alphonso Mango Shake',
            art: 'mango-shake',
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

/** What storing the demo's photos needs: the app's services, without a caller (the seed runs at start-up). */
export type SeedMediaContext = Omit<ServiceContext, 'caller' | 'profile'>;

type PhotoFolder = (typeof MEDIA_FOLDERS)[keyof typeof MEDIA_FOLDERS];

async function hasMenu(db: Db, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(menuCategories)
    .where(eq(menuCategories.profileId, profileId));
  return Number(row?.count ?? 0) > 0;
}

/**
 * Draws and stores the demo's photos as the venue's own media, the way an owner's upload is
 * stored (re-encoded, counted against the venue's quota). One file per picture and folder.
 * @returns a function giving the stored path of a picture in a folder, and the paths to remove
 *   if the seed does not go ahead.
 */
async function storeDemoPhotos(media: SeedMediaContext, profileId: string) {
  const ctx: ServiceContext = {
    ...media,
    caller: null,
    profile: {
      id: profileId,
      userName: '',
      profileType: 'business',
      timeZone: 'Asia/Kolkata',
      role: 'owner',
      flags: OWNER_FLAGS,
    },
  };
  const wanted = new Set<string>();
  for (const category of DEMO_MENU) {
    wanted.add(`${MEDIA_FOLDERS.category}|${category.art}`);
    for (const subcategory of category.subcategories) {
      wanted.add(`${MEDIA_FOLDERS.subcategory}|${subcategory.art}`);
      for (const item of subcategory.items) wanted.add(`${MEDIA_FOLDERS.item}|${item.art}`);
    }
  }
  const paths = new Map<string, string>();
  for (const key of wanted) {
    const [folder, art] = key.split('|') as [PhotoFolder, DishArt];
    const data = await loadSharp()(Buffer.from(dishSvg(art)))
      .webp({ quality: 72 })
      .toBuffer();
    const stored = await storeUpload(ctx, { data, filename: `${art}.webp` }, { folder });
    if (stored) paths.set(key, stored.path);
  }
  return {
    pathOf: (folder: PhotoFolder, art: DishArt) => paths.get(`${folder}|${art}`) ?? null,
    remove: async () => {
      for (const path of paths.values()) await deleteStoredMedia(ctx, path);
    },
  };
}

/**
 * Seeds the demo menu for a profile (used by the demo seed, `SEED_DEMO=1`), published. Idempotent: a
 * profile that already has a category is left alone. With `media`, every category,
 * subcategory and dish gets a drawn photo (demo-art.ts), so a newcomer sees the menu as owners
 * will (issue 15).
 * @returns whether anything was written.
 */
export async function seedDemoMenu(db: Db, profileId: string, media?: SeedMediaContext): Promise<boolean> {
  if (await hasMenu(db, profileId)) return false;
  const photos = media ? await storeDemoPhotos(media, profileId) : null;
  const photo = (folder: PhotoFolder, art: DishArt) => photos?.pathOf(folder, art) ?? null;
  const written = await db
    .transaction(async (tx) => {
      // Checked again in the write: two starts on one database must not seed twice.
      if (await hasMenu(tx, profileId)) return false;
      await touchMenu(tx, profileId);
      for (const [categoryIndex, category] of DEMO_MENU.entries()) {
        const categoryId = newId();
        await tx.insert(menuCategories).values({
          id: categoryId,
          profileId,
          name: category.category,
          imagePath: photo(MEDIA_FOLDERS.category, category.art),
          position: categoryIndex + 1,
        });
        for (const [subIndex, subcategory] of category.subcategories.entries()) {
          const subcategoryId = newId();
          await tx.insert(menuSubcategories).values({
            id: subcategoryId,
            profileId,
            categoryId,
            name: subcategory.name,
            imagePath: photo(MEDIA_FOLDERS.subcategory, subcategory.art),
            position: subIndex + 1,
          });
          await tx.insert(menuItems).values(
            subcategory.items.map((item, itemIndex) => {
              const mediaPath = photo(MEDIA_FOLDERS.item, item.art);
              return {
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
                mediaPath,
                mediaType: mediaPath ? ('image' as const) : null,
                publish: item.hidden ? 0 : 1,
                chefRecommend: item.chefRecommend ?? false,
                position: itemIndex + 1,
              };
            }),
          );
        }
      }
      // Published as it is seeded: the demo is a venue guests can find (the sitemap lists
      // published menus only), with no "unpublished changes" waiting on a newcomer's first look.
      await writePublication(tx, profileId, new Date());
      return true;
    })
    .catch(async (error: unknown) => {
      await photos?.remove();
      throw error;
    });
  if (!written) await photos?.remove();
  return written;
}
