import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventsRoutes } from '@venue/shared/routes';
import { eventKeys } from './keys.ts';

interface CheckInInput {
  code: string;
  nonce: string;
  /** Before check-in opens: the owner's or a manager's override, audited by the server. */
  force?: boolean;
}

/**
 * POST /v2/ticketed-events/{id}/check-in { code, nonce, force? }: the attendee, or 409
 * already_checked_in (with the first time), 404 invalid, 422 unpaid / cancelled / too_early.
 * The nonce makes a retried request (a door phone on a weak network) answer like the first one.
 */
export const checkIn = ({ eventId, code, nonce, force }: CheckInInput & { eventId: string }) =>
  api.call(eventsRoutes.checkIn, {
    params: { id: eventId },
    body: force ? { code, nonce, force } : { code, nonce },
    fallbackMessage: 'Failed to check in',
  });

export function useCheckIn(eventId: string) {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: (input: CheckInInput) => checkIn({ eventId, ...input }),
    onSettled: () => invalidate((profileId) => eventKeys.attendeesAll(profileId, eventId)),
  });
}
