import { EVENT_TEXTS } from '../../lib/event-texts.ts';

interface QuantityStepperProps {
  /** What the count counts ("General tickets", "places"): the group and buttons are labelled with it. */
  noun: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/**
 * − count + for one ticket type: big enough to tap at 375 px, plain buttons for the keyboard,
 * and the count announced as it changes.
 */
export function QuantityStepper({ noun, value, max, disabled = false, onChange }: QuantityStepperProps) {
  return (
    <div className="pe-stepper" role="group" aria-label={noun}>
      <button
        type="button"
        className="pe-step"
        aria-label={EVENT_TEXTS.fewer(noun)}
        disabled={disabled || value <= 0}
        onClick={() => onChange(Math.max(0, value - 1))}
      >
        −
      </button>
      <output className="pe-count" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="pe-step"
        aria-label={EVENT_TEXTS.more(noun)}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
