import { useMutation } from '@tanstack/react-query';
import { RESERVATION_MESSAGES } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { reservationKeys } from './keys.ts';

/** POST /v1/bookings/updateAutoAcceptOrders { restaurantId, autoAccept }. */
export const updateAutoAcceptOrders = (input: { restaurantId: string; autoAccept: boolean }) =>
  api.call(reservationsRoutes.updateAutoAcceptOrders, { body: input, fallbackMessage: RESERVATION_MESSAGES.autoAcceptFailed });

export function useUpdateAutoAccept() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updateAutoAcceptOrders, onSettled: () => invalidate(reservationKeys.restaurant) });
}
