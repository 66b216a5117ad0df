import { EVENT_TEXTS } from '../../lib/event-texts.ts';

interface QuantityStepperProps {
  /** The ticket type's name: the buttons and the count are labelled with it. */
  name: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/**
 * − count + for one ticket type: big enough to tap at 375 px, plain buttons for the keyboard,
 * and the count announced as it changes.
 */
export function QuantityStepper({ name, value, max, disabled = false, onChange }: QuantityStepperProps) {
  return (
    <div className="pe-stepper" role="group" aria-label={EVENT_TEXTS.quantity(name)}>
      <button
        type="button"
        className="pe-step"
        aria-label={EVENT_TEXTS.fewer(name)}
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
        aria-label={EVENT_TEXTS.more(name)}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
