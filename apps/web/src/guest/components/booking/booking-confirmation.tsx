import { calendarFileUrl, manageBookingUrl } from '../../lib/booking-api.ts';
import { BOOKING_TEXTS } from '../../lib/booking-texts.ts';
import type { BookedTable } from './booking-form.tsx';
import { BookedStep } from './booked-step.tsx';

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
  const { booking } = booked;
  return (
    <BookedStep titleId="pb-confirm-title" title={BOOKING_TEXTS.confirmTitle} booked={booked}>
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
    </BookedStep>
  );
}
