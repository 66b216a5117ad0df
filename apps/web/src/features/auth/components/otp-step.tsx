import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { OTP_LENGTH } from '@venue/shared';
import { useState, type FormEvent } from 'react';
import { formatCountdown } from '../hooks/use-countdown.ts';
import { digitsOnly, formatForDisplay } from '../lib/phone.ts';

interface OtpStepProps {
  e164: string;
  verifying: boolean;
  resending: boolean;
  /** Seconds until "Resend code" is allowed (from the server's resendAfter). */
  resendIn: number;
  error: string | null;
  /** The current code is dead (expired / too many tries): only a new code helps. */
  needsNewCode: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** Step 2 of login: the 6-digit code, paste and SMS autofill friendly. */
export function OtpStep({
  e164,
  verifying,
  resending,
  resendIn,
  error,
  needsNewCode,
  onVerify,
  onResend,
  onChangeNumber,
}: OtpStepProps) {
  const [code, setCode] = useState('');
  const complete = code.length === OTP_LENGTH;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (complete && !verifying && !needsNewCode) onVerify(code);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Enter the {OTP_LENGTH}-digit code sent to <b>{formatForDisplay(e164)}</b>.{' '}
          <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
            Change number
          </Anchor>
        </Text>
        <TextInput
          label="Verification code"
          placeholder="••••••"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          size="md"
          maxLength={OTP_LENGTH + 6}
          styles={{ input: { letterSpacing: '0.5em', fontSize: 22, textAlign: 'center', fontVariantNumeric: 'tabular-nums' } }}
          value={code}
          onChange={(event) => {
            // Pasted "123 456" or an SMS autofill both end up as six digits.
            const next = digitsOnly(event.currentTarget.value, OTP_LENGTH);
            setCode(next);
            if (next.length === OTP_LENGTH && !verifying && !needsNewCode) onVerify(next);
          }}
          error={error}
        />
        <Button type="submit" size="md" loading={verifying} disabled={!complete || needsNewCode}>
          Verify and continue
        </Button>
        <Group justify="center" gap={6}>
          <Text size="sm" c="dimmed">
            Didn&apos;t get it?
          </Text>
          {resendIn > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              Resend code in {formatCountdown(resendIn)}
            </Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={resending}
              onClick={() => {
                setCode('');
                onResend();
              }}
            >
              {resending ? 'Sending...' : 'Resend code'}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
