import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { reservationKeys } from './keys.ts';

/**
 * A booking's status change: afterwards the bookings, the covers per slot (a declined or
 * no-show booking frees its covers) and the figures are stale.
 */
export function useBookingStatusMutation<Result, Input = string>(mutationFn: (input: Input) => Promise<Result>) {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        invalidate(reservationKeys.bookingsAll),
        invalidate(reservationKeys.slotsAll),
        invalidate(reservationKeys.figuresAll),
      ]),
  });
}
