import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationKeys } from './keys.ts';

/** POST /v1/restaurant/deleteMealTime { _id }. */
export const deleteMealTime = (mealTimeId: string) =>
  api.post<{ deleted: string }>(
    '/v1/restaurant/deleteMealTime',
    { _id: mealTimeId },
    { fallbackMessage: 'Failed to delete meal time' },
  );

export function useDeleteMealTime() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: deleteMealTime, onSuccess: () => invalidate(reservationKeys.all) });
}
