import type { MenuItem as ServerItem, MenuResponse } from '@venue/shared';

/** A small menu in the server's shape, for tests. */
export function serverItem(overrides: Partial<ServerItem> & Pick<ServerItem, '_id' | 'itemName'>): ServerItem {
  return {
    description: '',
    price: '100',
    subCategory_id: 'sub-starters',
    category_id: 'cat-food',
    type: 'veg',
    mediaUrl: null,
    mediaType: null,
    image: null,
    video: null,
    ingredients: [],
    varietyArr: [],
    publish: 1,
    chefRecommend: false,
    tags: [],
    position: 1,
    soldOutUntil: null,
    availability: [],
    ...overrides,
  };
}

export function sampleMenu(): MenuResponse {
  return {
    menuitems: {
      id: 'menu-1',
      title: 'Spice Route Kitchen',
      restrauntName: 'Spice Route Kitchen',
      icon: null,
      active: true,
      selectedPublicTheme: 'classic',
      version: 1,
      publishedAt: null,
      unpublishedChanges: 0,
      categories: [
        { _id: 'cat-food', category: 'Food', image: null, publish: 1, position: 1, availability: [] },
        { _id: 'cat-drinks', category: 'Drinks', image: null, publish: 0, position: 2, availability: [] },
      ],
      subCategories: [
        {
          _id: 'sub-starters',
          subCategory: 'Starters',
          category_id: 'cat-food',
          image: null,
          publish: 1,
          position: 1,
          itemCount: 2,
          itemsHiddenWithSubcategory: 0,
          availability: [],
        },
        {
          _id: 'sub-mains',
          subCategory: 'Main Course Specials',
          category_id: 'cat-food',
          image: null,
          publish: 1,
          position: 2,
          itemCount: 1,
          itemsHiddenWithSubcategory: 0,
          availability: [],
        },
        {
          _id: 'sub-hot',
          subCategory: 'Hot Drinks',
          category_id: 'cat-drinks',
          image: null,
          publish: 1,
          position: 1,
          itemCount: 1,
          itemsHiddenWithSubcategory: 0,
          availability: [],
        },
      ],
      items: [
        serverItem({
          _id: 'item-paneer',
          itemName: 'Paneer Tikka',
          description: 'Smoky cottage cheese',
          price: '249',
          position: 1,
          tags: ['tandoor'],
        }),
        serverItem({
          _id: 'item-samosa',
          itemName: 'Samosa',
          description: 'Crisp pastry with spiced potato',
          price: '60',
          position: 2,
        }),
        serverItem({
          _id: 'item-biryani',
          itemName: 'Chicken Biryani',
          description: 'Dum cooked rice',
          price: '0',
          subCategory_id: 'sub-mains',
          type: 'non-veg',
          varietyArr: [
            { name: 'Half', price: 220, type: 'non-veg' },
            { name: 'Full', price: 380, type: 'non-veg' },
          ],
          position: 1,
        }),
        serverItem({
          _id: 'item-chai',
          itemName: 'Masala Chai',
          description: 'Ginger and cardamom',
          price: '40',
          subCategory_id: 'sub-hot',
          category_id: 'cat-drinks',
          position: 1,
          publish: 0,
        }),
      ],
    },
    digitalMenuCurrentStatus: 'active',
  };
}
