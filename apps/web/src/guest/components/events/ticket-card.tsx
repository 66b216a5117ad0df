import type { TicketOrderView } from '@venue/shared';
import { formatLocalTime } from '../../../lib/local-date.ts';
import { localMomentOf } from '../../lib/event-dates.ts';
import { TICKET_PAGE_TEXTS } from '../../lib/event-texts.ts';

type Ticket = TicketOrderView['tickets'][number];

/** QR codes drawn this big scan from a phone held at arm's length at a dim door. */
const QR_SIZE = 240;

/**
 * One attendee's ticket: its QR code large enough to scan, the code in text for typing at the
 * door, the ticket type, the name and whether it was used or cancelled.
 */
export function TicketCard({ ticket, timeZone }: { ticket: Ticket; timeZone: string }) {
  const status =
    ticket.status === 'cancelled'
      ? TICKET_PAGE_TEXTS.cancelled
      : ticket.checkedInAt
        ? TICKET_PAGE_TEXTS.checkedIn(formatLocalTime(localMomentOf(ticket.checkedInAt, timeZone).time))
        : TICKET_PAGE_TEXTS.valid;
  return (
    <li className="pe-ticket" data-status={ticket.status} aria-label={`${ticket.ticketTypeName} ${ticket.code}`}>
      <img className="pe-qr" src={ticket.qr} alt={TICKET_PAGE_TEXTS.qrAlt(ticket.code)} width={QR_SIZE} height={QR_SIZE} />
      <dl className="pb-summary pe-ticket-facts">
        <div>
          <dt>{TICKET_PAGE_TEXTS.code}</dt>
          <dd className="pb-reference">{ticket.code}</dd>
        </div>
        <div>
          <dt>{TICKET_PAGE_TEXTS.type}</dt>
          <dd>{ticket.ticketTypeName}</dd>
        </div>
        <div>
          <dt>{TICKET_PAGE_TEXTS.attendee}</dt>
          <dd>{ticket.attendeeName}</dd>
        </div>
        {ticket.answers.map((answer) => (
          <div key={answer.questionId}>
            <dt>{answer.label}</dt>
            <dd>{answer.answer}</dd>
          </div>
        ))}
        <div>
          <dt>{TICKET_PAGE_TEXTS.status}</dt>
          <dd className="pe-ticket-status" data-status={ticket.checkedInAt ? 'checked-in' : ticket.status}>
            {status}
          </dd>
        </div>
      </dl>
    </li>
  );
}
