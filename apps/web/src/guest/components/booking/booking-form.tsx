import { useEffect, useState, type FormEvent } from 'react';
import type { PublicBookingRestaurant } from '@venue/shared';
import { RESERVATION_MESSAGES } from '@venue/shared/reservation-messages';
// Relative, not '@/': the server's tests render these components from source (ssr-bundle.ts).
import { INVALID_MOBILE_MESSAGE } from '../../../lib/phone.ts';
import { createBooking, fetchAvailability, isCodeError, type ClosedReason, type CreatedBooking } from '../../lib/booking-api.ts';
import { addDays, isDateWithin } from '../../../lib/local-date.ts';
import { BOOKING_TEXTS } from '../../lib/booking-texts.ts';
import { BookingField, invalidProps } from './booking-field.tsx';
import { isPlausibleMobile, MobileCodeFields } from './mobile-code-fields.tsx';
import { SlotPicker, type ClosedNotice, type SlotsState } from './slot-picker.tsx';
import { WaitlistJoinLink } from './waitlist-join-link.tsx';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** What the page says when a date has no slot for the party, from the server's reason (decisions §7). */
export function closedNoticeOf(
  reason: ClosedReason | null,
  restaurant: PublicBookingRestaurant,
  date: string,
): ClosedNotice | null {
  switch (reason) {
    case null:
      return null;
    case 'closed': {
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const isWeekly = restaurant.closedWeekdays.includes(weekday);
      return {
        title: isWeekly ? BOOKING_TEXTS.closedOn(WEEKDAYS[weekday]!) : BOOKING_TEXTS.closedOnDate,
        hint: BOOKING_TEXTS.closedHint,
      };
    }
    case 'paused':
      return { title: BOOKING_TEXTS.paused, hint: BOOKING_TEXTS.pausedHint };
    case 'party-too-large':
      return {
        title: BOOKING_TEXTS.partyTooLarge(restaurant.largestParty),
        hint: restaurant.phone ? (
          <a href={`tel:${restaurant.phone.replace(/[^\d+]/g, '')}`}>{restaurant.phone}</a>
        ) : (
          BOOKING_TEXTS.partyTooLargeNoPhone
        ),
      };
    case 'fully-booked':
      return { title: BOOKING_TEXTS.fullyBooked, hint: BOOKING_TEXTS.fullyBookedHint };
    case 'too-soon':
      return { title: BOOKING_TEXTS.tooSoon(restaurant.minNoticeMinutes), hint: BOOKING_TEXTS.tooSoonHint };
    case 'too-far':
      return { title: BOOKING_TEXTS.tooFar(restaurant.maxDaysAhead), hint: BOOKING_TEXTS.tooFarHint };
  }
}

export interface BookedTable {
  booking: CreatedBooking;
  date: string;
  time: string;
  partySize: number;
  /** The restaurant's zone, for the time it answers by. */
  timeZone: string;
}

interface BookingFormProps {
  restaurant: PublicBookingRestaurant;
  /** The restaurant's local date when the page was made. */
  today: string;
  onBooked: (booked: BookedTable) => void;
}

type FieldErrors = Partial<Record<'date' | 'time' | 'name' | 'mobile' | 'code' | 'terms', string>>;

/** A party of two where the restaurant allows it: the most common table. */
const defaultPartySize = (restaurant: PublicBookingRestaurant) => Math.min(Math.max(2, restaurant.partyMin), restaurant.partyMax);

/**
 * Date, party size and a free slot, then who is booking, proved by a code sent to their phone
 * (decisions §4), and the restaurant's terms. The server re-checks everything in the booking's
 * transaction; a refusal shows its own words and refreshes the slots.
 */
