import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { MenuResponse } from '@venue/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { sampleMenu } from '../test/menu-fixture.ts';
import { menuKeys } from './keys.ts';
import { useReorderMenu } from './reorder-menu.ts';

function envelope(body: unknown, status: number, errorMessage: string | null = null) {
  return new Response(
    JSON.stringify({
      responseStatus: {
        success: status < 400,
        errorCode: status === 409 ? 'STALE_ORDER' : null,
        errorMessage,
        error: null,
        timeStamp: '',
      },
      body,
    }),
    {
      status,
    },
  );
}

const orderOf = (menu: MenuResponse | undefined) =>
  menu?.menuitems.items
    .filter((i) => i.subCategory_id === 'sub-starters')
    .sort((a, b) => a.position - b.position)
    .map((i) => i._id);

afterEach(() => vi.unstubAllGlobals());

describe('useReorderMenu (optimistic, spec §4)', () => {
  it('applies the new order at once, rolls it back on a 409 and refetches', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(menuKeys.menu('spice-route'), sampleMenu());
    let releaseDrag: (response: Response) => void = () => {};
    const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
      if (String(input) === '/v2/menu-drag') return new Promise<Response>((resolve) => (releaseDrag = resolve));
      return Promise.resolve(envelope(sampleMenu(), 200));
    });
    vi.stubGlobal('fetch', fetchMock);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    // A mounted observer, so the invalidation after the failure really refetches.
    renderHook(() => queryClient.getQueryData(menuKeys.menu('spice-route')), { wrapper });
    const { result } = renderHook(() => useReorderMenu('spice-route'), { wrapper });

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current
        .mutateAsync({ scope: 'item', oldIds: ['item-paneer', 'item-samosa'], newIds: ['item-samosa', 'item-paneer'] })
        .catch((e: Error) => e);
    });
    await waitFor(() =>
      expect(orderOf(queryClient.getQueryData(menuKeys.menu('spice-route')))).toEqual(['item-samosa', 'item-paneer']),
    );

    releaseDrag(envelope(null, 409, 'Could not match all items with server data. Please refresh the page and try again.'));
    const error = (await outcome) as Error;
    expect(error.message).toBe('Could not match all items with server data. Please refresh the page and try again.');
    expect(orderOf(queryClient.getQueryData(menuKeys.menu('spice-route')))).toEqual(['item-paneer', 'item-samosa']);
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/v2/menu-drag')![1]!.body));
    expect(body).toEqual({
      type: 'item',
      oldData: [{ _id: 'item-paneer' }, { _id: 'item-samosa' }],
      reorderedData: [{ _id: 'item-samosa' }, { _id: 'item-paneer' }],
    });
    expect(queryClient.getQueryState(menuKeys.menu('spice-route'))?.isInvalidated).toBe(true);
  });
});
