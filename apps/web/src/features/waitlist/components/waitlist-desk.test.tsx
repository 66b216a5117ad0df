import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitlistListEntry } from '@venue/shared';
import { waitlistRoutes } from '@venue/shared/routes';
import { fakeBody, fakeKey } from '@/lib/testing/contract-fakes.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, rightsLoaded } from '@/lib/testing/render.tsx';
import { toast } from '@/lib/toast.ts';
import { WaitlistDesk } from './waitlist-desk.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const PROFILE_ID = 'c'.repeat(24);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function entry(overrides: Partial<WaitlistListEntry>): WaitlistListEntry {
  return {
    _id: 'a'.repeat(24),
    position: 1,
    status: 'waiting',
    quotedMinutes: 20,
    joinedAt: minutesAgo(5),
    reference: 'ABCDEFGH',
    name: 'Asha',
    mobileNumber: '+919740000001',
    partySize: 2,
    note: '',
    source: 'desk',
    notifiedAt: null,
    seatedAt: null,
    leftAt: null,
    reason: null,
    estimatedMinutes: 15,
    guest: null,
    ...overrides,
  };
}

const ASHA = entry({});
const BALA = entry({ _id: 'b'.repeat(24), position: 2, name: 'Bala', partySize: 4, quotedMinutes: 10, joinedAt: minutesAgo(25) });

function startDesk(tableReserveAccess = true) {
  const state = { entries: [ASHA, BALA], settings: { remoteJoin: false, maxPartySize: 10, maxWaiting: 50 } };
  const api = mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply(tableReserveAccess ? 'owner' : 'staff', tableReserveAccess),
    [fakeKey(waitlistRoutes.listWaitlistEntries)]: () => fakeBody(waitlistRoutes.listWaitlistEntries, { entries: state.entries }),
    [fakeKey(waitlistRoutes.getWaitlistQuote)]: (call) =>
      fakeBody(waitlistRoutes.getWaitlistQuote, { quotedMinutes: Number(call.query.get('partySize')) * 10 + 5, samples: 4 }),
    [fakeKey(waitlistRoutes.addWaitlistEntry)]: (call) => {
      const body = call.json as { name: string; partySize: number; quotedMinutes: number };
      const added = entry({
        _id: 'd'.repeat(24),
        position: 3,
        name: body.name,
        partySize: body.partySize,
        quotedMinutes: body.quotedMinutes,
      });
      state.entries = [...state.entries, added];
      return fakeBody(waitlistRoutes.addWaitlistEntry, { entry: added });
    },
    [fakeKey(waitlistRoutes.notifyWaitlistEntry, { id: ASHA._id })]: () =>
      fakeBody(waitlistRoutes.notifyWaitlistEntry, { entry: { ...ASHA, status: 'notified', estimatedMinutes: 0 } }),
    [fakeKey(waitlistRoutes.seatWaitlistEntry, { id: ASHA._id })]: () =>
      fakeBody(waitlistRoutes.seatWaitlistEntry, { entry: { ...ASHA, status: 'seated', position: null } }),
    [fakeKey(waitlistRoutes.removeWaitlistEntry, { id: BALA._id })]: (call) =>
      fakeBody(waitlistRoutes.removeWaitlistEntry, {
        entry: { ...BALA, status: 'left', position: null, reason: (call.json as { reason: string }).reason },
      }),
    [fakeKey(waitlistRoutes.getWaitlistSettings)]: () =>
      fakeBody(waitlistRoutes.getWaitlistSettings, { settings: state.settings }),
    [fakeKey(waitlistRoutes.updateWaitlistSettings)]: (call) => {
      state.settings = call.json as typeof state.settings;
      return fakeBody(waitlistRoutes.updateWaitlistSettings, { settings: state.settings });
    },
  });
  renderWithProviders(<WaitlistDesk />);
  return { api, state };
}

