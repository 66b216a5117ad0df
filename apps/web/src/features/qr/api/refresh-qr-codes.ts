import { useCallback } from 'react';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { qrKeys } from './keys.ts';

/**
 * After a write: the list and the scan figures, and the image of the code whose label changed.
 * Every other code's image stays: it changes only with its own label, and each is drawn by the
 * server (its label set in outlines), so refetching a room of 40 after one edit cost seconds.
 */
export function useRefreshQrCodes() {
  const invalidate = useInvalidateProfileQueries();
  return useCallback(
    (relabelled?: string) =>
      Promise.all([
        invalidate(qrKeys.codes),
        invalidate(qrKeys.allStats),
        ...(relabelled ? [invalidate((profileId) => qrKeys.image(profileId, relabelled))] : []),
      ]),
    [invalidate],
  );
}
