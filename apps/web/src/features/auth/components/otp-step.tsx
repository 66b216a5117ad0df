import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { OTP_LENGTH, ValidateOtpRequestSchema } from '@venue/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatCountdown } from '../hooks/use-countdown.ts';
import { DigitsField } from '@/components/digits-field.tsx';
import { formatPhoneNumber } from '@/lib/phone.ts';

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

const OtpFormSchema = ValidateOtpRequestSchema.pick({ otp: true });
type OtpForm = z.infer<typeof OtpFormSchema>;

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
  const form = useForm<OtpForm>({ resolver: zodResolver(OtpFormSchema), defaultValues: { otp: '' } });
  const otp = form.watch('otp');
  // A wrong code costs one of its five tries (decisions §4): a stray keystroke at six digits, Enter
  // or the button must not send the refused digits again. Changing any digit makes a new code.
  const isRejected = (code: string) => code === rejectedCode;
  const complete = otp.length === OTP_LENGTH;
  const submit = form.handleSubmit(({ otp: code }) => {
    if (!verifying && !needsNewCode && !isRejected(code)) onVerify(code);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Enter the {OTP_LENGTH}-digit code sent to <b>{formatPhoneNumber(e164)}</b>.{' '}
          <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
            Change number
          </Anchor>
        </Text>
        {/* Pasted "123 456" or an SMS autofill both end up as six digits, and submit by themselves. */}
        <DigitsField
          control={form.control}
          name="otp"
          maxDigits={OTP_LENGTH}
          label="Verification code"
          placeholder="••••••"
          autoComplete="one-time-code"
          autoFocus
          size="md"
          maxLength={OTP_LENGTH + 6}
          styles={{
            input: { letterSpacing: '0.5em', fontSize: 22, textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
          }}
          error={error}
          onDigits={(digits) => {
            form.clearErrors('otp');
            if (digits.length === OTP_LENGTH && !isRejected(digits)) void submit();
          }}
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
                form.reset({ otp: '' });
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
