import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { reservationKeys } from './keys.ts';

/** POST /v1/restaurant/updateTnCClause { _id?, clause }: adds a clause without an id, else edits it. */
export const updateTnCClause = (input: { _id?: string; clause: string }) =>
  api.call(reservationsRoutes.updateTnCClause, { body: input, fallbackMessage: 'Failed to save clause' });

export function useUpdateTermsClause() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updateTnCClause, onSuccess: () => invalidate(reservationKeys.terms) });
}
