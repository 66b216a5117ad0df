import { formatGuestDate, formatLocalTime } from '../../../lib/local-date.ts';
import { formatGuestInstant } from '../../../lib/venue-time.ts';
import { BOOKING_TEXTS, GUEST_STATUS_TEXTS } from '../../lib/booking-texts.ts';
import type { BookingStatus } from '@venue/shared';

interface BookingSummaryProps {
  reference: string;
  date: string;
  time: string;
  partySize: number;
  status: BookingStatus;
  /** While pending: when the restaurant answers by (issue 34), on the restaurant's clock. */
  answerBy?: { at: string; timeZone: string } | null;
}

/** Reference, when, how many and where it stands: the confirmation's and the manage page's list. */
export function BookingSummary({ reference, date, time, partySize, status, answerBy }: BookingSummaryProps) {
  return (
    <>
      <dl className="pb-summary">
        <div>
          <dt>{BOOKING_TEXTS.reference}</dt>
          <dd className="pb-reference">{reference}</dd>
        </div>
        <div>
          <dt>{BOOKING_TEXTS.date}</dt>
          <dd>{`${formatGuestDate(date)}, ${formatLocalTime(time)}`}</dd>
        </div>
        <div>
          <dt>{BOOKING_TEXTS.partySize}</dt>
          <dd>{partySize}</dd>
        </div>
        <div>
          <dt>{BOOKING_TEXTS.status}</dt>
          <dd className="pb-status" data-status={status}>
            {GUEST_STATUS_TEXTS[status]}
          </dd>
        </div>
      </dl>
      {status === 'pending' && answerBy ? (
        <p className="pb-notice">{BOOKING_TEXTS.answerBy(formatGuestInstant(answerBy.at, answerBy.timeZone))}</p>
      ) : null}
    </>
  );
}
