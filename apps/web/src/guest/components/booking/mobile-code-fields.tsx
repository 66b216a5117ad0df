import { useEffect, useState } from 'react';
// Relative, not '@/': the server's tests render these components from source (ssr-bundle.ts).
import { digitsOnly, INVALID_MOBILE_MESSAGE } from '../../../lib/phone.ts';
import { sendBookingCode } from '../../lib/booking-api.ts';
import { BOOKING_TEXTS } from '../../lib/booking-texts.ts';
import { BookingField, invalidProps } from './booking-field.tsx';

/** Decisions §4: a booking code may be asked for again after 30 s (the server may say longer). */
const RESEND_SECONDS = 30;

/**
 * The guest's number is checked on the server (libphonenumber, India by default): the full
 * metadata would double the public bundle, so here only the length is checked before a code
 * goes out.
 */
export const isPlausibleMobile = (digits: string) => digits.length >= 10 && digits.length <= 15;

interface MobileCodeFieldsProps {
  mobile: string;
  onMobileChange: (digits: string) => void;
  code: string;
  onCodeChange: (digits: string) => void;
  mobileError?: string;
  codeError?: string;
}

/** Mobile number, "Send code" with its resend timer, and the 6-digit code. */
export function MobileCodeFields({ mobile, onMobileChange, code, onCodeChange, mobileError, codeError }: MobileCodeFieldsProps) {
  const [isSending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const sendCode = async () => {
    if (!isPlausibleMobile(mobile)) {
      setSendError(INVALID_MOBILE_MESSAGE);
      return;
    }
    setSending(true);
    setSendError(null);
    try {
      const sent = await sendBookingCode(mobile);
      setSentTo(sent.mobileNumber);
      setSecondsLeft(Math.max(sent.resendAfter || 0, RESEND_SECONDS));
    } catch (error) {
      setSendError((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  const shownMobileError = sendError ?? mobileError;
  return (
    <>
      <div className="pb-field">
        <label className="pb-label" htmlFor="pb-mobile">
          {BOOKING_TEXTS.mobile}
        </label>
        <div className="pb-row">
          <input
            id="pb-mobile"
            className="pb-input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            value={mobile}
            onChange={(event) => {
              onMobileChange(digitsOnly(event.target.value));
              setSendError(null);
            }}
            aria-invalid={shownMobileError ? true : undefined}
            aria-describedby="pb-mobile-hint"
          />
          <button
            type="button"
            className="pb-button pb-button-secondary"
            onClick={sendCode}
            disabled={isSending || secondsLeft > 0}
          >
            {secondsLeft > 0 ? BOOKING_TEXTS.resendIn(secondsLeft) : sentTo ? BOOKING_TEXTS.resendCode : BOOKING_TEXTS.sendCode}
          </button>
        </div>
        <p
          id="pb-mobile-hint"
          className={shownMobileError ? 'pb-error' : 'pb-muted'}
          role={shownMobileError ? 'alert' : undefined}
        >
          {shownMobileError ?? (sentTo ? BOOKING_TEXTS.codeSent(sentTo) : BOOKING_TEXTS.mobileHint)}
        </p>
      </div>
      <BookingField id="pb-code" label={BOOKING_TEXTS.code} error={codeError}>
        <input
          id="pb-code"
          className="pb-input pb-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => onCodeChange(digitsOnly(event.target.value, 6))}
          {...invalidProps('pb-code', codeError)}
        />
      </BookingField>
    </>
  );
}
