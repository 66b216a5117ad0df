import { useEffect, useRef, type ReactNode } from 'react';
import type { BookedTable } from './booking-form.tsx';
import { BookingSummary } from './booking-summary.tsx';

interface BookedStepProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  booked: BookedTable;
  /** What follows the booking's summary: the step's own actions. */
  children: ReactNode;
}

/**
 * A step after the form (the confirmation, the deposit): its heading, then the booking's
 * summary and the step's actions. The form the guest was in is gone, so keyboard and
 * screen-reader focus move to the heading.
 */
export function BookedStep({ titleId, title, booked, children }: BookedStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { booking } = booked;
  return (
    <section className="pb-card pb-confirmation" aria-labelledby={titleId}>
      <h2 id={titleId} className="pb-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <BookingSummary
        reference={booking.reference}
        date={booked.date}
        time={booked.time}
        partySize={booked.partySize}
        status={booking.status}
        answerBy={booking.answerBy ? { at: booking.answerBy, timeZone: booked.timeZone } : null}
      />
      {children}
    </section>
  );
}
