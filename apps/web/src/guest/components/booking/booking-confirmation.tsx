import { useEffect, useRef } from 'react';
import { calendarFileUrl, manageBookingUrl } from '../../lib/booking-api.ts';
import { BOOKING_TEXTS } from '../../lib/booking-texts.ts';
import type { BookedTable } from './booking-form.tsx';
import { BookingSummary } from './booking-summary.tsx';

interface BookingConfirmationProps {
  userName: string;
  booked: BookedTable;
  onBookAgain: () => void;
}

/**
 * What the guest keeps: the reference, the booking's status, a calendar file and the manage
 * link (the only way back to it: it carries the token the guest cancels with).
 */
export function BookingConfirmation({ userName, booked, onBookAgain }: BookingConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the guest was in is gone: move keyboard and screen-reader focus to the result.
  useEffect(() => headingRef.current?.focus(), []);
  const { booking } = booked;
  return (
    <section className="pb-card pb-confirmation" aria-labelledby="pb-confirm-title">
      <h2 id="pb-confirm-title" className="pb-title" ref={headingRef} tabIndex={-1}>
        {BOOKING_TEXTS.confirmTitle}
      </h2>
      <BookingSummary
        reference={booking.reference}
        date={booked.date}
        time={booked.time}
        partySize={booked.partySize}
        status={booking.status}
        answerBy={booking.answerBy ? { at: booking.answerBy, timeZone: booked.timeZone } : null}
      />
      <div className="pb-actions">
        <a className="pb-button pb-button-secondary" href={calendarFileUrl(booking.reference, booking.manageToken)} download>
          {BOOKING_TEXTS.addToCalendar}
        </a>
        <a className="pb-button pb-button-secondary" href={manageBookingUrl(userName, booking.reference, booking.manageToken)}>
          {BOOKING_TEXTS.manage}
        </a>
        <button type="button" className="pb-button pb-button-link" onClick={onBookAgain}>
          {BOOKING_TEXTS.bookAgain}
        </button>
      </div>
    </section>
  );
}
