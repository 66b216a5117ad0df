import { useCallback, useRef, useState } from 'react';
import { useCheckIn } from '../api/check-in.ts';
import { checkInRefusal, type CheckInResult } from '../lib/check-in-result.ts';

/** Codes are printed in capitals without look-alikes; guests read them out with spaces or dashes. */
export const normaliseCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/**
 * The door's one check-in, shared by the code box, the camera and the guest list. Each new
 * code gets a fresh nonce; trying the same code again after a failed request reuses it, so a
 * retry after a lost answer is told "checked in", not "already checked in" (decisions §6).
 */
export function useDoorCheckIn(eventId: string) {
  const checkIn = useCheckIn(eventId);
  const [result, setResult] = useState<CheckInResult | null>(null);
  const attempt = useRef<{ code: string; nonce: string } | null>(null);
  const { mutate } = checkIn;

  const submit = useCallback(
    (typed: string, onDone?: (result: CheckInResult) => void) => {
      const code = normaliseCode(typed);
      if (!code) return;
      if (attempt.current?.code !== code) attempt.current = { code, nonce: crypto.randomUUID() };
      const { nonce } = attempt.current;
      mutate(
        { code, nonce },
        {
          onSuccess: ({ attendee }) => {
            const success: CheckInResult = { kind: 'success', attendee };
            setResult(success);
            attempt.current = null;
            onDone?.(success);
          },
          onError: (error) => {
            const refusal = checkInRefusal(error);
            setResult(refusal);
            // Only a failed request may be retried with the same nonce; an answer is final.
            if (refusal.kind !== 'error') attempt.current = null;
            onDone?.(refusal);
          },
        },
      );
    },
    [mutate],
  );

  return { submit, result, isPending: checkIn.isPending };
}

export type DoorCheckIn = ReturnType<typeof useDoorCheckIn>;
