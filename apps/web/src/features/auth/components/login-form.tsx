import { Alert } from '@mantine/core';
import { useState } from 'react';
import type { CountryCode } from 'libphonenumber-js/mobile';
import { toast } from '@/lib/toast.ts';
import { useUserLogin } from '../api/user-login.ts';
import { useValidateOtp } from '../api/validate-otp.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { describeLoginError, type LoginProblem } from '../lib/login-error.ts';
import { OtpStep } from './otp-step.tsx';
import { PhoneStep } from './phone-step.tsx';

type Step = { name: 'phone' } | { name: 'code'; e164: string };

/**
 * Phone number, then the one-time code (spec §4 login). On success the session is stored and
 * the login route's guard sends the person on to where they were going.
 */
export function LoginForm({ onCodeSent }: { onCodeSent?: () => void } = {}) {
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [entered, setEntered] = useState<{ country: CountryCode; digits: string } | null>(null);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  /** The code the server last refused as wrong: never sent again as it is. */
  const [rejectedCode, setRejectedCode] = useState<string | null>(null);
  const resend = useCountdown();
  const wait = useCountdown();
  const sendCode = useUserLogin();
  const verify = useValidateOtp();

  function requestCode(e164: string, onSent?: () => void) {
    setProblem(null);
    setRejectedCode(null);
    sendCode.mutate(
      { mobileNumber: e164 },
      {
        onSuccess: (body) => {
          resend.start(body.resendAfter);
          setStep({ name: 'code', e164 });
          onCodeSent?.();
          onSent?.();
        },
        onError: (error) => {
          const next = describeLoginError(error);
          setProblem(next);
          if (next.retryAfterSeconds) wait.start(next.retryAfterSeconds);
        },
      },
    );
  }

  if (step.name === 'phone') {
    return (
      <PhoneStep
        initialCountry={entered?.country}
        initialDigits={entered?.digits}
        pending={sendCode.isPending}
        serverError={problem?.message ?? null}
        waitSeconds={wait.secondsLeft}
        onSubmit={({ e164, country, digits }) => {
          setEntered({ country, digits });
          requestCode(e164);
        }}
      />
    );
  }

  return (
    <>
      {problem?.needsNewCode && (
        <Alert color="orange" variant="light" mb="md" title="Request a new code">
          {problem.message}
        </Alert>
      )}
      <OtpStep
        key={step.e164}
        e164={step.e164}
        verifying={verify.isPending}
        resending={sendCode.isPending}
        resendIn={Math.max(resend.secondsLeft, wait.secondsLeft)}
        error={problem && !problem.needsNewCode ? problem.message : null}
        needsNewCode={problem?.needsNewCode ?? false}
        rejectedCode={rejectedCode}
        onVerify={(otp) => {
          setProblem(null);
          verify.mutate(
            { mobileNumber: step.e164, otp },
            {
              onError: (error) => {
                const next = describeLoginError(error);
                setProblem(next);
                if (next.codeRejected) setRejectedCode(otp);
                if (next.retryAfterSeconds) wait.start(next.retryAfterSeconds);
              },
            },
          );
        }}
        onResend={() => requestCode(step.e164, () => toast({ title: 'Code sent', description: 'A new code is on its way.' }))}
        onChangeNumber={() => {
          setProblem(null);
          setStep({ name: 'phone' });
        }}
      />
    </>
  );
}
