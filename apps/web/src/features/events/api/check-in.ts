import { EVENT_PATHS, type Attendee } from '@venue/shared';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

/**
 * POST /v2/ticketed-events/{id}/check-in { code, nonce }: the attendee, or 409
 * already_checked_in (with the first time), 404 invalid, 422 unpaid / cancelled. The nonce
 * makes a retried request (a door phone on a weak network) answer like the first one.
 */
export const checkIn = ({ eventId, code, nonce }: { eventId: string; code: string; nonce: string }) =>
  api.post<{ attendee: Attendee }>(
    EVENT_PATHS.checkIn(encodeURIComponent(eventId)),
    { code, nonce },
    {
      fallbackMessage: 'Failed to check in',
    },
  );

export function useCheckIn(eventId: string) {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: (input: { code: string; nonce: string }) => checkIn({ eventId, ...input }),
    onSettled: () => invalidate((profileId) => eventKeys.attendeesAll(profileId, eventId)),
  });
}
