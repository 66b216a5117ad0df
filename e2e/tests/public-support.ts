import type { APIRequestContext } from '@playwright/test';
import { menuApi, type Venue } from './support/api.ts';

export { createVenue, menuApi, signIn, type Venue } from './support/api.ts';

/** A two-category menu with varieties, allergens, a chef's choice and an empty category. */
export async function seedMenu(request: APIRequestContext, venue: Venue) {
  const menu = menuApi(request, venue);
  const food = await menu.addCategory('Food');
  const drinks = await menu.addCategory('Drinks');
  await menu.addCategory('Desserts');
  const starters = await menu.addSubcategory(food, 'Starters');
  const mains = await menu.addSubcategory(food, 'Mains');
  const coolers = await menu.addSubcategory(drinks, 'Coolers');
  const ids = {
    paneer: await menu.addItem(starters, 'Paneer Tikka', {
      price: '280',
      type: 'veg',
      description: 'Cottage cheese marinated in hung curd and spices, charred in the tandoor.',
      chefRecommend: 'true',
      ingredients: JSON.stringify([
        '65a1c0de0000000000000001',
        '65a1c0de0000000000000003',
        '65a1c0de0000000000000002',
        '65a1c0de0000000000000008',
      ]),
    }),
    chicken: await menu.addItem(starters, 'Chicken 65', {
      price: '320',
      type: 'non-veg',
      description: 'Crisp fried chicken with curry leaves.',
    }),
    biryani: await menu.addItem(mains, 'Hyderabadi Biryani', {
      type: 'non-veg',
      description: 'Dum cooked basmati with tender mutton.',
      varietyArr: JSON.stringify([
        { name: 'Half', price: '349', type: 'non-veg' },
        { name: 'Full', price: '1249', type: 'non-veg' },
      ]),
    }),
    eggCurry: await menu.addItem(mains, 'Egg Curry', { price: '210', type: 'egg' }),
    lassi: await menu.addItem(coolers, 'Mango Lassi', { price: '120', type: 'veg', tags: JSON.stringify(['sweet', 'summer']) }),
  };
  return { ids };
}
