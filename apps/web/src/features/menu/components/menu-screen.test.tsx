import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuResponse } from '@venue/shared';
import type { ComponentProps } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/lib/testing/match-media.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { sampleMenu } from '../test/menu-fixture.ts';
import { renderWithProviders } from '../test/render.tsx';
import { MenuScreen } from './menu-screen.tsx';

vi.mock('@/lib/permissions.ts', () => ({ useAccess: () => 'allowed' }));

let menu: MenuResponse;

beforeEach(() => {
  menu = sampleMenu();
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem(
    'activeBusinessProfile',
    JSON.stringify({ profileId: 'p1', userName: 'spice-route', profileType: 'business' }),
  );
  mockApi({ 'GET /v2/menu/spice-route': () => ({ body: menu }) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  stubMatchMedia();
});

async function renderScreen(initialCategoryId: string | null = null, props: Partial<ComponentProps<typeof MenuScreen>> = {}) {
  const { sessionStore } = await import('@/lib/session.ts');
  sessionStore.reload();
  const result = renderWithProviders(<MenuScreen username="spice-route" initialCategoryId={initialCategoryId} {...props} />);
  await screen.findByRole('heading', { name: 'Menu' });
  return { ...result, user: userEvent.setup() };
}

describe('Menu screen (spec §2)', () => {
  it('selects the first category, lists its items and cuts long subcategory names', async () => {
    await renderScreen();
    expect(screen.getByRole('textbox', { name: 'Category' })).toHaveValue('Food');
    // The list renders in a deferred (transition) pass.
    expect((await screen.findAllByTestId('item-card')).map((card) => card.getAttribute('aria-label'))).toEqual([
      'Paneer Tikka',
      'Samosa',
      'Chicken Biryani',
    ]);
    const sidebar = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(within(sidebar).getByText('Main Course ...')).toBeInTheDocument();
    expect(within(sidebar).getByText('2 items')).toBeInTheDocument();
    expect(screen.getByText('₹220 / ₹380')).toBeInTheDocument();
  });

  it('opens the category passed in navigation state and marks hidden items', async () => {
    await renderScreen('cat-drinks');
    expect(screen.getByRole('textbox', { name: 'Category' })).toHaveValue('Drinks (Hidden)');
    const chai = await screen.findByTestId('item-card');
    expect(within(chai).getByText('Hidden from Menu')).toBeInTheDocument();
    expect(within(chai).getByText('Hidden')).toBeInTheDocument();
  });

  it('toggles a subcategory and shows the empty state for an empty one', async () => {
    menu.menuitems.subCategories.push({
      _id: 'sub-empty',
      subCategory: 'Desserts',
      category_id: 'cat-food',
      image: null,
      publish: 1,
      position: 3,
      itemCount: 0,
      itemsHiddenWithSubcategory: 0,
      availability: [],
    });
    const { user } = await renderScreen();
    const desserts = screen.getByRole('button', { name: 'Desserts', pressed: false });
    await user.click(desserts);
    expect(screen.getByText('No menu items in this category. Add your first item!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desserts', pressed: true }));
    expect(screen.getAllByTestId('item-card')).toHaveLength(3);
  });

  it('searches fuzzily across the menu and jumps to a chosen result', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Starters' }));
    const search = screen.getByPlaceholderText('Search items in this subcategory...');
    await user.type(search, 'masla chai');
    // Typing cleared the subcategory selection.
    expect(screen.getByRole('button', { name: 'Starters' })).toHaveAttribute('aria-pressed', 'false');
    const result = await screen.findByRole('listitem', { name: 'Masala Chai, Drinks › Hot Drinks' });
    await user.click(result);
    expect(search).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Category' })).toHaveValue('Drinks (Hidden)');
    expect(screen.getByRole('button', { name: 'Hot Drinks' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('item-card')).toHaveAttribute('aria-label', 'Masala Chai');
  });

  it('filters by food type and sorts by price', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('textbox', { name: 'Sort items' }));
    await user.click(await screen.findByRole('option', { name: 'Price low to high' }));
    // Sorting applies within each subcategory section.
    expect(screen.getAllByTestId('item-card').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Samosa',
      'Paneer Tikka',
      'Chicken Biryani',
    ]);
    await user.click(screen.getByRole('textbox', { name: 'Food type' }));
    await user.click(await screen.findByRole('option', { name: 'Non-veg' }));
    expect(screen.getAllByTestId('item-card').map((c) => c.getAttribute('aria-label'))).toEqual(['Chicken Biryani']);
  });

  it('on a phone keeps Add Item as the one primary action and folds the rest and the filters away (issue 15)', async () => {
    stubMatchMedia((query) => query.includes('max-width'));
    const onPreview = vi.fn();
    const onDownload = vi.fn();
    const { user } = await renderScreen(null, {
      onPreview,
      actions: [{ label: 'Download menu', icon: () => null, onClick: onDownload }],
    });
    expect(screen.getAllByRole('button', { name: 'Add Item' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Preview',
      'Download menu',
      'QR codes',
      'Menu settings',
      'Languages',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Preview' }));
    expect(onPreview).toHaveBeenCalled();
    // Filters are folded until asked for.
    const toggle = screen.getByRole('button', { name: 'Filter and sort' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('textbox', { name: 'Sort items' })).toBeVisible();
    // Subcategories sit in a strip above the dishes; the long-press hint is said once.
    expect(screen.getByRole('navigation', { name: 'Subcategories' })).toBeInTheDocument();
    expect(screen.getByText('To move a dish, hold it for 2 seconds, then drag it.')).toBeInTheDocument();
  });

  it('on a desktop shows Preview and the page actions as buttons beside Add Item', async () => {
    const onDownload = vi.fn();
    const { user } = await renderScreen(null, {
      onPreview: () => {},
      actions: [{ label: 'Download menu', icon: () => null, onClick: onDownload }],
    });
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download menu' }));
    expect(onDownload).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
  });

  it('shows the billing alert for an overdue digital menu, with the late fee and "Pay Now"', async () => {
    localStorage.setItem('serviceAlerts', JSON.stringify([{ service: 'digital-menu', type: 'overdue' }]));
    const { sessionStore } = await import('@/lib/session.ts');
    sessionStore.reload();
    renderWithProviders(
      <Routes>
        <Route path="/menu" element={<MenuScreen username="spice-route" initialCategoryId={null} />} />
        <Route path="/digital-menu-plans" element={<p>Digital menu plans</p>} />
      </Routes>,
    );
    expect(await screen.findByText(/late fee of rs\. 59/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Digital menu plans')).toBeInTheDocument();
  });
});
