import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { menuFixture } from '../test/menu-fixture.ts';
import { stubDialogModal } from '../test/stub-dialog.ts';
import { PublicMenuApp } from './public-menu-app.tsx';

beforeAll(stubDialogModal);

afterEach(() => vi.useRealTimers());

describe('PublicMenuApp', () => {
  it('shows every category with its subcategories and dishes, prices in rupees', () => {
    render(<PublicMenuApp menu={menuFixture()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Food' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Mains' })).toBeInTheDocument();
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
    expect(screen.getByText('₹249 / ₹449.50')).toBeInTheDocument();
    expect(screen.getByText("Chef's Choice")).toBeInTheDocument();
    // A category without dishes is left out of the guest page.
    expect(screen.queryByRole('heading', { name: 'Desserts' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Weekend thali' })).toBeInTheDocument();
  });

  it('offers "Book a table" when the venue takes bookings, and not in the preview', () => {
    const { unmount } = render(<PublicMenuApp menu={{ ...menuFixture(), bookingUrl: '/v/spice/book' }} />);
    expect(screen.getByRole('link', { name: 'Book a table' })).toHaveAttribute('href', '/v/spice/book');
    unmount();
    render(<PublicMenuApp menu={{ ...menuFixture(), bookingUrl: '/v/spice/book' }} mode="preview" />);
    expect(screen.queryByRole('link', { name: 'Book a table' })).not.toBeInTheDocument();
  });

  it('prints the FSSAI licence in the footer only when the venue has one', () => {
    const { unmount } = render(<PublicMenuApp menu={menuFixture()} />);
    expect(screen.queryByText(/FSSAI/)).not.toBeInTheDocument();
    unmount();
    const menu = menuFixture();
    render(<PublicMenuApp menu={{ ...menu, venue: { ...menu.venue, fssaiLicence: '12345678901234' } }} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('FSSAI Lic. No. 12345678901234');
  });

  it('tells a guest a menu without dishes has none yet, with no search over nothing; the preview says what guests see', () => {
    const empty = { ...menuFixture(), categories: [], subCategories: [], items: [] };
    const { unmount } = render(<PublicMenuApp menu={empty} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No dishes on the menu yet' })).toBeInTheDocument();
    expect(screen.getByText('Please ask our staff what is being served today.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    unmount();
    render(<PublicMenuApp menu={empty} mode="preview" />);
    expect(screen.getByText('Guests see this until your menu has a dish that is not hidden.')).toBeInTheDocument();
  });

  it('keeps empty categories in the preview, saying so', () => {
    render(<PublicMenuApp menu={menuFixture()} mode="preview" />);
    const desserts = screen.getByRole('region', { name: 'Desserts' });
    expect(within(desserts).getByText('No visible items in this category.')).toBeInTheDocument();
  });

  it('searches and filters by food type', async () => {
    const user = userEvent.setup();
    render(<PublicMenuApp menu={menuFixture()} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'full');
    expect(await screen.findByText('1 dish found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Butter Chicken' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paneer Tikka' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search the menu' }));
    await user.click(screen.getByRole('button', { name: 'Egg' }));
    expect(screen.getByRole('button', { name: 'Egg' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Egg Curry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Butter Chicken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mango Lassi' })).not.toBeInTheDocument();
  });

  it('opens the item detail with price, contains (first 3), dietary indicators and CLOSE', async () => {
    const user = userEvent.setup();
    render(<PublicMenuApp menu={menuFixture()} />);
    await user.click(screen.getByRole('link', { name: 'Paneer Tikka' }));
    const dialog = screen.getByRole('dialog', { name: 'Paneer Tikka' });
    expect(within(dialog).getByRole('heading', { name: 'Price' })).toBeInTheDocument();
    expect(within(dialog).getByText('₹1,23,456')).toBeInTheDocument();
    const contains = within(dialog).getByRole('region', { name: 'Contains' });
    expect(
      within(contains)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Milk', 'Wheat / Rye / Barley / Oats', 'Nut', '+1 more']);
    const dietary = within(dialog).getByRole('region', { name: 'Dietary information' });
    expect(
      within(dietary)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Milk', 'Gluten', 'Nuts']);
    expect(within(dialog).getByText('Smoky cottage cheese from the tandoor')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists variants with their prices and food-type icons', async () => {
    const user = userEvent.setup();
    render(<PublicMenuApp menu={menuFixture()} />);
    await user.click(screen.getByRole('link', { name: 'Butter Chicken' }));
    const variants = within(screen.getByRole('dialog')).getByRole('region', { name: 'Variants' });
    const rows = within(variants).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Half₹249', 'Full₹449.50']);
    expect(within(rows[0]!).getByRole('button', { name: 'Non-vegetarian' })).toBeInTheDocument();
  });

  it('explains a food-type icon for 2 seconds', () => {
    vi.useFakeTimers();
    render(<PublicMenuApp menu={menuFixture()} />);
    const card = screen.getByRole('link', { name: 'Egg Curry' }).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Contains egg' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('This is an egg dish');
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByText('This is an egg dish')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('This is an egg dish')).not.toBeInTheDocument();
  });

  it('falls back to a placeholder for a broken image and says "Video Error" for a failed video', () => {
    const { container } = render(<PublicMenuApp menu={menuFixture()} />);
    const image = container.querySelector('img[src="https://cdn.example.in/paneer.jpg"]')!;
    fireEvent.error(image);
    expect(container.querySelector('img[src="https://cdn.example.in/paneer.jpg"]')).toBeNull();
    const video = container.querySelector('video')!;
    fireEvent.error(video);
    expect(screen.getByRole('img', { name: 'Video Error' })).toBeInTheDocument();
  });
});
