import { useState } from 'react';
import { CHECKOUT_TEXTS } from '../../lib/checkout-texts.ts';
import { previewPromoCode, type PromoPreview } from '../../lib/ticket-api.ts';
import { invalidProps } from '../booking/booking-field.tsx';

interface PromoCodeFieldProps {
  eventId: string;
  applied: PromoPreview | null;
  onApplied: (promo: PromoPreview | null) => void;
  disabled?: boolean;
}

/**
 * "Have a code?" (decisions §7 "Events: promo codes"): a link until the guest has a code, so the
 * checkout stays short for everyone else; the code is checked with the server's preview and the
 * order checks it again.
 */
export function PromoCodeField({ eventId, applied, onApplied, disabled }: PromoCodeFieldProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  if (applied) {
    return (
      <p className="pe-promo-applied">
        <span>{CHECKOUT_TEXTS.applied(applied.code)}</span>
        <button type="button" className="pb-button pb-button-link" disabled={disabled} onClick={() => onApplied(null)}>
          {CHECKOUT_TEXTS.remove}
        </button>
      </p>
    );
  }
  if (!isOpen) {
    return (
      <button
        type="button"
        className="pb-button pb-button-link pe-promo-open"
        disabled={disabled}
        onClick={() => setIsOpen(true)}
      >
        {CHECKOUT_TEXTS.haveCode}
      </button>
    );
  }
  const apply = async () => {
    if (!code.trim()) {
      setError(CHECKOUT_TEXTS.codeRequired);
      return;
    }
    setIsChecking(true);
    setError(null);
    try {
      onApplied((await previewPromoCode(eventId, code.trim())).promo);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setIsChecking(false);
    }
  };
  return (
    <div className="pb-field">
      <label className="pb-label" htmlFor="pe-promo">
        {CHECKOUT_TEXTS.promoCode}
      </label>
      <div className="pb-row">
        <input
          id="pe-promo"
          className="pb-input"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          value={code}
          disabled={disabled || isChecking}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            // Enter applies the code rather than submitting the whole order.
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
          {...invalidProps('pe-promo', error ?? undefined)}
        />
        <button
          type="button"
          className="pb-button pb-button-secondary"
          disabled={disabled || isChecking}
          onClick={() => void apply()}
        >
          {isChecking ? CHECKOUT_TEXTS.checking : CHECKOUT_TEXTS.apply}
        </button>
      </div>
      {error ? (
        <p id="pe-promo-error" className="pb-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
