import type { PublicItem, PublicMenu } from '@venue/shared';

const item = (overrides: Partial<PublicItem> & Pick<PublicItem, 'id' | 'name'>): PublicItem => ({
  description: '',
  price: '0',
  foodType: 'na',
  mediaUrl: null,
  mediaType: null,
  isChefRecommended: false,
  tags: [],
  ingredients: [],
  varieties: [],
  categoryId: 'c1',
  subCategoryId: 's1',
  soldOut: false,
  availableNow: true,
  availableFrom: null,
  ...overrides,
});

/** A small menu with every feature the guest page shows. */
export function menuFixture(overrides: Partial<PublicMenu> = {}): PublicMenu {
  return {
    venue: { userName: 'spice-route', name: 'Spice Route Kitchen', logoUrl: null },
    theme: 'classic',
    categories: [
      { id: 'c1', name: 'Food', image: null },
      { id: 'c2', name: 'Drinks', image: null },
      { id: 'c3', name: 'Desserts', image: null },
    ],
    subCategories: [
      { id: 's1', name: 'Starters', image: null, categoryId: 'c1' },
      { id: 's2', name: 'Mains', image: null, categoryId: 'c1' },
      { id: 's3', name: 'Coolers', image: null, categoryId: 'c2' },
    ],
    items: [
      item({
        id: 'i1',
        name: 'Paneer Tikka',
        description: 'Smoky cottage cheese from the tandoor',
        price: '123456',
        foodType: 'veg',
        isChefRecommended: true,
        tags: ['grill'],
        mediaUrl: 'https://cdn.example.in/paneer.jpg',
        mediaType: 'image',
        ingredients: [
          { id: 'm', name: 'Milk', dietaryId: 'milk' },
          { id: 'w', name: 'Wheat / Rye / Barley / Oats', dietaryId: 'wheat' },
          { id: 'n', name: 'Nut', dietaryId: 'nut' },
          { id: 'saffron', name: 'saffron', dietaryId: null },
        ],
      }),
      item({
        id: 'i2',
        name: 'Butter Chicken',
        description: 'Creamy tomato gravy',
        subCategoryId: 's2',
        foodType: 'non-veg',
        varieties: [
          { name: 'Half', price: '249', foodType: 'non-veg' },
          { name: 'Full', price: '449.50', foodType: 'non-veg' },
        ],
      }),
      item({ id: 'i3', name: 'Egg Curry', subCategoryId: 's2', price: '180', foodType: 'egg' }),
      // Served later by its schedule (decisions §7): listed after the others, marked.
      item({
        id: 'i4',
        name: 'Vegan Bowl',
        subCategoryId: 's2',
        price: '220',
        foodType: 'vegan',
        tags: ['healthy'],
        availableNow: false,
        availableFrom: 'Sat 11:00 am',
      }),
      item({
        id: 'i5',
        name: 'Mango Lassi',
        categoryId: 'c2',
        subCategoryId: 's3',
        price: '90',
        foodType: 'veg',
        mediaUrl: 'https://cdn.example.in/lassi.mp4',
        mediaType: 'video',
      }),
    ],
    homeImages: [
      { id: 'h1', imageUrl: 'https://cdn.example.in/home.jpg', title: 'Weekend thali', description: 'Every Sunday', linkUrl: '' },
    ],
    ...overrides,
  };
}
