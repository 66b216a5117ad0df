import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/testing/render.tsx';
import { DeferredSelect, SELECT_DELAY_MS } from './deferred-select.tsx';

// Whether Mantine's Select (its own chunk in the build) has been fetched.
const loaded = vi.hoisted(() => ({ select: false }));
vi.mock('./select-field.tsx', async (importOriginal) => {
  loaded.select = true;
  return { ...(await importOriginal<object>()) };
});

const SORTS = [
  { value: 'api-order', label: 'Default order' },
  { value: 'price-asc', label: 'Price: low to high' },
];

/**
 * Holds back the fetch a deferred select makes by itself a second after it shows. On a loaded
 * machine the press below came more than a second after the render: the Select had already
 * replaced the field the test pressed, and the press landed on nothing (a flaky failure in CI).
 */
function withoutIdleFetch() {
  const realSetTimeout = window.setTimeout;
  vi.spyOn(window, 'setTimeout').mockImplementation(((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
    ms === SELECT_DELAY_MS ? 0 : realSetTimeout(handler, ms, ...rest)) as typeof window.setTimeout);
}

describe('DeferredSelect (issue 15 "Speed")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its chosen option without Mantine Select, then opens on the first press and takes the choice', async () => {
    withoutIdleFetch();
    const onChange = vi.fn();
    renderWithProviders(<DeferredSelect aria-label="Sort items" data={SORTS} value="api-order" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Sort items' });
    expect(field).toHaveValue('Default order');
    expect(loaded.select).toBe(false);

    // Pressed before the Select is here: it arrives, takes the focus and opens.
    await userEvent.setup().click(field);
    const option = await screen.findByRole('option', { name: 'Price: low to high' }, { timeout: 10_000 });
    expect(loaded.select).toBe(true);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Sort items' })).toHaveFocus());
    await userEvent.setup().click(option);
    expect(onChange).toHaveBeenCalledWith('price-asc', expect.objectContaining({ value: 'price-asc' }));
    // The first import of Mantine's Select is compiled on the spot: seconds when the whole suite
    // shares two cores.
  }, 15_000);
});