export function BookingForm({ restaurant, today, onBooked }: BookingFormProps) {
  const lastDate = addDays(today, restaurant.maxDaysAhead);
  const [date, setDate] = useState(today);
  const [typedDate, setTypedDate] = useState(today);
  const [partySize, setPartySize] = useState(() => defaultPartySize(restaurant));
  const [slots, setSlots] = useState<SlotsState>({ status: 'loading' });
  const [slotsVersion, setSlotsVersion] = useState(0);
  const [time, setTime] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    setSlots({ status: 'loading' });
    fetchAvailability(restaurant.id, date, partySize).then(
      (answer) => {
        if (!isCurrent) return;
        setSlots({ status: 'ready', slots: answer.slots, closedReason: answer.closedReason ?? null });
        // A chosen time that is no longer free is let go, so "Book table" cannot send it.
        setTime((chosen) => (chosen && answer.slots.some((slot) => slot.time === chosen && slot.available) ? chosen : null));
      },
      (error: Error) => isCurrent && setSlots({ status: 'error', message: error.message }),
    );
    return () => {
      isCurrent = false;
    };
  }, [restaurant.id, date, partySize, slotsVersion]);

  const changeDate = (value: string) => {
    setTypedDate(value);
    if (isDateWithin(value, today, lastDate)) {
      setDate(value);
      setErrors((current) => ({ ...current, date: undefined }));
    } else {
      setErrors((current) => ({ ...current, date: value > lastDate ? RESERVATION_MESSAGES.tooFarAhead : BOOKING_TEXTS.noSlots }));
    }
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!time) found.time = BOOKING_TEXTS.chooseTime;
    if (!name.trim()) found.name = BOOKING_TEXTS.nameRequired;
    if (!isPlausibleMobile(mobile)) found.mobile = INVALID_MOBILE_MESSAGE;
    if (!/^\d{6}$/.test(code)) found.code = BOOKING_TEXTS.codeRequired;
    if (!acceptTerms) found.terms = RESERVATION_MESSAGES.termsRequired;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean) || !time) return;
    setSubmitting(true);
    try {
      const trimmedNote = note.trim();
      const { booking } = await createBooking({
        restaurantId: restaurant.id,
        date,
        time,
        partySize,
        name: name.trim(),
        mobileNumber: mobile,
        otp: code,
        ...(trimmedNote ? { note: trimmedNote } : {}),
        acceptTerms: true,
      });
      onBooked({ booking, date, time, partySize, timeZone: restaurant.timeZone });
    } catch (error) {
      const message = (error as Error).message;
      if (isCodeError(error)) {
        setErrors({ code: message });
      } else {
        setFormError(message);
        // Full, closed, too soon: what was free a minute ago may not be now.
        setSlotsVersion((version) => version + 1);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const partySizes = Array.from(
    { length: restaurant.partyMax - restaurant.partyMin + 1 },
    (_, index) => restaurant.partyMin + index,
  );
  return (
    <form className="pb-form" onSubmit={submit} noValidate>
      <div className="pb-grid">
        <BookingField id="pb-date" label={BOOKING_TEXTS.date} error={errors.date}>
          <input
            id="pb-date"
            className="pb-input"
            type="date"
            min={today}
            max={lastDate}
            value={typedDate}
            required
            onChange={(event) => changeDate(event.target.value)}
            {...invalidProps('pb-date', errors.date)}
          />
        </BookingField>
        <BookingField id="pb-party" label={BOOKING_TEXTS.partySize}>
          <select
            id="pb-party"
            className="pb-input"
            value={partySize}
            onChange={(event) => setPartySize(Number(event.target.value))}
          >
            {partySizes.map((size) => (
              <option key={size} value={size}>
                {`${size} ${size === 1 ? 'guest' : 'guests'}`}
              </option>
            ))}
          </select>
        </BookingField>
      </div>

      <SlotPicker
        state={slots}
        selected={time}
        onSelect={setTime}
        error={errors.time}
        notice={slots.status === 'ready' ? closedNoticeOf(slots.closedReason, restaurant, date) : null}
      />
      <WaitlistJoinLink
        date={date}
        today={today}
        partySize={partySize}
        closedReason={slots.status === 'ready' ? slots.closedReason : null}
      />

      <BookingField id="pb-name" label={BOOKING_TEXTS.name} error={errors.name}>
        <input
          id="pb-name"
          className="pb-input"
          autoComplete="name"
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...invalidProps('pb-name', errors.name)}
        />
      </BookingField>

      <MobileCodeFields
        mobile={mobile}
        onMobileChange={setMobile}
        code={code}
        onCodeChange={setCode}
        mobileError={errors.mobile}
        codeError={errors.code}
      />

      <BookingField id="pb-note" label={BOOKING_TEXTS.note}>
        <textarea
          id="pb-note"
          className="pb-input"
          rows={2}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </BookingField>

      <fieldset className="pb-fieldset pb-terms">
        <legend className="pb-label">{BOOKING_TEXTS.terms}</legend>
        {restaurant.terms.length > 0 ? (
          <ol className="pb-terms-list">
            {restaurant.terms.map((clause, index) => (
              <li key={`${index}-${clause}`}>{clause}</li>
            ))}
          </ol>
        ) : null}
        <label className="pb-check">
          <input
            type="checkbox"
            checked={acceptTerms}
            onChange={(event) => setAcceptTerms(event.target.checked)}
            {...invalidProps('pb-terms', errors.terms)}
          />
          {BOOKING_TEXTS.acceptTerms}
        </label>
        {errors.terms ? (
          <p id="pb-terms-error" className="pb-error">
            {errors.terms}
          </p>
        ) : null}
      </fieldset>

      {formError ? (
        <p className="pb-error pb-form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="pb-button pb-button-primary" disabled={isSubmitting}>
        {isSubmitting ? BOOKING_TEXTS.booking : BOOKING_TEXTS.bookTable}
      </button>
    </form>
  );
}
