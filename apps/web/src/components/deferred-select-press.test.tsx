import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/testing/render.tsx';
import { DeferredSelect } from './deferred-select.tsx';

// A file of its own: Mantine's Select must not have been fetched yet (deferred-select.test.tsx fetches it).
const SORTS = [
  { value: 'api-order', label: 'Default order' },
  { value: 'price-asc', label: 'Price: low to high' },
];

describe('DeferredSelect pressed while its Select arrives', () => {
  it('opens when the Select arrives between a mouse press and its release', async () => {
    renderWithProviders(<DeferredSelect aria-label="Sort items" data={SORTS} value="api-order" onChange={vi.fn()} />);
    // The press lands on the stand-in; its release and click would land on the Select, which
    // makes no click on either, so the press alone has to ask for the list.
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Sort items' }), { pointerType: 'mouse' });
    expect(await screen.findByRole('option', { name: 'Price: low to high' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
