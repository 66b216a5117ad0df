import { Button, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { useCheckIn } from '../api/check-in.ts';
import { checkInRefusal, type CheckInResult } from '../lib/check-in-result.ts';
import { CameraScanner } from './camera-scanner.tsx';
import { CheckInResultCard } from './check-in-result-card.tsx';

/** Codes are printed in capitals without look-alikes; guests read them out with spaces or dashes. */
const normaliseCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/**
 * Check-in by typed (or scanned) code. Each new code gets a fresh nonce; trying the same code
 * again after a failed request reuses it, so a retry after a lost answer is told "checked in",
 * not "already checked in" (decisions §6).
 */
export function CheckInPanel({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const checkIn = useCheckIn(eventId);
  const [code, setCode] = useState('');
  const [result, setResult] = useState<CheckInResult | null>(null);
  const attempt = useRef<{ code: string; nonce: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  function submit(typed: string) {
    const normalised = normaliseCode(typed);
    if (!normalised) return;
    if (attempt.current?.code !== normalised) attempt.current = { code: normalised, nonce: crypto.randomUUID() };
    const { nonce } = attempt.current;
    checkIn.mutate(
      { code: normalised, nonce },
      {
        onSuccess: ({ attendee }) => {
          setResult({ kind: 'success', attendee });
          setCode('');
          attempt.current = null;
        },
        onError: (error) => {
          const refusal = checkInRefusal(error);
          setResult(refusal);
          // Only a failed request may be retried with the same nonce; an answer is final.
          if (refusal.kind !== 'error') attempt.current = null;
        },
        onSettled: () => input.current?.focus(),
      },
    );
  }

  return (
    <Stack gap="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit(code);
        }}
        aria-label="Check in by code"
      >
        <Stack gap="xs">
          <TextInput
            ref={input}
            label="Ticket code"
            placeholder="e.g. 7KQ4M9XTAC3P"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            size="lg"
            styles={{ input: { fontFamily: 'monospace', letterSpacing: 2 } }}
          />
          <AccessGuard flag="tableReserveAccess" mode="disable">
            <Button type="submit" size="lg" fullWidth loading={checkIn.isPending} disabled={!normaliseCode(code)}>
              Check in
            </Button>
          </AccessGuard>
        </Stack>
      </form>
      <AccessGuard flag="tableReserveAccess" mode="disable" block>
        <CameraScanner onCode={submit} isBusy={checkIn.isPending} />
      </AccessGuard>
      {result && <CheckInResultCard result={result} timeZone={timeZone} />}
    </Stack>
  );
}
