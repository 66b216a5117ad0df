import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import type { ItemFormValues } from '../types.ts';
import { EMPTY_ITEM_FORM, ItemForm } from './item-form.tsx';

const categories = [
  { id: 'cat-food', name: 'Food', image: null, order: 1, isVisible: true, availability: [] },
  { id: 'cat-drinks', name: 'Drinks', image: null, order: 2, isVisible: true, availability: [] },
  { id: 'cat-desserts', name: 'Desserts', image: null, order: 3, isVisible: true, availability: [] },
];
const subcategories = [
  {
    id: 'sub-starters',
    name: 'Starters',
    image: null,
    categoryId: 'cat-food',
    order: 1,
    isVisible: true,
    itemsHiddenWithIt: 0,
    availability: [],
  },
  {
    id: 'sub-mains',
    name: 'Mains',
    image: null,
    categoryId: 'cat-food',
    order: 2,
    isVisible: true,
    itemsHiddenWithIt: 0,
    availability: [],
  },
  {
    id: 'sub-coolers',
    name: 'Coolers',
    image: null,
    categoryId: 'cat-drinks',
    order: 1,
    isVisible: true,
    itemsHiddenWithIt: 0,
    availability: [],
  },
];

function renderForm(mode: 'add' | 'edit', values: Partial<ItemFormValues> = {}) {
  const onSubmit = vi.fn(async (_values: ItemFormValues, _media: unknown) => {});
  const onCreateSubcategory = vi.fn((_values: ItemFormValues) => {});
  renderWithProviders(
    <ItemForm
      mode={mode}
      categories={categories}
      subcategories={subcategories}
      defaultValues={{ ...EMPTY_ITEM_FORM, categoryId: 'cat-food', subCategoryId: 'sub-starters', ...values }}
      initialMedia={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
      onCreateSubcategory={mode === 'add' ? onCreateSubcategory : undefined}
    />,
  );
  return { onSubmit, onCreateSubcategory, user: userEvent.setup() };
}

describe('Item form (spec §2, §5)', () => {
  it('keeps "Add Item" disabled until the name is set, then submits the values', async () => {
    const { onSubmit, user } = renderForm('add');
    const submit = screen.getByRole('button', { name: 'Add Item' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Item Name/), 'Paneer Tikka');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      itemName: 'Paneer Tikka',
      type: 'na',
      isVisible: true,
      chefRecommend: false,
      subCategoryId: 'sub-starters',
    });
  });

  it('shows the spec messages for a missing name and a price with three decimals on edit', async () => {
    const { onSubmit, user } = renderForm('edit', { itemName: 'Samosa', price: '60' });
    await user.clear(screen.getByLabelText(/Item Name/));
    const price = screen.getByLabelText(/Price/);
    await user.clear(price);
    await user.type(price, '10.999');
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    expect(await screen.findByText('Item name is required')).toBeInTheDocument();
    expect(screen.getByText('Price must contain only numbers and decimals (e.g. 10.99)')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves an item on edit: another category brings its first subcategory, and either can be picked (issue 15)', async () => {
    const { onSubmit, user } = renderForm('edit', { itemName: 'Lassi', price: '99' });
    expect(screen.getByRole('textbox', { name: 'Subcategory' })).toHaveValue('Starters');
    await user.click(screen.getByRole('textbox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Drinks' }));
    expect(screen.getByRole('textbox', { name: 'Subcategory' })).toHaveValue('Coolers');
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      itemName: 'Lassi',
      categoryId: 'cat-drinks',
      subCategoryId: 'sub-coolers',
    });
  });

  it('lets only digits and a decimal point be typed into a price', async () => {
    const { user } = renderForm('add');
    const price = screen.getByLabelText(/Price/);
    await user.type(price, '1a2b.-5e0');
    expect(price).toHaveValue('12.50');
  });

  it('requires variety names and prices', async () => {
    const { onSubmit, user } = renderForm('edit', { itemName: 'Biryani', price: '0' });
    await user.click(screen.getByRole('button', { name: 'Add Variety' }));
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    expect(await screen.findByText('Variety name is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // With a variety the main price is set by the varieties and disabled.
    expect(screen.getByLabelText(/Price \(₹\)/)).toBeDisabled();
  });

  it('allows at most 5 varieties and says so', async () => {
    const { user } = renderForm('add', { itemName: 'Thali' });
    const add = screen.getByRole('button', { name: 'Add Variety' });
    for (let i = 0; i < 6; i += 1) await user.click(add);
    expect(screen.getAllByLabelText(/^Variety \d name/)).toHaveLength(5);
    expect(await screen.findByText('Maximum varieties reached')).toBeInTheDocument();
    expect(screen.getByText('You can add up to 5 varieties for an item')).toBeInTheDocument();
  });

  it('rejects a video over 5 MB with the spec message', async () => {
    const { user } = renderForm('add');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(5_242_881)], 'big.mp4', { type: 'video/mp4' });
    await user.upload(input, big);
    expect(await screen.findByText('File size exceeds 5MB limit')).toBeInTheDocument();
  });

  it('shrinks a 6.6 MB phone photo in the browser and sends the smaller file (issue 35)', async () => {
    // jsdom draws nothing: the decoder and the canvas stand in for the browser's.
    const drawn: Array<[number, number]> = [];
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close: () => {} }));
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      drawn.push([this.width, this.height]);
      return { fillRect: () => {}, drawImage: () => {}, fillStyle: '', imageSmoothingQuality: 'low' } as never;
    });
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done, type) => done(new Blob([new Uint8Array(400_000)], { type: type ?? 'image/png' })));
    try {
      const { onSubmit, user } = renderForm('add', { itemName: 'Masala Dosa' });
      const input = document.querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, new File([new Uint8Array(6_600_000)], 'IMG_2041.jpg', { type: 'image/jpeg' }));
      expect(await screen.findByRole('img', { name: 'Item preview' })).toBeInTheDocument();
      expect(screen.queryByText('File size exceeds 5MB limit')).not.toBeInTheDocument();
      expect(drawn).toEqual([[2048, 1536]]);
      await user.click(screen.getByRole('button', { name: 'Add Item' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      const media = onSubmit.mock.calls[0]![1] as { kind: string; file: File };
      expect(media.kind).toBe('replaced');
      expect(media.file).toMatchObject({ name: 'IMG_2041.jpg', type: 'image/jpeg', size: 400_000 });
    } finally {
      getContext.mockRestore();
      toBlob.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('takes tags (spec §3) and submits them', async () => {
    const { onSubmit, user } = renderForm('add', { itemName: 'Vada Pav' });
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await user.type(tags, 'spicy,bestseller,');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].tags).toEqual(['spicy', 'bestseller']);
  });

  it('takes a schedule (decisions §7) with the weekday chips and submits it', async () => {
    const { onSubmit, user } = renderForm('edit', { itemName: 'Poha', price: '60' });
    await user.click(await screen.findByRole('button', { name: 'Add a time' }));
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(screen.getByTestId('availability-summary')).toHaveTextContent('Tue–Fri 7:00 am–11:00 am');
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].availability).toEqual([{ days: [2, 3, 4, 5], start: '07:00', end: '11:00' }]);
  });

  it('offers "Create Subcategory First" for a category without subcategories, with what was typed (issue 35)', async () => {
    const { onCreateSubcategory, user } = renderForm('add', {
      categoryId: 'cat-desserts',
      subCategoryId: '',
      itemName: 'Gulab Jamun',
      price: '90',
    });
    expect(screen.getByText('No Subcategories Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Subcategory First' }));
    expect(onCreateSubcategory).toHaveBeenCalledWith(
      expect.objectContaining({ itemName: 'Gulab Jamun', price: '90', categoryId: 'cat-desserts' }),
    );
  });
});
