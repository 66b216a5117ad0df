import type { ReactNode } from 'react';
import type { PublicTicketOption } from '@venue/shared';
import { formatMoment } from '../../lib/event-dates.ts';
import { EVENT_TEXTS, ticketPriceText } from '../../lib/event-texts.ts';

/** What a ticket type that cannot be bought now says instead of its quantity. */
export function optionStateText(option: PublicTicketOption): string | null {
  if (option.state === 'sold-out') return EVENT_TEXTS.soldOut;
  if (option.state === 'ended') return EVENT_TEXTS.salesEnded;
  if (option.state === 'not-yet') {
    return EVENT_TEXTS.salesOpen(formatMoment({ date: option.salesStartDate, time: option.salesStartTime }));
  }
  return null;
}

/** One ticket type: its name and price, and on the right its quantity picker or its state. */
export function TicketOptionRow({ option, children }: { option: PublicTicketOption; children?: ReactNode }) {
  const stateText = optionStateText(option);
  return (
    <li className="pe-option" data-state={option.state}>
      <div className="pe-option-text">
        <span className="pe-option-name">{option.name}</span>
        <span className="pe-option-price">{ticketPriceText(option.pricePaise)}</span>
      </div>
      {children ?? (stateText ? <span className="pe-option-state">{stateText}</span> : null)}
    </li>
  );
}
