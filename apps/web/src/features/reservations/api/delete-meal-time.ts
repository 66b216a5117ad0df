import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { reservationKeys } from './keys.ts';

/** POST /v1/restaurant/deleteMealTime { _id }. */
export const deleteMealTime = (mealTimeId: string) =>
  api.call(reservationsRoutes.deleteMealTime, { body: { _id: mealTimeId }, fallbackMessage: 'Failed to delete meal time' });

export function useDeleteMealTime() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: deleteMealTime, onSuccess: () => invalidate(reservationKeys.all) });
}
