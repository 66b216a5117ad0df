import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateBookingSchema, RESERVATION_MESSAGES } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { bookingPageFixture, RESTAURANT_ID, SLOTS } from '../../test/booking-fixture.ts';
import { BookingApp } from './booking-app.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const booked = {
  booking: {
    _id: 'b1',
    reference: 'AB12CD34',
    status: 'pending',
    manageToken: 'tok en/1',
    answerBy: '2026-03-18T08:30:00.000Z',
    depositPaise: 0,
    paymentUrl: null,
  },
};

function mockBookingApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /v1/bookings/availability': () => ({ body: { slots: SLOTS, closedReason: null } }),
    'POST /v1/user/generateBookingOTP': () => ({ body: { mobileNumber: '+919000000022', resendAfter: 30, expiresIn: 300 } }),
    'POST /v1/bookings/createBooking': () => ({ body: booked }),
    ...overrides,
  });
}

/** Everything but the slot, filled as a guest would. */
async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Mobile number'), '90000 00022');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('Code sent to +919000000022.');
  await user.type(screen.getByLabelText('6-digit code'), '222222');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
}

describe('BookingApp', () => {
  it('asks for slots of the chosen date and party size; taken slots are disabled, a free one is picked', async () => {
    const user = userEvent.setup();
    const api = mockBookingApi();
    render(<BookingApp page={bookingPageFixture()} />);
    const first = await screen.findByRole('button', { name: '7:00 pm' });
    expect(screen.getByRole('button', { name: '7:30 pm' })).toBeDisabled();
    expect(api.callsTo('GET /v1/bookings/availability')[0]!.query.toString()).toBe(
      'restaurantId=65a1c0de0000000000000042&date=2026-03-15&partySize=2',
    );

    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '8:00 pm' })).toHaveAttribute('aria-pressed', 'false');

    await user.selectOptions(screen.getByLabelText('Guests'), '5 guests');
    await screen.findByRole('button', { name: '7:00 pm' });
    expect(api.callsTo('GET /v1/bookings/availability').at(-1)!.query.get('partySize')).toBe('5');
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2026-04-14');
    // Only the restaurant's party sizes are offered, and its terms are listed.
    expect(within(screen.getByLabelText('Guests')).getAllByRole('option')).toHaveLength(6);
    expect(screen.getByText('Tables are held for 15 minutes.')).toBeInTheDocument();
  });

  it('says "Fully booked" when no slot can take the party', async () => {
    mockBookingApi({
      'GET /v1/bookings/availability': () => ({
        body: { slots: SLOTS.map((slot) => ({ ...slot, available: false })), closedReason: 'fully-booked' },
      }),
    });
    render(<BookingApp page={bookingPageFixture()} />);
    expect(await screen.findByText('Fully booked')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: /pm$/ })) expect(button).toBeDisabled();
  });

  it('says "Closed on Mondays" on the weekday the venue closes, not "Fully booked" (issue 36)', async () => {
    const closed = SLOTS.map((slot) => ({ ...slot, available: false }));
    mockBookingApi({ 'GET /v1/bookings/availability': () => ({ body: { slots: closed, closedReason: 'closed' } }) });
    render(<BookingApp page={{ ...bookingPageFixture(), today: '2026-03-16' }} />);
    expect(await screen.findByText('Closed on Mondays')).toBeInTheDocument();
    expect(screen.queryByText('Fully booked')).not.toBeInTheDocument();
  });

  it('says why else a date has no slot, in the server’s reason, with the number to call for a large party', async () => {
    const none = SLOTS.map((slot) => ({ ...slot, available: false }));
    for (const [closedReason, words] of [
      ['closed', 'Closed on this date'],
      ['paused', 'Bookings are paused'],
      ['party-too-large', 'For parties over 6 please call us'],
      ['too-soon', 'Book at least 60 minutes ahead'],
      ['too-far', 'Bookings open 30 days ahead'],
      ['fully-booked', 'Fully booked'],
    ] as const) {
      mockBookingApi({ 'GET /v1/bookings/availability': () => ({ body: { slots: none, closedReason } }) });
      const { unmount } = render(<BookingApp page={bookingPageFixture()} />);
      expect(await screen.findByText(words), closedReason).toBeInTheDocument();
      if (closedReason === 'party-too-large') {
        expect(screen.getByRole('link', { name: '+91 80 4123 4567' })).toHaveAttribute('href', 'tel:+918041234567');
      }
      if (closedReason !== 'fully-booked') expect(screen.queryByText('Fully booked')).not.toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('sends the code once, then waits 30 s before it may be sent again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockBookingApi();
    render(<BookingApp page={bookingPageFixture()} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid mobile number');
    expect(api.callsTo('POST /v1/user/generateBookingOTP')).toHaveLength(0);

    await user.type(screen.getByLabelText('Mobile number'), '+91 90000-00022');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('919000000022');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to +919000000022.')).toBeInTheDocument();
    expect(api.callsTo('POST /v1/user/generateBookingOTP')[0]!.json).toEqual({ mobileNumber: '919000000022' });
    expect(screen.getByRole('button', { name: 'Resend code in 30 s' })).toBeDisabled();

    for (let second = 0; second < 30; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it("shows the server's words for a wrong code and for a slot that filled meanwhile, then refreshes the slots", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = mockBookingApi({
      'POST /v1/bookings/createBooking': () =>
        ++attempt === 1
          ? { status: 422, errorCode: 'OTP_INVALID', errorMessage: 'The code is incorrect. Please try again.' }
          : { status: 409, errorCode: 'CONFLICT', errorMessage: RESERVATION_MESSAGES.slotFull },
    });
    render(<BookingApp page={bookingPageFixture()} />);
    await user.click(await screen.findByRole('button', { name: '8:00 pm' }));
    await fillGuest(user);

    await user.click(screen.getByRole('button', { name: 'Book table' }));
    expect(await screen.findByText('The code is incorrect. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    const asked = api.callsTo('GET /v1/bookings/availability').length;

    await user.click(screen.getByRole('button', { name: 'Book table' }));
    expect(await screen.findByText(RESERVATION_MESSAGES.slotFull)).toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo('GET /v1/bookings/availability').length).toBe(asked + 1));
  });

  it('will not send a booking without a slot and the terms', async () => {
    const user = userEvent.setup();
    const api = mockBookingApi();
    render(<BookingApp page={bookingPageFixture()} />);
    await screen.findByRole('button', { name: '7:00 pm' });
    await user.click(screen.getByRole('button', { name: 'Book table' }));
    expect(screen.getByText('Please choose a time')).toBeInTheDocument();
    expect(screen.getByText(RESERVATION_MESSAGES.termsRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /v1/bookings/createBooking')).toHaveLength(0);
  });

  it('books and confirms with the reference, status, calendar file and manage link', async () => {
    const user = userEvent.setup();
    const api = mockBookingApi();
    render(<BookingApp page={bookingPageFixture()} />);
    await user.click(await screen.findByRole('button', { name: '7:00 pm' }));
    await fillGuest(user);
    await user.type(screen.getByLabelText('Note for the restaurant (optional)'), 'Window seat please');
    await user.click(screen.getByRole('button', { name: 'Book table' }));

    const confirmation = await screen.findByRole('region', { name: 'Booking received' });
    const sent = api.callsTo('POST /v1/bookings/createBooking')[0]!.json;
    expect(CreateBookingSchema.parse(sent)).toEqual({
      restaurantId: RESTAURANT_ID,
      date: '2026-03-15',
      time: '19:00',
      partySize: 2,
      name: 'Asha Rao',
      mobileNumber: '9000000022',
      otp: '222222',
      note: 'Window seat please',
      acceptTerms: true,
    });
    expect(within(confirmation).getByText('AB12CD34')).toBeInTheDocument();
    expect(within(confirmation).getByText('Sun, 15 Mar 2026, 7:00 pm')).toBeInTheDocument();
    expect(within(confirmation).getByText("We'll confirm shortly")).toBeInTheDocument();
    // The deadline on the restaurant's clock (issue 34).
    expect(within(confirmation).getByText(/^The restaurant answers by 2:00 pm, Wed, 18 Mar 2026\./)).toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'View or cancel your booking' })).toHaveAttribute(
      'href',
      '/v/saffron-terrace/book/manage/AB12CD34?token=tok+en%2F1',
    );
    expect(within(confirmation).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/v1/bookings/manage/AB12CD34/calendar.ics?token=tok+en%2F1',
    );
    expect(screen.getByRole('heading', { name: 'Booking received' })).toHaveFocus();
  });

  it('asks a deposit with its policy before the guest pays, when the meal time asks one (decisions §7)', async () => {
    const user = userEvent.setup();
    mockBookingApi({
      'POST /v1/bookings/createBooking': () => ({
        body: {
          booking: {
            ...booked.booking,
            status: 'awaiting-deposit',
            answerBy: null,
            depositPaise: 100_000,
            paymentUrl: 'https://pay.example/plink_1',
          },
        },
      }),
    });
    render(<BookingApp page={bookingPageFixture({ cancellationCutoffHours: 48, depositHandling: 'apply-to-bill' })} />);
    await user.click(await screen.findByRole('button', { name: '7:00 pm' }));
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Book table' }));

    const step = await screen.findByRole('region', { name: 'Pay the deposit to hold your table' });
    expect(within(step).getByText('Waiting for your deposit')).toBeInTheDocument();
    const policy = within(step).getByRole('note', { name: 'Deposit policy' });
    expect(policy).toHaveTextContent('A deposit of ₹1,000 holds this table.');
    expect(policy).toHaveTextContent('Cancel at least 48 hours before your booking and it is refunded in full');
    expect(policy).toHaveTextContent('When you arrive, it is taken off your bill.');
    expect(within(step).getByText('Your table is held for 16 minutes while you pay.')).toBeInTheDocument();
    expect(within(step).getByRole('link', { name: 'Pay ₹1,000 deposit' })).toHaveAttribute('href', 'https://pay.example/plink_1');
    expect(screen.queryByRole('region', { name: 'Booking received' })).not.toBeInTheDocument();
  });

  it('says "Confirmed" when the restaurant accepts bookings at once', async () => {
    const user = userEvent.setup();
    mockBookingApi({
      'POST /v1/bookings/createBooking': () => ({ body: { booking: { ...booked.booking, status: 'accepted' } } }),
    });
    render(<BookingApp page={bookingPageFixture()} />);
    await user.click(await screen.findByRole('button', { name: '7:00 pm' }));
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Book table' }));
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
  });

  it('shows a paused restaurant without a form and asks for no slots', () => {
    const api = mockBookingApi();
    render(<BookingApp page={bookingPageFixture({ isActive: false })} />);
    expect(screen.getByText(RESERVATION_MESSAGES.paused)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book table' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
