import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuRoutes } from '@venue/shared/routes';
import { fakeBody, fakeKey } from '@/lib/testing/contract-fakes.ts';
import { mockApi, type MockReply, type RecordedCall } from '@/lib/testing/mock-api.ts';
import { CAFE, storeSession } from '@/lib/testing/session-fixtures.ts';
import { sampleMenu } from '../test/menu-fixture.ts';
import { renderWithProviders } from '../test/render.tsx';
import type { MenuCategory, MenuSubcategory } from '../types.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { EditSubcategoryDialog } from './edit-subcategory-dialog.tsx';

/** Every write answers what the server would for it, unless `failing` names its path with a message. */
let failing: Record<string, string>;
let api: ReturnType<typeof mockApi>;
type Sent = { _id: string; category?: string; subCategory?: string; type?: 'Category' | 'SubCategory' | 'Item'; publish?: 0 | 1 };
const sent = (call: RecordedCall) => call.json as Sent;
const published = (call: RecordedCall, itemsHidden = 0) => ({
  _id: sent(call)._id,
  type: sent(call).type ?? 'Item',
  publish: sent(call).publish ?? 1,
  itemsHidden,
  itemsShown: 0,
});
const answers: Record<string, (call: RecordedCall) => MockReply> = {
  [fakeKey(menuRoutes.editSubCategory)]: (call) =>
    fakeBody(menuRoutes.editSubCategory, {
      subCategory: {
        _id: sent(call)._id,
        subCategory: sent(call).subCategory ?? '',
        category_id: 'cat-food',
        image: null,
        publish: 1,
        position: 1,
        itemCount: 2,
        itemsHiddenWithSubcategory: 0,
        availability: [],
      },
    }),
  [fakeKey(menuRoutes.editCategory)]: (call) =>
    fakeBody(menuRoutes.editCategory, {
      category: {
        _id: sent(call)._id,
        category: sent(call).category ?? '',
        image: null,
        publish: 1,
        position: 1,
        availability: [],
      },
    }),
  [fakeKey(menuRoutes.updatePublish)]: (call) => fakeBody(menuRoutes.updatePublish, published(call)),
};
const answer = (call: RecordedCall): MockReply =>
  failing[call.path] ? { status: 400, errorMessage: failing[call.path] } : answers[`${call.method} ${call.path}`]!(call);
/** The writes sent, as "path body", in order. */
const writes = () =>
  api.calls.filter((call) => call.method === 'POST').map((call) => `${call.path} ${JSON.stringify(call.json)}`);

const food: MenuCategory = { id: 'cat-food', name: 'Food', image: null, order: 1, isVisible: true, availability: [] };
const starters: MenuSubcategory = {
  id: 'sub-starters',
  name: 'Starters',
  image: null,
  categoryId: 'cat-food',
  order: 1,
  isVisible: true,
  itemsHiddenWithIt: 0,
  availability: [],
};

