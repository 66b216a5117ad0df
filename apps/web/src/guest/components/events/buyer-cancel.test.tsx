import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicTicketPage } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { EVENT_ID, eventPageFixture, ORDER_ID, paidOrderFixture } from '../../test/event-fixture.ts';
import { EventApp } from './event-app.tsx';
import { TicketPageApp } from './ticket-page-app.tsx';

/*
 * The guest's side of issue 39: cancelling within the event's refund policy (asked once more),
 * why not outside it, the receipt link, and a series' other dates on the event page.
 */

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const page: PublicTicketPage = {
  kind: 'tickets',
  venue: { userName: 'saffron-terrace', name: 'Saffron Terrace', logoUrl: null },
  theme: 'classic',
  orderId: ORDER_ID,
  token: 'tok en/1',
};
const orderPath = `GET /v2/ticket-orders/${ORDER_ID}`;
const cancelPath = `POST /v2/ticket-orders/${ORDER_ID}/cancel`;
// 30 Jun 2026, 7:30 pm in India.
const open = { canCancel: true, deadline: '2026-06-30T14:00:00.000Z', reason: null };

describe('the buyer cancels on the ticket page', () => {
  it('asks once more, cancels with the token, then shows the refund and the order as it is now', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const api = mockApi({
      [orderPath]: () => ({
        body: cancelled
          ? paidOrderFixture({ status: 'refund-pending' }, { cancellation: { ...open, canCancel: false } })
          : paidOrderFixture({}, { cancellation: open }),
      }),
      [cancelPath]: () => {
        cancelled = true;
        return { body: { order: { _id: ORDER_ID, status: 'refund-pending', refundPaise: 99900 } } };
      },
    });
    render(<TicketPageApp page={page} />);
    expect(
      await screen.findByText('You can cancel for a full refund until Tue, 30 Jun 2026, 7:30 pm (venue time).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel tickets' }));
    expect(
      screen.getByText('Cancel these tickets? ₹999 is refunded to you in full and the tickets stop working.'),
    ).toBeInTheDocument();
    expect(api.callsTo(cancelPath)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Keep my tickets' }));
    expect(api.callsTo(cancelPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel tickets' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel and refund' }));
    expect(await screen.findByText('Your tickets are cancelled. ₹999 is being refunded to you in full.')).toBeInTheDocument();
    expect(api.callsTo(cancelPath)[0]!.json).toEqual({ token: 'tok en/1' });
    await waitFor(() => expect(screen.getByText('Refund on its way')).toBeInTheDocument());
  });

  it('says why not, with the deadline, when the window has closed; and shows the server’s refusal', async () => {
    const reason = 'Cancellations for this event closed on Tue, 30 Jun 2026, 7:30 pm (venue time).';
    mockApi({
      [orderPath]: () => ({
        body: paidOrderFixture({}, { cancellation: { canCancel: false, deadline: open.deadline, reason } }),
      }),
    });
    render(<TicketPageApp page={page} />);
    expect(await screen.findByTestId('cancel-why-not')).toHaveTextContent(reason);
    expect(screen.queryByRole('button', { name: 'Cancel tickets' })).not.toBeInTheDocument();
  });

  it('shows the refusal the server answers (the window closed while the page was open)', async () => {
    const user = userEvent.setup();
    const message = 'Cancellations for this event closed on Tue, 30 Jun 2026, 7:30 pm (venue time).';
    mockApi({
      [orderPath]: () => ({ body: paidOrderFixture({}, { cancellation: open }) }),
      [cancelPath]: () => ({ status: 422, errorCode: 'refund_window_closed', errorMessage: message }),
    });
    render(<TicketPageApp page={page} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel tickets' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel and refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('links the receipt of a paid order with the page’s token', async () => {
    mockApi({ [orderPath]: () => ({ body: paidOrderFixture({}, { gstRatePercent: 18 }) }) });
    render(<TicketPageApp page={page} />);
    expect(await screen.findByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute(
      'href',
      `/v/saffron-terrace/events/orders/${ORDER_ID}/receipt?token=tok+en%2F1`,
    );
  });
});

describe('a series on the event page', () => {
  it('says "Every Friday" and links the other dates, the date on show marked', () => {
    const other = '65a1c0de00000000000000e2';
    render(
      <EventApp
        page={eventPageFixture({
          series: {
            text: 'Every Wednesday',
            dates: [
              {
                id: EVENT_ID,
                href: `/v/saffron-terrace/events/${EVENT_ID}`,
                startDate: '2026-07-01',
                startTime: '19:30',
                isCurrent: true,
              },
              {
                id: other,
                href: `/v/saffron-terrace/events/${other}`,
                startDate: '2026-07-08',
                startTime: '19:30',
                isCurrent: false,
              },
            ],
          },
        })}
      />,
    );
    const dates = screen.getByRole('navigation', { name: 'Other dates' });
    expect(dates).toHaveTextContent('Every Wednesday');
    expect(screen.getByRole('link', { name: 'Wed, 8 Jul 2026, 7:30 pm' })).toHaveAttribute(
      'href',
      `/v/saffron-terrace/events/${other}`,
    );
    expect(screen.getByText('Wed, 1 Jul 2026, 7:30 pm')).toHaveAttribute('aria-current', 'page');
  });
});
