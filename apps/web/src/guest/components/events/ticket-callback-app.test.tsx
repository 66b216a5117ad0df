import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES, type PaymentCallbackQuery, type PublicTicketCallbackPage } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { rememberTicketOrder } from '../../lib/ticket-storage.ts';
import { EVENT_ID, ORDER_ID } from '../../test/event-fixture.ts';
import { TicketCallbackApp } from './ticket-callback-app.tsx';

const query: PaymentCallbackQuery = {
  razorpay_payment_id: 'pay_1',
  razorpay_payment_link_id: 'plink_1',
  razorpay_payment_link_reference_id: ORDER_ID,
  razorpay_payment_link_status: 'paid',
  razorpay_signature: 'ab12',
};
const page: PublicTicketCallbackPage = { kind: 'ticket-callback', theme: 'classic', query };
const verification = 'GET /v2/ticket-orders/payment-verification';
const ticketsUrl = `/v/saffron-terrace/tickets/${ORDER_ID}?token=tok+en%2F1`;

let replace: ReturnType<typeof vi.fn>;
beforeEach(() => {
  replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace } as Location);
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const remember = () => rememberTicketOrder(ORDER_ID, { accessToken: 'tok en/1', username: 'saffron-terrace', eventId: EVENT_ID });

describe('TicketCallbackApp', () => {
  it('verifies the provider’s parameters once, then opens the tickets with the token kept at checkout', async () => {
    remember();
    const api = mockApi({
      [verification]: () => ({ body: { message: EVENT_MESSAGES.paymentConfirmed, orderId: ORDER_ID, status: 'paid' } }),
    });
    render(<TicketCallbackApp page={page} />);
    expect(screen.getByRole('heading', { name: 'Verifying your payment…' })).toBeInTheDocument();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(ticketsUrl));
    expect(Object.fromEntries(api.callsTo(verification)[0]!.query)).toEqual(query);
    expect(api.callsTo(verification)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open your tickets' })).toHaveAttribute('href', ticketsUrl);
  });

  it('says the link came by SMS when this browser did not place the order', async () => {
    mockApi({
      [verification]: () => ({ body: { message: EVENT_MESSAGES.paymentConfirmed, orderId: ORDER_ID, status: 'paid' } }),
    });
    render(<TicketCallbackApp page={page} />);
    expect(await screen.findByText(/The link to your tickets was sent to your mobile number by SMS\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('passes on the server’s words for a payment that cannot get tickets and is being refunded', async () => {
    remember();
    mockApi({
      [verification]: () => ({ body: { message: EVENT_MESSAGES.paymentRefunding, orderId: ORDER_ID, status: 'refund-pending' } }),
    });
    render(<TicketCallbackApp page={page} />);
    expect(await screen.findByText(EVENT_MESSAGES.paymentRefunding)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute('href', ticketsUrl);
    expect(replace).not.toHaveBeenCalled();
  });

  it('never says "Payment not completed" when the check itself failed: the payment may be taken', async () => {
    remember();
    mockApi({
      [verification]: () => ({ status: 503, errorCode: 'UNAVAILABLE', errorMessage: 'The payment service is not answering' }),
    });
    render(<TicketCallbackApp page={page} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment service is not answering');
    expect(screen.getByRole('heading', { name: 'Payment not confirmed yet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment not completed' })).not.toBeInTheDocument();
    expect(screen.getByText(/your tickets or a full refund follow by themselves/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute('href', ticketsUrl);
  });

  it('shows a failed or forged payment in words, with the way back to the order and the event', async () => {
    remember();
    mockApi({ [verification]: () => ({ status: 400, errorCode: 'BAD_REQUEST', errorMessage: 'Invalid payment signature' }) });
    render(<TicketCallbackApp page={page} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid payment signature');
    expect(screen.getByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText('No tickets were issued for this payment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your order' })).toHaveAttribute('href', ticketsUrl);
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute(
      'href',
      `/v/saffron-terrace/events/${EVENT_ID}`,
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it('asks nothing of the server when a parameter is missing', () => {
    const api = mockApi({});
    render(<TicketCallbackApp page={{ ...page, query: null }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Missing required payment parameters');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
