import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_GUEST_TAGS, type Guest } from '@venue/shared';
import { guestsRoutes } from '@venue/shared/routes';
import { fakeBody, fakeKey } from '@/lib/testing/contract-fakes.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, rightsLoaded } from '@/lib/testing/render.tsx';
import { toast } from '@/lib/toast.ts';
import { GuestBook } from './guest-book.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const PROFILE_ID = 'c'.repeat(24);

function guest(overrides: Partial<Guest>): Guest {
  return {
    _id: 'a'.repeat(24),
    name: 'Asha Rao',
    mobileNumber: '+919741100001',
    visits: 3,
    noShows: 1,
    cancellations: 0,
    lastVisit: '2026-06-11T06:30:00.000Z',
    tags: ['VIP'],
    notes: 'Window seat',
    spendPaise: 50_000,
    erasedAt: null,
    ...overrides,
  };
}

const ASHA = guest({});
const BALA = guest({ _id: 'b'.repeat(24), name: 'Bala', mobileNumber: '+919741100002', tags: [], notes: '', visits: 0 });

function startBook() {
  const tags = [...DEFAULT_GUEST_TAGS];
  const api = mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply('owner', true),
    [fakeKey(guestsRoutes.listGuests)]: (call) => {
      const tag = call.query.get('tag');
      const search = call.query.get('search');
      const all = [ASHA, BALA].filter(
        (g) =>
          (!tag || g.tags.includes(tag)) && (!search || g.mobileNumber.includes(search.replace(/\D/g, '').replace(/^0/, ''))),
      );
      return fakeBody(guestsRoutes.listGuests, { guests: all, total: all.length, page: 1, pageSize: 25, tags });
    },
    [fakeKey(guestsRoutes.getGuest, { id: ASHA._id })]: () =>
      fakeBody(guestsRoutes.getGuest, {
        guest: {
          ...ASHA,
          history: [
            {
              kind: 'booking',
              _id: 'd'.repeat(24),
              status: 'arrived',
              at: '2026-06-11T06:30:00.000Z',
              partySize: 2,
              spendPaise: 0,
            },
            {
              kind: 'ticket-order',
              _id: 'e'.repeat(24),
              status: 'paid',
              at: '2026-06-10T06:30:00.000Z',
              partySize: 2,
              spendPaise: 50_000,
            },
          ],
        },
      }),
    [fakeKey(guestsRoutes.updateGuest, { id: ASHA._id })]: (call) =>
      fakeBody(guestsRoutes.updateGuest, { guest: { ...ASHA, ...(call.json as object) } }),
    [fakeKey(guestsRoutes.eraseGuest, { id: ASHA._id })]: () =>
      fakeBody(guestsRoutes.eraseGuest, {
        guest: { ...ASHA, name: 'Erased guest', mobileNumber: '', tags: [], notes: '', erasedAt: '2026-06-12T00:00:00.000Z' },
      }),
  });
  renderWithProviders(<GuestBook />);
  return { api };
}

describe('GuestBook', () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it('lists guests with their figures and tags, and searches by a number typed any way', async () => {
    const user = userEvent.setup();
    const { api } = startBook();
    const asha = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(asha).getByText('3 visits · 1 no-show')).toBeTruthy();
    expect(within(asha).getByText('VIP')).toBeTruthy();
    expect(within(asha).getByText('Window seat')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Bala' })).toBeTruthy();

    await user.type(screen.getByLabelText('Search guests'), '097411-00002');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Asha Rao' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Bala' })).toBeTruthy();
    const searched = api.callsTo(fakeKey(guestsRoutes.listGuests)).at(-1)!;
    expect(searched.query.get('search')).toBe('097411-00002');
  }, 20_000);

  it('filters by a tag chip', async () => {
    const user = userEvent.setup();
    const { api } = startBook();
    await screen.findByRole('article', { name: 'Bala' });
    await user.click(within(screen.getByRole('group', { name: 'Filter by tag' })).getByText('VIP'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bala' })).toBeNull());
    expect(api.callsTo(fakeKey(guestsRoutes.listGuests)).at(-1)!.query.get('tag')).toBe('VIP');
  });

  it('opens a guest with their history, saves tags and notes, and erases after asking', async () => {
    const user = userEvent.setup();
    const { api } = startBook();
    await rightsLoaded();
    await user.click(await screen.findByRole('button', { name: 'Open Asha Rao' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('list', { name: 'History' })).toBeTruthy();
    expect(within(dialog).getByText(/Arrived · 2 guests/)).toBeTruthy();
    expect(within(dialog).getByText(/Paid · 2 guests · ₹500/)).toBeTruthy();

    const notes = within(dialog).getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'Allergic to peanuts');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save tags and notes' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save tags and notes' }));
    await waitFor(() => expect(api.callsTo(fakeKey(guestsRoutes.updateGuest, { id: ASHA._id }))).toHaveLength(1));
    expect(api.callsTo(fakeKey(guestsRoutes.updateGuest, { id: ASHA._id }))[0]!.json).toEqual({
      tags: ['VIP'],
      notes: 'Allergic to peanuts',
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Guest saved' }));

    await user.click(within(dialog).getByRole('button', { name: "Erase guest's details" }));
    expect(api.callsTo(fakeKey(guestsRoutes.eraseGuest, { id: ASHA._id }))).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(api.callsTo(fakeKey(guestsRoutes.eraseGuest, { id: ASHA._id }))).toHaveLength(1));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Guest's details erased" }));
  }, 20_000);
});
