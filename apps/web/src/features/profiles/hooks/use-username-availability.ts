import { useDebouncedValue } from '@mantine/hooks';
import { DEBOUNCE_MS, UserNameSchema } from '@venue/shared';
import { useUserNameAvailabilityQuery } from '../api/check-username-availability.ts';

/** Spec §4 "Username availability" states, plus idle before there is anything to check. */
export type UserNameAvailability = 'idle' | 'checking' | 'available' | 'unavailable' | 'error';

/**
 * Checks a username once it is well-formed (3+ allowed characters) and has stopped changing
 * for DEBOUNCE_MS (spec §5, §9). While the text is still settling the state is "checking",
 * so Save cannot slip through between a keystroke and the answer.
 */
export function useUserNameAvailability(userName: string): UserNameAvailability {
  const trimmed = userName.trim();
  const eligible = UserNameSchema.safeParse(trimmed).success;
  const [debounced] = useDebouncedValue(trimmed, DEBOUNCE_MS);
  const settled = debounced === trimmed;
  const query = useUserNameAvailabilityQuery(debounced, eligible && settled);

  if (!eligible) return 'idle';
  if (!settled || query.isFetching) return 'checking';
  if (query.isError) return 'error';
  if (query.data === undefined) return 'checking';
  return query.data ? 'available' : 'unavailable';
}
