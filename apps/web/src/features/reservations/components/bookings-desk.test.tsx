import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESERVATION_MESSAGES, type Booking, type GuestSummary } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { toastError } from '@/lib/toast.ts';
import { venueDate } from '@/lib/local-date.ts';
import { FakeEventSource } from '../test/fake-event-source.ts';
import {
  booking,
  logInToVenue,
  permissionsReply,
  renderWithProviders,
  RESTAURANT,
  RESTAURANT_ID,
  slot,
} from '../test/render.tsx';
import { BookingsDesk } from './bookings-desk.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const TODAY = venueDate(RESTAURANT.timeZone);
const SLOTS_PATH = `/v1/restaurant/fetchRestaurantSlots/${RESTAURANT_ID}/${TODAY}`;
const ACCEPTED = booking({ name: 'Arjun Mehta', time: '19:00', status: 'accepted', partySize: 2 });
const PENDING = booking({ name: 'Meera Rao', time: '20:30', status: 'pending', note: 'Window seat please' });

function startDesk(
  options: {
    role?: 'owner' | 'staff';
    tableReserveAccess?: boolean;
    failWrites?: boolean;
    bookings?: Array<Booking & { guest?: GuestSummary | null }>;
  } = {},
) {
  const state: { bookings: Array<Booking & { guest?: GuestSummary | null }> } = {
    bookings: options.bookings ?? [ACCEPTED, PENDING],
  };
  const fail = () => ({ status: 500 as const });
  const api = mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply(options.role ?? 'owner', options.tableReserveAccess),
    'GET /v2/bookings/getAllBookings/': () => ({
      body: { bookings: state.bookings.map((b) => ({ guest: null, ...b })), total: state.bookings.length, page: 1, pageSize: 20 },
    }),
    [`GET ${SLOTS_PATH}`]: () => ({
      body: { slots: [slot('19:00', { coversBooked: 2, coversLeft: 18 }), slot('19:30', { coversBooked: 6, coversLeft: 14 })] },
    }),
    'POST /v1/bookings/acceptABooking': () =>
      options.failWrites ? fail() : { body: { booking: { ...PENDING, status: 'accepted' } } },
    'POST /v1/bookings/declineABooking': () =>
      options.failWrites ? fail() : { body: { booking: { ...PENDING, status: 'declined' } } },
    'POST /v1/bookings/markCustomerHasArrived': () => ({ body: { booking: { ...ACCEPTED, status: 'arrived' } } }),
    'POST /v1/bookings/markNoShow': () => ({ body: { booking: { ...ACCEPTED, status: 'no-show' } } }),
    'POST /v1/bookings/undoStatus': () => ({ body: { booking: { ...ACCEPTED, status: 'accepted' } } }),
    'POST /v1/bookings/updateAutoAcceptOrders': () => (options.failWrites ? fail() : { body: {} }),
    'GET /v1/restaurant/checkRestaurantForProfile': () => ({ body: { hasRestaurant: true, restaurant: RESTAURANT } }),
    'POST /v1/restaurant/live-activity/ticket': () => ({ body: { ticket: 'ticket-1', expiresAt: new Date().toISOString() } }),
  });
  renderWithProviders(<BookingsDesk restaurant={RESTAURANT} />);
  return { api, state };
}

const cardOf = (name: string) => screen.getByRole('article', { name: new RegExp(`for ${name}$`) });

