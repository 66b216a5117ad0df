import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { qrKeys } from './keys.ts';
import { useCreateQrTables } from './create-qr-tables.ts';
import { useUpdateQrCode } from './update-qr-code.ts';

afterEach(() => vi.unstubAllGlobals());

const ROOM = ['a', 'b', 'c'].map((letter) => letter.repeat(24));

/** A screen's cache: the list, the scan figures and every card's image. */
function cachedRoom() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(qrKeys.codes(null), { qrCodes: [] });
  queryClient.setQueryData(qrKeys.stats(null, 30), { days: [] });
  for (const id of ROOM) queryClient.setQueryData(qrKeys.image(null, id), new Blob(['<svg/>']));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, wrapper, invalidated };
}

describe('the QR cache after a write', () => {
  it('an edited label refreshes the list, the figures and that code’s image, not the others’', async () => {
    mockApi({
      [`PATCH /v2/qr-codes/${ROOM[1]}`]: () => ({
        body: {
          qrCode: {
            _id: ROOM[1],
            code: 'Ab3dEf9h',
            kind: 'table',
            label: 'Patio Corner',
            tableNumber: 2,
            displayName: 'Patio Corner 2',
            shortUrl: 'http://localhost/q/Ab3dEf9h',
            targetPath: '/v/spice-route',
            scanCount: 0,
            lastScannedAt: '',
            createdAt: '2026-11-29T10:00:00.000Z',
          },
        },
      }),
    });
    const { wrapper, invalidated } = cachedRoom();
    const { result } = renderHook(() => useUpdateQrCode(), { wrapper });
    await act(() => result.current.mutateAsync({ id: ROOM[1]!, label: 'Patio Corner' }));
    expect(invalidated(qrKeys.codes(null))).toBe(true);
    expect(invalidated(qrKeys.stats(null, 30))).toBe(true);
    expect(ROOM.map((id) => invalidated(qrKeys.image(null, id)))).toEqual([false, true, false]);
  });

  it('new codes refresh the list and the figures; every image already drawn stays', async () => {
    mockApi({ 'POST /v2/qr-codes/tables': () => ({ body: { created: [], existing: [] } }) });
    const { wrapper, invalidated } = cachedRoom();
    const { result } = renderHook(() => useCreateQrTables(), { wrapper });
    await act(() => result.current.mutateAsync({ label: 'Patio', fromNumber: 4, toNumber: 6 }));
    expect(invalidated(qrKeys.codes(null))).toBe(true);
    expect(invalidated(qrKeys.stats(null, 30))).toBe(true);
    expect(ROOM.map((id) => invalidated(qrKeys.image(null, id)))).toEqual([false, false, false]);
  });
});
