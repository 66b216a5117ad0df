import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '@/lib/phone.ts';
import { useFormattedPhone } from './use-formatted-phone.ts';

describe('useFormattedPhone', () => {
  it('writes an Indian mobile at once, as the number library does', () => {
    for (const number of ['+919000000019', '919876543210']) {
      const { result } = renderHook(() => useFormattedPhone(number));
      expect(result.current).toBe(formatPhoneNumber(number));
    }
  });

  it('shows any other number as stored until the library has written it', async () => {
    const { result } = renderHook(() => useFormattedPhone('+14155552671'));
    expect(result.current).toBe('+14155552671');
    await waitFor(() => expect(result.current).toBe(formatPhoneNumber('+14155552671')));
    expect(result.current).not.toBe('+14155552671');
  });
});
