import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { reservationKeys } from './keys.ts';

/** POST /v1/restaurant/deleteTnCClause { _id }. */
export const deleteTnCClause = (clauseId: string) =>
  api.call(reservationsRoutes.deleteTnCClause, { body: { _id: clauseId }, fallbackMessage: 'Failed to delete clause' });

export function useDeleteTermsClause() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: deleteTnCClause, onSuccess: () => invalidate(reservationKeys.terms) });
}
