import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESERVATION_MESSAGES } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { guestBookingFixture, managePageFixture } from '../../test/booking-fixture.ts';
import { ManageBookingApp } from './manage-booking-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const booking = guestBookingFixture();

describe('ManageBookingApp', () => {
  it('reads the booking with its token and cancels it after a confirmation', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /v1/bookings/manage/AB12CD34': () => ({ body: { booking } }),
      'POST /v1/bookings/cancelByGuest': () => ({ body: { booking: { ...booking, status: 'cancelled', canCancel: false } } }),
    });
    render(<ManageBookingApp page={managePageFixture()} />);
    expect(await screen.findByText('Fri, 20 Mar 2026, 8:00 pm')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(api.callsTo('GET /v1/bookings/manage/AB12CD34')[0]!.query.get('token')).toBe('secret-token');

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(api.callsTo('POST /v1/bookings/cancelByGuest')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Your booking is cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST /v1/bookings/cancelByGuest')[0]!.json).toEqual({ reference: 'AB12CD34', token: 'secret-token' });
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('says when the restaurant answers a pending booking by, on its clock, and that an unanswered one lapsed', async () => {
    const pending = guestBookingFixture({ status: 'pending', answerBy: '2026-03-18T08:30:00.000Z' });
    mockApi({ 'GET /v1/bookings/manage/AB12CD34': () => ({ body: { booking: pending } }) });
    const { unmount } = render(<ManageBookingApp page={managePageFixture()} />);
    expect(
      await screen.findByText(
        'The restaurant answers by 2:00 pm, Wed, 18 Mar 2026. If it has not by then, the request lapses and you will get a message.',
      ),
    ).toBeInTheDocument();
    unmount();

    mockApi({
      'GET /v1/bookings/manage/AB12CD34': () => ({ body: { booking: { ...pending, status: 'expired', answerBy: null } } }),
    });
    render(<ManageBookingApp page={managePageFixture()} />);
    expect(await screen.findByText('Not answered in time: the request has lapsed')).toBeInTheDocument();
    expect(screen.queryByText(/answers by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('checks the deposit the guest just paid, then shows it with its policy and what cancelling does to it', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('location', {
      ...window.location,
      search:
        '?token=secret-token&razorpay_payment_id=pay_1&razorpay_payment_link_id=plink_1&razorpay_payment_link_reference_id=b1&razorpay_payment_link_status=paid&razorpay_signature=sig',
    });
    const paid = guestBookingFixture({
      status: 'pending',
      deposit: {
        amountPaise: 100_000,
        status: 'paid',
        refundableUntil: '2999-01-01T00:00:00.000Z',
        cancellationCutoffHours: 24,
        handling: 'refund',
        paymentUrl: null,
        holdUntil: null,
      },
    });
    const api = mockApi({
      'GET /v1/bookings/deposit-verification': () => ({
        body: { message: RESERVATION_MESSAGES.depositPaid, reference: 'AB12CD34', status: 'pending', depositStatus: 'paid' },
      }),
      'GET /v1/bookings/manage/AB12CD34': () => ({ body: { booking: paid } }),
    });
    render(<ManageBookingApp page={managePageFixture()} />);
    expect(await screen.findByText(RESERVATION_MESSAGES.depositPaid)).toBeInTheDocument();
    expect(api.callsTo('GET /v1/bookings/deposit-verification')[0]!.query.get('razorpay_payment_id')).toBe('pay_1');
    expect(await screen.findByText('₹1,000 · Paid')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Deposit policy' })).toHaveTextContent(
      'When you arrive, it is refunded to you in full.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByText('Your deposit of ₹1,000 is refunded in full.')).toBeInTheDocument();
  });

  it('says it can no longer be cancelled online past the cut-off', async () => {
    mockApi({ 'GET /v1/bookings/manage/AB12CD34': () => ({ body: { booking: { ...booking, canCancel: false } } }) });
    render(<ManageBookingApp page={managePageFixture()} />);
    expect(await screen.findByText(RESERVATION_MESSAGES.cancelCutoff)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it("shows the server's words when the link is not valid or the cancellation is refused", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /v1/bookings/manage/AB12CD34': () => ({ body: { booking: { ...booking, status: 'pending' } } }),
      'POST /v1/bookings/cancelByGuest': () => ({ status: 422, errorMessage: RESERVATION_MESSAGES.cancelCutoff }),
    });
    render(<ManageBookingApp page={managePageFixture()} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESERVATION_MESSAGES.cancelCutoff);
  });

  it('says so when the manage link is not valid', async () => {
    mockApi({
      'GET /v1/bookings/manage/AB12CD34': () => ({ status: 404, errorMessage: RESERVATION_MESSAGES.invalidManageLink }),
    });
    render(<ManageBookingApp page={managePageFixture()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(RESERVATION_MESSAGES.invalidManageLink);
  });
});
