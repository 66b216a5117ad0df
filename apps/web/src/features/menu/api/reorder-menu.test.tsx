import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { MenuResponse } from '@venue/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { mockApi, type MockReply } from '@/lib/testing/mock-api.ts';
import { sampleMenu } from '../test/menu-fixture.ts';
import { menuKeys } from './keys.ts';
import { useReorderMenu } from './reorder-menu.ts';

const orderOf = (menu: MenuResponse | undefined) =>
  menu?.menuitems.items
    .filter((i) => i.subCategory_id === 'sub-starters')
    .sort((a, b) => a.position - b.position)
    .map((i) => i._id);

afterEach(() => vi.unstubAllGlobals());

describe('useReorderMenu (optimistic, spec §4)', () => {
  it('applies the new order at once, rolls it back on a 409 and refetches', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(menuKeys.menu(null, 'spice-route'), sampleMenu());
    let releaseDrag: (reply: MockReply) => void = () => {};
    const server = mockApi({
      'POST /v2/menu-drag': () => new Promise<MockReply>((resolve) => (releaseDrag = resolve)),
      'GET /v2/menu/spice-route': () => ({ body: sampleMenu() }),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    // A mounted observer, so the invalidation after the failure really refetches.
    renderHook(() => queryClient.getQueryData(menuKeys.menu(null, 'spice-route')), { wrapper });
    const { result } = renderHook(() => useReorderMenu('spice-route'), { wrapper });

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current
        .mutateAsync({ scope: 'item', oldIds: ['item-paneer', 'item-samosa'], newIds: ['item-samosa', 'item-paneer'] })
        .catch((e: Error) => e);
    });
    await waitFor(() =>
      expect(orderOf(queryClient.getQueryData(menuKeys.menu(null, 'spice-route')))).toEqual(['item-samosa', 'item-paneer']),
    );

    releaseDrag({
      status: 409,
      errorCode: 'STALE_ORDER',
      errorMessage: 'Could not match all items with server data. Please refresh the page and try again.',
    });
    const error = (await outcome) as Error;
    expect(error.message).toBe('Could not match all items with server data. Please refresh the page and try again.');
    expect(orderOf(queryClient.getQueryData(menuKeys.menu(null, 'spice-route')))).toEqual(['item-paneer', 'item-samosa']);
    expect(server.callsTo('POST /v2/menu-drag')[0]?.json).toEqual({
      type: 'item',
      oldData: [{ _id: 'item-paneer' }, { _id: 'item-samosa' }],
      reorderedData: [{ _id: 'item-samosa' }, { _id: 'item-paneer' }],
    });
    expect(queryClient.getQueryState(menuKeys.menu(null, 'spice-route'))?.isInvalidated).toBe(true);
  });
});