beforeEach(() => {
  failing = {};
  storeSession({
    activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business', name: CAFE.name },
  });
  api = mockApi({
    'POST /v2/editSubCategory': answer,
    'POST /v2/editCategory': answer,
    'POST /v2/updatePublish': answer,
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderSubcategoryDialog() {
  const onClose = vi.fn();
  renderWithProviders(
    <EditSubcategoryDialog subcategory={starters} category={food} itemCount={2} username="spice-route" onClose={onClose} />,
  );
  return { onClose, user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: 'Edit Subcategory' }) };
}

describe('Edit Subcategory dialog (spec §2, §4)', () => {
  it('sends nothing and says so when nothing changed', async () => {
    const { user, onClose } = renderSubcategoryDialog();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('No changes detected.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends only what changed, name before visibility, and closes', async () => {
    const { user, onClose } = renderSubcategoryDialog();
    const name = screen.getByLabelText(/Subcategory Name/);
    await user.clear(name);
    await user.type(name, 'Small Plates');
    await user.click(screen.getByRole('switch', { name: /Hide Subcategory/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      '/v2/editSubCategory {"_id":"sub-starters","subCategory":"Small Plates"}',
      '/v2/updatePublish {"_id":"sub-starters","type":"SubCategory","publish":0}',
    ]);
    expect(await screen.findByText('Subcategory hidden successfully')).toBeInTheDocument();
  });

  it('stops at the first failure with the server’s message and stays open', async () => {
    failing['/v2/editSubCategory'] = 'A subcategory with this name already exists';
    const { user, onClose } = renderSubcategoryDialog();
    const name = screen.getByLabelText(/Subcategory Name/);
    await user.clear(name);
    await user.type(name, 'Mains');
    await user.click(screen.getByRole('switch', { name: /Hide Subcategory/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('A subcategory with this name already exists')).toBeInTheDocument();
    expect(writes().map((write) => write.split(' ')[0])).toEqual(['/v2/editSubCategory']);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('refuses an empty name with the spec’s message before calling the server', async () => {
    const { user } = renderSubcategoryDialog();
    await user.clear(screen.getByLabelText(/Subcategory Name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Subcategory name is required')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });
});

describe('hiding and showing a subcategory with its items (issue 15)', () => {
  const withMenu = () => {
    api = mockApi({
      'GET /v2/menu/spice-route': () => ({ body: sampleMenu() }),
      'POST /v2/updatePublish': (call) => fakeBody(menuRoutes.updatePublish, published(call, 2)),
    });
  };

  /** Starters hidden, with `count` items its hide hid. */
  function renderHiddenStarters(count: number) {
    withMenu();
    const onClose = vi.fn();
    renderWithProviders(
      <EditSubcategoryDialog
        subcategory={{ ...starters, isVisible: false, itemsHiddenWithIt: count }}
        category={food}
        itemCount={2}
        username="spice-route"
        onClose={onClose}
      />,
    );
    return { user: userEvent.setup(), onClose };
  }

  it('asks first, saying how many shown items go with it, and hides only when confirmed', async () => {
    withMenu();
    const { user, onClose } = renderSubcategoryDialog();
    await user.click(screen.getByRole('switch', { name: /Hide Subcategory/ }));
    expect(await screen.findByText('Its 2 visible items will be hidden too.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent(
      'Hiding "Starters" also hides its 2 visible items from customers. You can show them again when you show the subcategory.',
    );
    expect(writes()).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Hide Subcategory' }),
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual(['/v2/updatePublish {"_id":"sub-starters","type":"SubCategory","publish":0}']);
    expect(await screen.findByText('2 items hidden with it.')).toBeInTheDocument();
    // Many steps through two dialogs: more than the default 5 s on a loaded machine.
  }, 20_000);

  it('offers to show the items its hide hid, and sends the choice', async () => {
    const { user, onClose } = renderHiddenStarters(2);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Hide Subcategory/ }));
    const showItems = screen.getByRole('checkbox', { name: 'Also show the 2 items hidden with it' });
    expect(showItems).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual(['/v2/updatePublish {"_id":"sub-starters","type":"SubCategory","publish":1,"showItems":true}']);
  });

  it('leaves those items hidden when the owner unticks the offer', async () => {
    const { user, onClose } = renderHiddenStarters(1);
    await user.click(screen.getByRole('switch', { name: /Hide Subcategory/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Also show the 1 item hidden with it' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual(['/v2/updatePublish {"_id":"sub-starters","type":"SubCategory","publish":1}']);
  });
});

describe('Category dialog (decisions §5)', () => {
  it('renames and shows a category through the category calls', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <CategoryDialog
        opened
        category={{ ...food, isVisible: false, availability: [] }}
        username="spice-route"
        onClose={onClose}
      />,
    );
    const user = userEvent.setup();
    const name = screen.getByLabelText(/Category Name/);
    await user.clear(name);
    await user.type(name, 'Mains');
    await user.click(screen.getByRole('switch', { name: /Hide Category/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      '/v2/editCategory {"_id":"cat-food","category":"Mains"}',
      '/v2/updatePublish {"_id":"cat-food","type":"Category","publish":1}',
    ]);
  });

  it('sets a breakfast schedule through editCategory (decisions §7) and shows it in short', async () => {
    const onClose = vi.fn();
    renderWithProviders(<CategoryDialog opened category={food} username="spice-route" onClose={onClose} />);
    const user = userEvent.setup();
    expect(screen.getByTestId('availability-summary')).toHaveTextContent('Always available');
    await user.click(screen.getByRole('button', { name: 'Add a time' }));
    // Weekdays 7:00–11:00 by default; Saturday added with the weekday chips.
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    expect(screen.getByTestId('availability-summary')).toHaveTextContent('Mon–Sat 7:00 am–11:00 am');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      '/v2/editCategory {"_id":"cat-food","category":"Food","availability":[{"days":[1,2,3,4,5,6],"start":"07:00","end":"11:00"}]}',
    ]);
  });
});
