import type { ReactNode } from 'react';
import type { AvailableSlot, ClosedReason } from '../../lib/booking-api.ts';
import { formatLocalTime } from '../../../lib/local-date.ts';
import { BOOKING_TEXTS } from '../../lib/booking-texts.ts';

export type SlotsState =
  | { status: 'loading' }
  | { status: 'ready'; slots: AvailableSlot[]; closedReason: ClosedReason | null }
  | { status: 'error'; message: string };

/** Why the date has no slot, as the page says it (issue 36): a headline and what to do. */
export interface ClosedNotice {
  title: string;
  hint: ReactNode;
}

interface SlotPickerProps {
  state: SlotsState;
  selected: string | null;
  onSelect: (time: string) => void;
  error?: string;
  /** Said when no slot is free; "Fully booked" without one. */
  notice?: ClosedNotice | null;
}

/**
 * The day's slots as buttons (decisions §6: `available` false when the party would overflow a
 * slot of its stay, or the slot is closed, past or inside the notice). Taken ones stay visible
 * but disabled, so the guest sees the evening's shape.
 */
export function SlotPicker({ state, selected, onSelect, error, notice }: SlotPickerProps) {
  const isReady = state.status === 'ready';
  const hasNoFreeSlot = isReady && !state.slots.some((slot) => slot.available);
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
        {hasNoFreeSlot && notice ? (
          <p className="pb-notice">
            <strong>{notice.title}</strong> {notice.hint}
          </p>
        ) : null}
        {hasNoFreeSlot && !notice && state.slots.length === 0 ? <p className="pb-muted">{BOOKING_TEXTS.noSlots}</p> : null}
        {hasNoFreeSlot && !notice && state.slots.length > 0 ? (
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
              {formatLocalTime(slot.time)}
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
