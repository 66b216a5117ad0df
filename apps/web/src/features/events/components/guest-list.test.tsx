import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, rightsLoaded } from '@/lib/testing/render.tsx';
import { attendee, PROFILE_ID } from '../test/fixtures.ts';
import { toast } from '@/lib/toast.ts';
import { GuestList } from './guest-list.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const EVENT_ID = 'e'.repeat(24);
const ATTENDEES = `GET /v2/ticketed-events/${EVENT_ID}/attendees`;
const GUESTS = [
  attendee({ attendeeName: 'Meera Rao', checkedInAt: '2026-12-05T14:12:00.000Z' }),
  attendee({ attendeeName: 'Arjun Mehta', code: 'ACDEFGHJKMNP' }),
];

describe('GuestList', () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('filters checked-in guests from the others and searches on the server', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      [ATTENDEES]: (call) => ({
        body: { attendees: GUESTS.filter((guest) => guest.attendeeName.toLowerCase().includes(call.query.get('search') ?? '')) },
      }),
    });
    const onCheckIn = vi.fn();
    renderWithProviders(<GuestList eventId={EVENT_ID} timeZone="Asia/Kolkata" onCheckIn={onCheckIn} isCheckingIn={false} />);
    expect(await screen.findByRole('listitem', { name: 'Meera Rao' })).toHaveTextContent(/In 7:42 pm/i);
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Check in Arjun Mehta' }));
    expect(onCheckIn).toHaveBeenCalledWith('ACDEFGHJKMNP');
    expect(screen.queryByRole('button', { name: 'Check in Meera Rao' })).toBeNull();

    await user.click(screen.getByText('Checked in (1)'));
    expect(screen.queryByRole('listitem', { name: 'Arjun Mehta' })).toBeNull();
    await user.click(screen.getByText('Not yet (1)'));
    expect(screen.getByRole('listitem', { name: 'Arjun Mehta' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Meera Rao' })).toBeNull();

    await user.click(screen.getByText('All (2)'));
    await user.type(screen.getByLabelText('Search guests'), 'meera');
    await waitFor(() => expect(api.callsTo(ATTENDEES).at(-1)!.query.get('search')).toBe('meera'));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Arjun Mehta' })).toBeNull());
  });

  it('cancels one guest’s whole order after a confirmation that says what happens to the money', async () => {
    const user = userEvent.setup();
    const orderId = 'a'.repeat(24);
    const party = [
      attendee({ attendeeName: 'Arjun Mehta', code: 'ACDEFGHJKMNP', orderId }),
      attendee({ attendeeName: 'Arjun Mehta', code: 'QRTUVWXY3467', orderId }),
    ];
    const CANCEL = `POST /v2/ticket-orders/${orderId}/cancel-by-venue`;
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      [ATTENDEES]: () => ({ body: { attendees: party } }),
      [CANCEL]: () => ({ body: { order: { _id: orderId, status: 'refund-pending', refundPaise: 99900 } } }),
    });
    renderWithProviders(<GuestList eventId={EVENT_ID} timeZone="Asia/Kolkata" onCheckIn={vi.fn()} isCheckingIn={false} />);
    await screen.findAllByRole('listitem', { name: 'Arjun Mehta' });
    await rightsLoaded();
    await user.click(screen.getAllByRole('button', { name: 'Cancel the order of Arjun Mehta' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Its 2 tickets will stop working at the door. Anything paid is refunded in full');
    expect(api.callsTo(CANCEL)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(api.callsTo(CANCEL)).toHaveLength(1));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Order cancelled',
        description: 'The guest is refunded in full and told by SMS.',
      }),
    );
  });
});
