import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readMarkupItems } from '../lib/markup-items.ts';
import { guestMenuShell, renderMenuApp } from '../ssr/entry-server.tsx';
import { menuFixture } from '../test/menu-fixture.ts';
import { stubDialogModal } from '../test/stub-dialog.ts';
import { PublicMenuApp } from './public-menu-app.tsx';

beforeAll(stubDialogModal);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The guest page as the browser gets it: the server's markup, hydrated from the dish-less shell. */
async function hydrateGuestPage() {
  const menu = menuFixture();
  const container = document.createElement('div');
  container.id = 'pm-root';
  container.innerHTML = renderMenuApp(menu);
  document.body.append(container);
  const card = container.querySelector('#i-i1');
  await act(async () => {
    root = hydrateRoot(container, <PublicMenuApp menu={guestMenuShell(menu)} staticSections="" />);
  });
  return { menu, container, card };
}

describe('the guest page hydrated from its markup (the menu sent once)', () => {
  it('hydrates from a shell without dishes and keeps the server-rendered cards', async () => {
    const { menu, container, card } = await hydrateGuestPage();
    expect(guestMenuShell(menu).items).toEqual([]);
    expect(container.querySelector('.pm')).toHaveAttribute('data-hydrated', 'true');
    // The very element the server rendered, not a re-render.
    expect(container.querySelector('#i-i1')).toBe(card);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Starters',
      'Mains',
      'Coolers',
    ]);
  });

  it('reads back every dish from the markup, as the server had it', async () => {
    const { menu, container } = await hydrateGuestPage();
    const read = readMarkupItems(container);
    const byId = new Map(menu.items.map((item) => [item.id, item]));
    expect(read.map((item) => item.id).sort()).toEqual(menu.items.map((item) => item.id).sort());
    for (const item of read) expect(item).toEqual(byId.get(item.id));
    // A dish its schedule serves later says when (decisions §7), and reads back as waiting.
    expect(container.querySelector('#i-i4 .pm-badge-later')).toHaveTextContent('Available from Sat 11:00 am');
    expect(read.find((item) => item.id === 'i4')).toMatchObject({ availableNow: false, availableFrom: 'Sat 11:00 am' });
  });

  it('opens a dish with its contains list and variants', async () => {
    const user = userEvent.setup();
    await hydrateGuestPage();
    await user.click(screen.getByRole('link', { name: 'Paneer Tikka' }));
    const dialog = screen.getByRole('dialog', { name: 'Paneer Tikka' });
    expect(within(dialog).getByText('₹1,23,456')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: 'Contains' })).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    await user.click(screen.getByRole('link', { name: 'Butter Chicken' }));
    const variants = within(screen.getByRole('dialog')).getByRole('region', { name: 'Variants' });
    expect(
      within(variants)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Half₹249', 'Full₹449.50']);
  });

  it('searches the dishes read from the markup', async () => {
    const user = userEvent.setup();
    const { container } = await hydrateGuestPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'full');
    expect(await screen.findByText('1 dish found')).toBeInTheDocument();
    expect(container.querySelector('.pm-static')).toHaveAttribute('hidden');
    await user.clear(screen.getByRole('searchbox', { name: 'Search the menu' }));
    expect(container.querySelector('.pm-static')).not.toHaveAttribute('hidden');
  });

  it('filters by food type in place, and says so where nothing is left', async () => {
    const user = userEvent.setup();
    await hydrateGuestPage();
    await user.click(screen.getByRole('button', { name: 'Egg' }));
    expect(screen.getByRole('link', { name: 'Egg Curry' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Paneer Tikka', hidden: true }).closest('li')).toHaveAttribute('hidden');
    const drinks = screen.getByRole('region', { name: 'Drinks' });
    expect(within(drinks).getByText('No dishes of this type here.')).not.toHaveAttribute('hidden');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('link', { name: 'Paneer Tikka' }).closest('li')).not.toHaveAttribute('hidden');
    expect(within(drinks).getByText('No dishes of this type here.')).toHaveAttribute('hidden');
  });

  it('finds a dish by an ingredient and leaves out dishes with nuts in place (issue 35)', async () => {
    const user = userEvent.setup();
    await hydrateGuestPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'nut');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Paneer Tikka' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search the menu' }));

    // Only the indicators the menu's dishes carry are offered.
    const leaveOut = screen.getByRole('group', { name: 'Leave out' });
    expect(
      within(leaveOut)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Nut-free', 'Gluten-free', 'Dairy-free']);
    await user.click(within(leaveOut).getByRole('button', { name: 'Nut-free' }));
    expect(within(leaveOut).getByRole('button', { name: 'Nut-free' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Paneer Tikka', hidden: true }).closest('li')).toHaveAttribute('hidden');
    expect(screen.getByRole('link', { name: 'Butter Chicken' }).closest('li')).not.toHaveAttribute('hidden');
    expect(screen.getByText(/Please tell our staff about any allergy/)).toBeInTheDocument();
    await user.click(within(leaveOut).getByRole('button', { name: 'Nut-free' }));
    expect(screen.getByRole('link', { name: 'Paneer Tikka' }).closest('li')).not.toHaveAttribute('hidden');
  });

  it('explains a food-type mark and shows a placeholder for a broken picture', async () => {
    const { container } = await hydrateGuestPage();
    const card = screen.getByRole('link', { name: 'Egg Curry' }).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Contains egg' }));
    expect(await screen.findByText('This is an egg dish')).toBeInTheDocument();
    const image = container.querySelector<HTMLImageElement>('img[src="https://cdn.example.in/paneer.jpg"]')!;
    fireEvent.error(image);
    expect(image).toHaveAttribute('hidden');
    expect(image.previousElementSibling).toHaveClass('pm-media-placeholder');
  });

  it('draws each food mark once and points every dish at it', async () => {
    const { container } = await hydrateGuestPage();
    expect(container.querySelectorAll('symbol')).toHaveLength(4);
    expect(container.querySelectorAll('.pm-static svg path, .pm-static svg circle')).toHaveLength(0);
    expect(container.querySelector('#i-i3 use')).toHaveAttribute('href', '#food-mark-egg');
  });
});
