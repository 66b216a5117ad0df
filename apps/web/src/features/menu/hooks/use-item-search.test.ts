import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleMenu } from '../test/menu-fixture.ts';
import * as ItemSearch from '../utils/item-search.ts';
import { toMenuView } from '../utils/map-menu.ts';
import { prepareItemSearch, useItemSearch } from './use-item-search.ts';

vi.mock('../utils/item-search.ts', { spy: true });

describe('the menu search (issue 15 "Speed")', () => {
  it('builds the index when the box is focused, so the first keystroke only searches, with results in its first render', async () => {
    const { items } = toMenuView(sampleMenu());
    prepareItemSearch(items);
    await waitFor(() => expect(ItemSearch.createItemSearch).toHaveBeenCalledTimes(1));

    const { result } = renderHook(() => useItemSearch(items, 'panner'));
    expect(result.current?.map((item) => item.name)).toContain('Paneer Tikka');
    // The index built on focus served the search: none was built for it.
    expect(ItemSearch.createItemSearch).toHaveBeenCalledTimes(1);
  });
});
