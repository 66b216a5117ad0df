import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, rightsLoaded } from '@/lib/testing/render.tsx';
import { attendee, PROFILE_ID } from '../test/fixtures.ts';
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
});
