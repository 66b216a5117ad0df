import { useQuery } from '@tanstack/react-query';
import type { TermsClauseSchema } from '@venue/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

export type TermsClause = z.infer<typeof TermsClauseSchema>;

/** GET /v1/restaurant/getAllTnCClauses/: the booking terms in their order. */
export const getAllTnCClauses = () =>
  api
    .call(reservationsRoutes.getAllTnCClauses, { fallbackMessage: 'Failed to fetch terms' })
    .then((body) => [...body.clauses].sort((a, b) => a.position - b.position));

export function useTerms() {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: reservationKeys.terms(profileId), queryFn: getAllTnCClauses });
}
