import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicTicketPage } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { EVENT_ID, ORDER_ID, paidOrderFixture } from '../../test/event-fixture.ts';
import { TicketPageApp } from './ticket-page-app.tsx';

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

describe('TicketPageApp', () => {
  it('reads the order with its token and shows each ticket’s QR code, code, type, name and state', async () => {
    const api = mockApi({ [orderPath]: () => ({ body: paidOrderFixture() }) });
    render(<TicketPageApp page={page} />);
    expect(screen.getByText('Loading your tickets…')).toBeInTheDocument();

    const tickets = await screen.findByRole('list', { name: 'Your tickets' });
    expect(api.callsTo(orderPath)[0]!.query.get('token')).toBe('tok en/1');
    expect(screen.getByRole('heading', { name: 'Jazz Night' })).toBeInTheDocument();
    expect(screen.getByText('Wed, 1 Jul 2026, 7:30 pm – 11:00 pm')).toBeInTheDocument();
    expect(screen.getByText('The Courtyard, 12 MG Road')).toBeInTheDocument();
    expect(screen.getByText('2 × General')).toBeInTheDocument();
    expect(screen.getAllByText('₹999')).toHaveLength(2);

    const [first, second] = within(tickets).getAllByRole('listitem');
    const qr = within(first!).getByRole('img', { name: 'QR code of ticket ACDEFGHJKMNP' });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(200);
    expect(within(first!).getByText('ACDEFGHJKMNP')).toBeInTheDocument();
    expect(within(first!).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(first!).getByText('Valid')).toBeInTheDocument();
    // Checked in at 19:42 in India.
    expect(within(second!).getByText('Checked in at 7:42 pm')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/v/saffron-terrace/events/${EVENT_ID}/calendar.ics`,
    );
    const google = new URL(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
    expect(google.searchParams.get('text')).toBe('Jazz Night');
    // The calendar entry links to the event, never to this page and its token.
    expect(google.searchParams.get('details')).toBe(`http://localhost:3000/v/saffron-terrace/events/${EVENT_ID}`);
    expect(screen.getByRole('button', { name: 'Print tickets' })).toBeInTheDocument();
  });

  it('shows a confirmed RSVP as free and confirmed, not paid', async () => {
    mockApi({
      [orderPath]: () => ({
        body: paidOrderFixture({
          totalPaise: 0,
          items: [{ ticketTypeId: EVENT_ID, name: 'RSVP', quantity: 2, unitPricePaise: 0 }],
        }),
      }),
    });
    render(<TicketPageApp page={page} />);
    await screen.findByRole('list', { name: 'Your tickets' });
    expect(screen.getByText('2 × RSVP')).toBeInTheDocument();
    expect(screen.getAllByText('Free')).toHaveLength(2);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });

  it('offers the payment link while the order is held, on the venue clock', async () => {
    mockApi({
      [orderPath]: () => ({ body: paidOrderFixture({ status: 'reserved', paymentUrl: 'http://127.0.0.1/sandbox/pay/plink_1' }) }),
    });
    render(<TicketPageApp page={page} />);
    expect(await screen.findByText(/Your tickets are held until 12:15 pm\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete payment · ₹999' })).toHaveAttribute(
      'href',
      'http://127.0.0.1/sandbox/pay/plink_1',
    );
    expect(screen.queryByRole('list', { name: 'Your tickets' })).not.toBeInTheDocument();
  });

  it.each([
    ['refund-pending', 'the whole amount is being refunded to you.'],
    ['refunded', 'This order was refunded.'],
    ['expired', 'No money was taken.'],
    ['cancelled', 'This order was cancelled.'],
  ] as const)('explains a %s order', async (status, text) => {
    mockApi({ [orderPath]: () => ({ body: paidOrderFixture({ status: status as 'paid' }) }) });
    render(<TicketPageApp page={page} />);
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('link', { name: /Complete payment/ })).not.toBeInTheDocument();
  });

  it('says so when the link is wrong', async () => {
    mockApi({ [orderPath]: () => ({ status: 404, errorCode: 'NOT_FOUND', errorMessage: 'Order not found' }) });
    render(<TicketPageApp page={page} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('link', { name: 'More from Saffron Terrace' })).toHaveAttribute('href', '/v/saffron-terrace');
  });
});
