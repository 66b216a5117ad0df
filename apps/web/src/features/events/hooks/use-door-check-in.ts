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

  const [earlyCode, setEarlyCode] = useState<string | null>(null);

  const send = useCallback(
    (typed: string, force: boolean, onDone?: (result: CheckInResult) => void) => {
      const code = normaliseCode(typed);
      if (!code) return;
      if (attempt.current?.code !== code) attempt.current = { code, nonce: crypto.randomUUID() };
      const { nonce } = attempt.current;
      setEarlyCode(null);
      mutate(
        { code, nonce, force },
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
            if (refusal.kind === 'too-early') setEarlyCode(code);
            // Only a failed request may be retried with the same nonce; an answer is final.
            if (refusal.kind !== 'error') attempt.current = null;
            onDone?.(refusal);
          },
        },
      );
    },
    [mutate],
  );

  const submit = useCallback((typed: string, onDone?: (result: CheckInResult) => void) => send(typed, false, onDone), [send]);
  /** The owner's or manager's "Check in anyway" for the code just refused as too early. */
  const forceEarly = useCallback(
    (onDone?: (result: CheckInResult) => void) => {
      if (earlyCode) send(earlyCode, true, onDone);
    },
    [earlyCode, send],
  );

  return { submit, forceEarly, canForce: earlyCode !== null, result, isPending: checkIn.isPending };
}

export type DoorCheckIn = ReturnType<typeof useDoorCheckIn>;