describe('BookingsDesk', () => {
  beforeEach(() => {
    logInToVenue();
    FakeEventSource.install();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("shows today's bookings with pending ones first, and the covers used per slot", async () => {
    const { api } = startDesk();
    await screen.findByText('Meera Rao');
    const names = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(names).toEqual([`Booking ${PENDING.reference} for Meera Rao`, `Booking ${ACCEPTED.reference} for Arjun Mehta`]);
    expect(within(cardOf('Meera Rao')).getByText('“Window seat please”')).toBeInTheDocument();
    expect(within(cardOf('Meera Rao')).getByText('4 guests')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '7:30 pm: 6 booked, 14 left' })).toBeInTheDocument();
    expect(api.callsTo('GET /v2/bookings/getAllBookings/')[0]!.query.get('date')).toBe(TODAY);
  });

  it('shows where each booking’s deposit stands, and nothing for a booking without one (decisions §7)', async () => {
    const held = booking({
      name: 'Nikhil Rao',
      time: '19:30',
      status: 'awaiting-deposit',
      depositPaise: 100_000,
      depositStatus: 'awaiting',
    });
    const forfeited = booking({
      name: 'Isha Pai',
      time: '20:00',
      status: 'no-show',
      depositPaise: 50_000,
      depositStatus: 'forfeited',
    });
    startDesk({ bookings: [held, forfeited, ACCEPTED] });
    await screen.findByText('Nikhil Rao');
    expect(within(cardOf('Nikhil Rao')).getByText('Awaiting deposit')).toBeInTheDocument();
    expect(within(cardOf('Nikhil Rao')).getByText('Deposit awaited · ₹1,000')).toBeInTheDocument();
    expect(within(cardOf('Isha Pai')).getByText('Deposit forfeited · ₹500')).toBeInTheDocument();
    expect(within(cardOf('Arjun Mehta')).queryByText(/Deposit/)).not.toBeInTheDocument();
    // Nothing for the desk to accept until the deposit is paid.
    expect(within(cardOf('Nikhil Rao')).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it("shows a known guest's tags, notes and visits on their booking (the guest book)", async () => {
    const guest = { _id: 'f'.repeat(24), tags: ['VIP', 'allergy'], notes: 'No peanuts', visits: 4, noShows: 1 };
    startDesk({ bookings: [{ ...ACCEPTED, guest }, PENDING] });
    await screen.findByText('Arjun Mehta');
    const known = within(cardOf('Arjun Mehta')).getByTestId('known-guest');
    expect(within(known).getByText('VIP')).toBeInTheDocument();
    expect(within(known).getByText('allergy')).toBeInTheDocument();
    expect(within(known).getByText('4 visits · 1 no-show')).toBeInTheDocument();
    expect(within(known).getByLabelText('Guest notes')).toHaveTextContent('No peanuts');
    expect(within(cardOf('Meera Rao')).queryByTestId('known-guest')).not.toBeInTheDocument();
  });

  it('shows staff without table reservations the masked guests, with nothing to call and no export', async () => {
    // As the server answers such staff: initials, the number's last four digits, no note.
    const masked = booking({ name: 'M. R.', time: '20:30', status: 'pending', mobileNumber: '+xxxxxxxx5678', note: '' });
    startDesk({ role: 'staff', tableReserveAccess: false, bookings: [masked] });
    const card = await screen.findByRole('article', { name: /for M\. R\.$/ });
    expect(within(card).getByText('+xxxxxxxx5678')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument());
    expect(toastError).not.toHaveBeenCalled();
  });

  it('offers the desk its export and a number to call', async () => {
    startDesk({ role: 'staff', tableReserveAccess: true });
    const card = await screen.findByRole('article', { name: /for Meera Rao$/ });
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /98/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+91/));
  });

  it('accepts a pending booking and marks an accepted guest as arrived or as a no-show', async () => {
    const user = userEvent.setup();
    const { api } = startDesk();
    await user.click(
      await within(await screen.findByRole('article', { name: /Meera Rao/ })).findByRole('button', { name: 'Accept' }),
    );
    await waitFor(() => expect(api.callsTo('POST /v1/bookings/acceptABooking')).toHaveLength(1));
    expect(api.callsTo('POST /v1/bookings/acceptABooking')[0]!.json).toEqual({ bookingId: PENDING._id });
    await user.click(within(cardOf('Arjun Mehta')).getByRole('button', { name: 'Arrived' }));
    await waitFor(() =>
      expect(api.callsTo('POST /v1/bookings/markCustomerHasArrived')[0]?.json).toEqual({ bookingId: ACCEPTED._id }),
    );
    await user.click(within(cardOf('Arjun Mehta')).getByRole('button', { name: 'No-show' }));
    // A no-show frees the guest's seats: the desk confirms it first.
    expect(api.callsTo('POST /v1/bookings/markNoShow')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Mark no-show' }));
    await waitFor(() => expect(api.callsTo('POST /v1/bookings/markNoShow')[0]?.json).toEqual({ bookingId: ACCEPTED._id }));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('declines only with a reason for the guest, after asking (issue 36)', async () => {
    const user = userEvent.setup();
    const { api } = startDesk();
    await user.click(within(await screen.findByRole('article', { name: /Meera Rao/ })).getByRole('button', { name: 'Decline' }));
    const confirm = await screen.findByRole('button', { name: 'Decline booking' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/Reason for the guest/), '  Private event that evening ');
    await user.click(confirm);
    await waitFor(() =>
      expect(api.callsTo('POST /v1/bookings/declineABooking')[0]?.json).toEqual({
        bookingId: PENDING._id,
        reason: 'Private event that evening',
      }),
    );
  });

  it('keeps Arrived and No-show shut until the booking’s time allows them, and says from when', async () => {
    const soon = new Date(Date.now() + 2 * 3_600_000);
    const later = booking({ name: 'Kavya Iyer', status: 'accepted', startsAt: soon.toISOString(), date: TODAY });
    startDesk({ bookings: [later] });
    const card = await screen.findByRole('article', { name: /Kavya Iyer/ });
    expect(within(card).getByRole('button', { name: 'Arrived' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'No-show' })).toBeDisabled();
    const clock = (minutes: number) =>
      new Intl.DateTimeFormat('en-IN', { timeZone: RESTAURANT.timeZone, hour: 'numeric', minute: '2-digit', hour12: true })
        .format(new Date(soon.getTime() + minutes * 60_000))
        .toLowerCase();
    expect(within(card).getByText(`Arrived from ${clock(-30)}, no-show from ${clock(15)}`)).toBeInTheDocument();
  });

  it('offers Undo on a booking marked arrived or no-show today', async () => {
    const user = userEvent.setup();
    const marked = booking({ name: 'Rohan Das', status: 'no-show', date: TODAY });
    const { api } = startDesk({ bookings: [marked] });
    await user.click(
      within(await screen.findByRole('article', { name: /Rohan Das/ })).getByRole('button', { name: 'Undo no-show' }),
    );
    await waitFor(() => expect(api.callsTo('POST /v1/bookings/undoStatus')[0]?.json).toEqual({ bookingId: marked._id }));
  });

  it("says the spec's messages when accepting, declining or switching auto-accept fails", async () => {
    const user = userEvent.setup();
    startDesk({ failWrites: true });
    const pending = await screen.findByRole('article', { name: /Meera Rao/ });
    await user.click(within(pending).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith(RESERVATION_MESSAGES.acceptFailed));
    await user.click(within(pending).getByRole('button', { name: 'Decline' }));
    await user.type(await screen.findByLabelText(/Reason for the guest/), 'Kitchen closed');
    await user.click(screen.getByRole('button', { name: 'Decline booking' }));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith(RESERVATION_MESSAGES.cancelFailed));
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    const autoAccept = screen.getByRole('switch', { name: 'Auto-accept bookings' });
    await user.click(autoAccept);
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith(RESERVATION_MESSAGES.autoAcceptFailed));
    expect(toastError).toHaveBeenCalledWith('Failed to update auto-accept setting');
    await waitFor(() => expect(autoAccept).not.toBeChecked());
  });

  it('lets staff without tableReserveAccess read the desk but not act on it', async () => {
    const user = userEvent.setup();
    const { api } = startDesk({ role: 'staff', tableReserveAccess: false });
    const pending = await screen.findByRole('article', { name: /Meera Rao/ });
    await waitFor(() => expect(pending.querySelector('[data-access-guard="disable"]')).not.toBeNull());
    const accept = within(pending).getByRole('button', { name: 'Accept' });
    expect(accept.closest('[data-access-guard="disable"]')).toHaveAttribute(
      'aria-label',
      "You don't have permission to edit this feature",
    );
    expect(screen.getByRole('switch', { name: 'Auto-accept bookings' }).closest('[data-access-guard="disable"]')).not.toBeNull();
    await user.click(accept).catch(() => {});
    expect(api.callsTo('POST /v1/bookings/acceptABooking')).toHaveLength(0);
  });

  it('shows a new booking without reload when the live stream reports it', async () => {
    const { state, api } = startDesk();
    await screen.findByText('Meera Rao');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.latest();
    expect(stream.url).toContain('/v1/restaurant/live-activity?');
    expect(new URL(stream.url, 'http://localhost').searchParams.get('ticket')).toBe('ticket-1');
    stream.open();
    expect(await screen.findByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument();
    const fresh = booking({ name: 'Kabir Singh', time: '21:00', status: 'pending' });
    state.bookings = [...state.bookings, fresh];
    const before = api.callsTo('GET /v2/bookings/getAllBookings/').length;
    stream.push({ _id: '9'.repeat(24), type: 'new', at: new Date().toISOString(), booking: fresh }, 'new');
    expect(await screen.findByText('Kabir Singh')).toBeInTheDocument();
    expect(api.callsTo('GET /v2/bookings/getAllBookings/').length).toBeGreaterThan(before);
  });
});