describe('WaitlistDesk', () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it('lists the queue in order with waited against quoted time, the overdue in red', async () => {
    startDesk();
    const rows = await screen.findAllByTestId('waitlist-entry');
    expect(rows.map((row) => within(row).getByLabelText('Position').textContent)).toEqual(['1', '2']);
    expect(within(rows[0]!).getByTestId('waited').textContent).toBe('Waited 5 min of 20 quoted');
    expect(within(rows[1]!).getByTestId('waited').textContent).toBe('Waited 25 min of 10 quoted');
    expect(within(rows[1]!).getByTestId('waited').style.color).not.toBe('');
    expect(within(rows[0]!).getByTestId('waited').style.color).toBe('');
  });

  it('adds a party with the quote pre-filled from the suggestion', async () => {
    const user = userEvent.setup();
    const { api } = startDesk();
    await rightsLoaded();
    const form = screen.getByRole('form', { name: 'Add a party' });
    await user.type(within(form).getByLabelText('Name'), 'Chitra');
    await user.type(within(form).getByLabelText('Phone'), '97400 00003');
    await waitFor(() => expect(within(form).getByLabelText('Quoted wait (min)')).toHaveValue('25'));
    await user.clear(within(form).getByLabelText('Party size'));
    await user.type(within(form).getByLabelText('Party size'), '4');
    await waitFor(() => expect(within(form).getByLabelText('Quoted wait (min)')).toHaveValue('45'));
    await user.click(within(form).getByRole('button', { name: 'Add to waitlist' }));
    await waitFor(() => expect(api.callsTo(fakeKey(waitlistRoutes.addWaitlistEntry))).toHaveLength(1));
    expect(api.callsTo(fakeKey(waitlistRoutes.addWaitlistEntry))[0]!.json).toEqual({
      name: 'Chitra',
      mobileNumber: '97400 00003',
      partySize: 4,
      quotedMinutes: 45,
    });
    expect(await screen.findByLabelText('Chitra')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Chitra added' }));
  });

  it('notifies, seats and removes with a reason', async () => {
    const user = userEvent.setup();
    const { api } = startDesk();
    await rightsLoaded();
    const asha = await screen.findByLabelText('Asha');
    await user.click(within(asha).getByRole('button', { name: 'Notify' }));
    await waitFor(() => expect(api.callsTo(fakeKey(waitlistRoutes.notifyWaitlistEntry, { id: ASHA._id }))).toHaveLength(1));
    await waitFor(() => expect(within(asha).getByRole('button', { name: 'Seat' })).toBeEnabled());
    await user.click(within(asha).getByRole('button', { name: 'Seat' }));
    await waitFor(() => expect(api.callsTo(fakeKey(waitlistRoutes.seatWaitlistEntry, { id: ASHA._id }))).toHaveLength(1));

    const bala = screen.getByLabelText('Bala');
    await waitFor(() => expect(within(bala).getByRole('button', { name: 'Remove' })).toBeEnabled());
    await user.click(within(bala).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('button', { name: 'Remove from waitlist' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Reason'), 'Walked away');
    await user.click(confirm);
    await waitFor(() => expect(api.callsTo(fakeKey(waitlistRoutes.removeWaitlistEntry, { id: BALA._id }))).toHaveLength(1));
    expect(api.callsTo(fakeKey(waitlistRoutes.removeWaitlistEntry, { id: BALA._id }))[0]!.json).toEqual({
      reason: 'Walked away',
    });
  });

  it('saves the settings: remote join, largest party, longest queue', async () => {
    const user = userEvent.setup();
    const { state } = startDesk();
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Waitlist settings' }));
    await user.click(await screen.findByLabelText('Guests may join online (from the booking page)'));
    const largest = screen.getByLabelText('Largest party');
    await user.clear(largest);
    await user.type(largest, '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(JSON.stringify(state.settings)).toBe(JSON.stringify({ remoteJoin: true, maxPartySize: 6, maxWaiting: 50 })),
    );
  });

  it('leaves the actions inert for staff without tableReserveAccess', async () => {
    startDesk(false);
    await rightsLoaded();
    const asha = await screen.findByLabelText('Asha');
    const inert = (name: string, inside: HTMLElement = document.body) =>
      within(inside).getByRole('button', { name }).closest('[data-access-guard="disable"]');
    expect(inert('Seat', asha)).not.toBeNull();
    expect(inert('Add to waitlist')).not.toBeNull();
  });
});
