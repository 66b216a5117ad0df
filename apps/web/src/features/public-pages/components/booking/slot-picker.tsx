import type { AvailableSlot } from '../../lib/booking-api.ts';
import { formatBookingTime } from '../../lib/booking-dates.ts';
import { BOOKING_TEXTS } from '../../lib/booking-texts.ts';

export type SlotsState =
  { status: 'loading' } | { status: 'ready'; slots: AvailableSlot[] } | { status: 'error'; message: string };

interface SlotPickerProps {
  state: SlotsState;
  selected: string | null;
  onSelect: (time: string) => void;
  error?: string;
}

/**
 * The day's slots as buttons (decisions §6: `available` false when the party would overflow a
 * slot of its stay, or the slot is closed, past or inside the notice). Taken ones stay visible
 * but disabled, so the guest sees the evening's shape.
 */
export function SlotPicker({ state, selected, onSelect, error }: SlotPickerProps) {
  return (
    <fieldset className="pb-fieldset" aria-describedby={error ? 'pb-slot-error' : undefined}>
      <legend className="pb-label">{BOOKING_TEXTS.time}</legend>
      <div aria-live="polite">
        {state.status === 'loading' ? <p className="pb-muted">{BOOKING_TEXTS.loadingSlots}</p> : null}
        {state.status === 'error' ? (
          <p className="pb-error" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.status === 'ready' && state.slots.length === 0 ? <p className="pb-muted">{BOOKING_TEXTS.noSlots}</p> : null}
        {state.status === 'ready' && state.slots.length > 0 && !state.slots.some((slot) => slot.available) ? (
          <p className="pb-notice">
            <strong>{BOOKING_TEXTS.fullyBooked}</strong> {BOOKING_TEXTS.fullyBookedHint}
          </p>
        ) : null}
      </div>
      {state.status === 'ready' && state.slots.length > 0 ? (
        <div className="pb-slots">
          {state.slots.map((slot) => (
            <button
              key={`${slot.mealTimeId}-${slot.time}`}
              type="button"
              className="pb-slot"
              aria-pressed={selected === slot.time}
              disabled={!slot.available}
              onClick={() => onSelect(slot.time)}
            >
              {formatBookingTime(slot.time)}
            </button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id="pb-slot-error" className="pb-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
