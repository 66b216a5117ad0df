import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slot } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { addDays, venueDate } from '@/lib/local-date.ts';
import {
  DINNER,
  logInToVenue,
  permissionsReply,
  renderWithProviders,
  RESTAURANT,
  RESTAURANT_ID,
  rightsLoaded,
  slot,
} from '../test/render.tsx';
import { SlotGrid } from './slot-grid.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const TODAY = venueDate(RESTAURANT.timeZone);
const TOMORROW = addDays(TODAY, 1);

function startGrid(role: 'owner' | 'staff' = 'owner') {
  const closed = new Set<string>();
  const slotsOn = (): Slot[] =>
    ['19:00', '19:30', '20:00'].map((time) =>
      slot(time, {
        slotStatus: closed.has(time) ? 'closed' : 'open',
        coversBooked: time === '19:30' ? 8 : 0,
        coversLeft: time === '19:30' ? 12 : 20,
      }),
    );
  const api = mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply(role, role === 'owner'),
    [`GET /v1/restaurant/mealTimes/${RESTAURANT_ID}`]: () => ({ body: { mealTimes: [DINNER] } }),
    [`GET /v1/restaurant/fetchRestaurantSlots/${RESTAURANT_ID}/${TODAY}`]: () => ({
      body: { slots: [...slotsOn(), slot('12:00', { mealTimeId: 'b'.repeat(24) })] },
    }),
    [`GET /v1/restaurant/fetchRestaurantSlots/${RESTAURANT_ID}/${TOMORROW}`]: () => ({ body: { slots: slotsOn() } }),
    'POST /v1/restaurant/updateRestaurantSlot': (call) => {
      const body = call.json as { slotStartTimes: string[]; slotStatus: string };
      for (const time of body.slotStartTimes) {
        if (body.slotStatus === 'closed') closed.add(time);
        else closed.delete(time);
      }
      // The date's slots as they are now, as the server answers.
      return { body: { slots: slotsOn() } };
    },
  });
  renderWithProviders(<SlotGrid restaurant={RESTAURANT} mealTimeId={DINNER._id} />);
  return api;
}

describe('SlotGrid', () => {
  beforeEach(logInToVenue);
  afterEach(() => vi.unstubAllGlobals());

  it("shows the meal time's slots with covers booked and left, and closes one with its switch", async () => {
    const user = userEvent.setup();
    const api = startGrid();
    const slots = await screen.findByLabelText('Slots');
    expect(within(slots).getAllByRole('article')).toHaveLength(3);
    expect(within(screen.getByRole('article', { name: 'Slot 19:30' })).getByText('8 booked · 12 left')).toBeInTheDocument();
    await rightsLoaded();
    await user.click(screen.getByRole('switch', { name: '19:30 open' }));
    await waitFor(() => expect(api.callsTo('POST /v1/restaurant/updateRestaurantSlot')).toHaveLength(1));
    expect(api.callsTo('POST /v1/restaurant/updateRestaurantSlot')[0]!.json).toEqual({
      restaurantId: RESTAURANT_ID,
      slotDate: TODAY,
      slotStartTimes: ['19:30'],
      slotStatus: 'closed',
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: '19:30 open' })).not.toBeChecked());
  });

  it('closes several selected slots of another date at once', async () => {
    const user = userEvent.setup();
    const api = startGrid();
    await screen.findByLabelText('Slots');
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: 'Select 19:00' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 20:00' }));
    await user.click(screen.getByRole('button', { name: 'Close selected' }));
    await waitFor(() => expect(api.callsTo('POST /v1/restaurant/updateRestaurantSlot')).toHaveLength(1));
    expect(api.callsTo('POST /v1/restaurant/updateRestaurantSlot')[0]!.json).toEqual({
      restaurantId: RESTAURANT_ID,
      slotDate: TOMORROW,
      slotStartTimes: ['19:00', '20:00'],
      slotStatus: 'closed',
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: '20:00 open' })).not.toBeChecked());
    expect(screen.getByRole('switch', { name: '19:30 open' })).toBeChecked();
  });

  it("says per slot what guests get, as the guests' availability answers it: a slot next to a closed one is not bookable", async () => {
    const refused = (reason: NonNullable<Slot['guest']['reason']>, blockedBy: string | null = null) => ({
      available: false,
      coversLeft: 0,
      reason,
      blockedBy,
    });
    mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner', true),
      [`GET /v1/restaurant/mealTimes/${RESTAURANT_ID}`]: () => ({ body: { mealTimes: [DINNER] } }),
      [`GET /v1/restaurant/fetchRestaurantSlots/${RESTAURANT_ID}/${TODAY}`]: () => ({
        body: {
          slots: [
            slot('18:30', { guest: refused('too-soon') }),
            slot('19:00', { guest: refused('closed', '19:30') }),
            slot('19:30', { slotStatus: 'closed', guest: refused('closed') }),
            slot('20:00', { coversLeft: 6, guest: { available: true, coversLeft: 6, reason: null, blockedBy: null } }),
            slot('20:30', { guest: refused('fully-booked') }),
          ],
        },
      }),
    });
    renderWithProviders(<SlotGrid restaurant={RESTAURANT} mealTimeId={DINNER._id} />);
    const card = async (time: string) => within(await screen.findByRole('article', { name: `Slot ${time}` }));
    expect((await card('19:00')).getByText('Guests cannot book: a stay runs into 19:30, which is closed')).toBeInTheDocument();
    // Its own switch still reads open: the slot is open, a neighbour refuses it.
    expect((await card('19:00')).getByRole('switch', { name: '19:00 open' })).toBeChecked();
    expect((await card('19:30')).getByText('Closed to guests')).toBeInTheDocument();
    expect((await card('20:00')).getByText('Guests can book: up to 6 guests')).toBeInTheDocument();
    expect((await card('20:30')).getByText('Fully booked for guests')).toBeInTheDocument();
    expect((await card('18:30')).getByText('Too late to book online')).toBeInTheDocument();
  });

  it('shows staff without tableReserveAccess the slots with the switches disabled', async () => {
    startGrid('staff');
    await screen.findByLabelText('Slots');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '19:00 open' }).closest('[data-access-guard="disable"]')).not.toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Close selected' }).closest('[data-access-guard="disable"]')).not.toBeNull();
  });
});
