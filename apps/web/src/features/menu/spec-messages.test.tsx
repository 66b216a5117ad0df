import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuRoutes } from '@venue/shared/routes';
import { fakeBody, fakeKey } from '@/lib/testing/contract-fakes.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { createQueryWrapper } from '@/lib/testing/query-wrapper.tsx';
import { CAFE, storeSession } from '@/lib/testing/session-fixtures.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { deleteMenuEntity } from './api/delete-menu-entity.ts';
import { editItem } from './api/edit-item.ts';
import { updateMedia } from './api/update-media.ts';
import { updatePublish } from './api/update-publish.ts';
import { AddItemDialog, type AddItemDialogHandle } from './components/add-item-dialog.tsx';
import { AddSubcategoryDialog } from './components/add-subcategory-dialog.tsx';
import { EditItemDialog } from './components/edit-item-dialog.tsx';
import { EditSubcategoryDialog } from './components/edit-subcategory-dialog.tsx';
import { EMPTY_ITEM_FORM } from './components/item-form-defaults.ts';
import { useMenuReorder } from './hooks/use-menu-reorder.ts';
import { sampleMenu } from './test/menu-fixture.ts';
import { renderWithProviders } from './test/render.tsx';
import { toMenuView } from './utils/map-menu.ts';

/*
 * The spec's own words on the menu screen (issue 35 "The spec's own words"; spec §5, §8): the
 * messages the product had lost, each where the spec says it appears.
 */

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const menu = toMenuView(sampleMenu());
const food = menu.categories.find((category) => category.id === 'cat-food')!;
const starters = menu.subcategories.find((subcategory) => subcategory.id === 'sub-starters')!;

beforeEach(() => {
  storeSession({
    activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business', name: CAFE.name },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
  vi.mocked(toastError).mockClear();
});

describe('saving a dish', () => {
  it('says "Menu item saved successfully!" when an edited dish saves', async () => {
    const saved = sampleMenu().menuitems.items[0]!;
    const api = mockApi({ [fakeKey(menuRoutes.editItems)]: () => fakeBody(menuRoutes.editItems, { data: saved }) });
    const item = menu.items[0]!;
    renderWithProviders(<EditItemDialog item={item} onClose={() => {}} username="spice-route" menu={menu} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Item' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Item updated', description: 'Menu item saved successfully!' }),
    );
    expect(api.callsTo('PATCH /v2/editItems')).toHaveLength(1);
  });

  async function addAnItem() {
    const ref = createRef<AddItemDialogHandle>();
    renderWithProviders(
      <AddItemDialog
        ref={ref}
        openOnMount
        username="spice-route"
        menu={menu}
        categoryId={food.id}
        subcategoryId={starters.id}
        onCreateSubcategory={() => {}}
      />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Item Name/i), 'Masala Fries');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
  }

  it("says the server's reason under 'Failed to add item' when the server refuses a new dish", async () => {
    mockApi({ 'POST /v2/addItems': () => ({ status: 422, errorMessage: 'Your plan holds 150 dishes' }) });
    await addAnItem();
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('Your plan holds 150 dishes', 'Failed to add item'));
  });

  it("says 'An error occurred while adding the item' when no answer came back", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await addAnItem();
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('An error occurred while adding the item', 'Failed to add item'),
    );
  });
});

describe('calls that cannot name their entity are never sent', () => {
  it.each([
    [
      'a dish edit',
      () => editItem({ id: '', values: EMPTY_ITEM_FORM, media: { kind: 'unchanged' } }),
      'Missing required data for API call',
    ],
    ['hiding a dish', () => updatePublish({ id: ' ', type: 'Item', isVisible: false }), 'Missing required data for API call'],
    [
      'hiding a subcategory',
      () => updatePublish({ id: '', type: 'SubCategory', isVisible: false }),
      'Cannot update subcategory: Missing subcategory ID',
    ],
    [
      "a subcategory's image",
      () => updateMedia({ type: 'subcategory', id: '', folderName: 'food', file: null }),
      'Subcategory ID is required but not found.',
    ],
    [
      'deleting a subcategory',
      () => deleteMenuEntity({ id: '', type: 'SubCategory' }),
      'Cannot delete subcategory: Missing subcategory ID',
    ],
  ])('%s', async (_, call, message) => {
    const api = mockApi({});
    await expect(call()).rejects.toThrow(message);
    expect(api.calls).toEqual([]);
  });

  it("refuses a drag of dishes without their server ids with 'Reorder Failed'", async () => {
    const api = mockApi({});
    const { result } = renderHook(() => useMenuReorder('spice-route'), { wrapper: createQueryWrapper().wrapper });
    await act(() => result.current('item', ['item-paneer', ''], ['', 'item-paneer']));
    expect(toastError).toHaveBeenCalledWith(
      'Menu items are missing API identifiers. Please refresh the page and try again.',
      'Reorder Failed',
    );
    // The hook reads the menu (whether edits wait for Publish); what matters is that no reorder is sent.
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('subcategory failures', () => {
  it("are titled 'Failed to add subcategory' with the server's reason", async () => {
    mockApi({
      'POST /v2/add-category-or-subcategory': () => ({
        status: 409,
        errorMessage: 'A subcategory with this name already exists',
      }),
    });
    renderWithProviders(<AddSubcategoryDialog opened onClose={() => {}} username="spice-route" category={food} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'Starters');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('A subcategory with this name already exists', 'Failed to add subcategory'),
    );
  });

  it("are titled 'Failed to delete subcategory', with the longer sentence when the server gives none", async () => {
    mockApi({ 'POST /v2/deleteMenu': () => ({ status: 500 }) });
    renderWithProviders(
      <EditSubcategoryDialog subcategory={starters} category={food} itemCount={2} username="spice-route" onClose={() => {}} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Subcategory' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Failed to delete subcategory. Please try again.', 'Failed to delete subcategory'),
    );
  });
});
