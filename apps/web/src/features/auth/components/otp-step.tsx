import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { OTP_LENGTH } from '@venue/shared';
import { useRef, useState, type FormEvent } from 'react';
import { formatCountdown } from '../hooks/use-countdown.ts';
import { displayNumber } from '../lib/phone.ts';
import { digitsOnly } from '@/lib/digits.ts';

interface OtpStepProps {
  e164: string;
  verifying: boolean;
  resending: boolean;
  /** Seconds until "Resend code" is allowed (from the server's resendAfter). */
  resendIn: number;
  error: string | null;
  /** The current code is dead (expired / too many tries): only a new code helps. */
  needsNewCode: boolean;
  /** Digits the server refused as wrong: typing them again (or Enter) does not resend them. */
  rejectedCode: string | null;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

/**
 * The shared schema's code rule (ValidateOtpRequestSchema's `otp`), kept as plain state: the
 * login page loads neither zod nor react-hook-form (docs/decisions/0019).
 */
const CODE_ERROR = `Enter the ${OTP_LENGTH}-digit code`;

/** Step 2 of login: the 6-digit code, paste and SMS autofill friendly. */
export function OtpStep({
  e164,
  verifying,
  resending,
  resendIn,
  error,
  needsNewCode,
  rejectedCode,
  onVerify,
  onResend,
  onChangeNumber,
}: OtpStepProps) {
  const [otp, setOtp] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A wrong code costs one of its five tries (decisions §4): a stray keystroke at six digits, Enter
  // or the button must not send the refused digits again. Changing any digit makes a new code.
  const isRejected = (code: string) => code === rejectedCode;
  const complete = otp.length === OTP_LENGTH;
  function submit(code: string) {
    if (code.length !== OTP_LENGTH) {
      setCodeError(CODE_ERROR);
      input.current?.focus();
    } else if (!verifying && !needsNewCode && !isRejected(code)) onVerify(code);
  }

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(otp);
      }}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm">
          Enter the {OTP_LENGTH}-digit code sent to <b>{displayNumber(e164)}</b>.{' '}
          <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
            Change number
          </Anchor>
        </Text>
        {/* Pasted "123 456" or an SMS autofill both end up as six digits, and submit by themselves. */}
        <TextInput
          ref={input}
          inputMode="numeric"
          label="Verification code"
          placeholder="••••••"
          autoComplete="one-time-code"
          autoFocus
          size="md"
          maxLength={OTP_LENGTH + 6}
          styles={{
            input: { letterSpacing: '0.5em', fontSize: 22, textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
          }}
          value={otp}
          onChange={(event) => {
            const digits = digitsOnly(event.currentTarget.value, OTP_LENGTH);
            setOtp(digits);
            setCodeError(null);
            if (digits.length === OTP_LENGTH && !isRejected(digits)) submit(digits);
          }}
          error={codeError ?? error}
        />
        <Button type="submit" size="md" loading={verifying} disabled={!complete || needsNewCode || isRejected(otp)}>
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
                setOtp('');
                setCodeError(null);
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
