import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESERVATION_MESSAGES } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import {
  DINNER,
  logInToVenue,
  permissionsReply,
  renderWithProviders,
  RESTAURANT,
  RESTAURANT_ID,
  rightsLoaded,
} from '../test/render.tsx';
import { MealTimesScreen } from './meal-times-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

function startScreen() {
  const api = mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply('owner'),
    [`GET /v1/restaurant/mealTimes/${RESTAURANT_ID}`]: () => ({ body: { mealTimes: [DINNER] } }),
    'POST /v1/restaurant/createMealTime': (call) => ({
      body: { mealTime: { ...DINNER, ...(call.json as object), _id: 'a'.repeat(24) } },
    }),
    [`PUT /v1/restaurant/updateMealTime/${DINNER._id}`]: (call) => ({
      body: { mealTime: { ...DINNER, ...(call.json as object) } },
    }),
    'POST /v1/restaurant/deleteMealTime': () => ({ body: { deleted: DINNER._id } }),
  });
  renderWithProviders(<MealTimesScreen restaurant={RESTAURANT} />, { route: '/reservations/manage-slots' });
  return api;
}

// Typing whole forms outlasts 5 s on a busy machine (as restaurant-settings.test.tsx).
describe('Meal times', { timeout: 15_000 }, () => {
  beforeEach(logInToVenue);
  afterEach(() => vi.unstubAllGlobals());

  it('checks a new meal time with the shared rules, then creates it', async () => {
    const user = userEvent.setup();
    const api = startScreen();
    await screen.findByRole('article', { name: 'Dinner' });
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Add meal time' }));
    const form = await screen.findByRole('form', { name: 'Meal time' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Lunch');
    const ends = within(form).getByLabelText(/Ends/);
    await user.clear(ends);
    await user.type(ends, '18:00');
    const interval = within(form).getByRole('textbox', { name: /Slot every/ });
    await user.clear(interval);
    await user.type(interval, '3');
    await user.click(within(form).getByRole('button', { name: 'Add meal time' }));
    expect(await within(form).findByText(RESERVATION_MESSAGES.mealTimeOrder)).toBeInTheDocument();
    expect(within(form).getByText('Slot interval must be at least 5 minutes')).toBeInTheDocument();
    expect(api.callsTo('POST /v1/restaurant/createMealTime')).toHaveLength(0);

    await user.clear(ends);
    await user.type(ends, '23:00');
    await user.clear(interval);
    await user.type(interval, '15');
    await user.click(within(form).getByRole('checkbox', { name: 'Sunday' }));
    await user.click(within(form).getByRole('button', { name: 'Add meal time' }));
    await waitFor(() => expect(api.callsTo('POST /v1/restaurant/createMealTime')).toHaveLength(1));
    expect(api.callsTo('POST /v1/restaurant/createMealTime')[0]!.json).toEqual({
      restaurantId: RESTAURANT_ID,
      name: 'Lunch',
      start: '19:00',
      end: '23:00',
      slotIntervalMinutes: 15,
      stayMinutes: 90,
      coversPerSlot: 20,
      days: [1, 2, 3, 4, 5, 6],
      depositPerCoverPaise: 0,
      depositFromPartySize: 1,
    });
  });

  it('asks a deposit per guest in rupees, saved in paise, and refuses an empty amount', async () => {
    const user = userEvent.setup();
    const api = startScreen();
    await screen.findByRole('article', { name: 'Dinner' });
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Edit Dinner' }));
    const form = await screen.findByRole('form', { name: 'Meal time' });
    const deposit = within(form).getByRole('textbox', { name: /Deposit per guest/ });
    await user.clear(deposit);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(RESERVATION_MESSAGES.depositAmount)).toBeInTheDocument();
    expect(api.callsTo(`PUT /v1/restaurant/updateMealTime/${DINNER._id}`)).toHaveLength(0);

    await user.type(deposit, '250.50');
    const fromParty = within(form).getByRole('textbox', { name: /Ask it from a party of/ });
    await user.clear(fromParty);
    await user.type(fromParty, '4');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(`PUT /v1/restaurant/updateMealTime/${DINNER._id}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /v1/restaurant/updateMealTime/${DINNER._id}`)[0]!.json).toMatchObject({
      depositPerCoverPaise: 25_050,
      depositFromPartySize: 4,
    });
  });

  it('asks before deleting a meal time', async () => {
    const user = userEvent.setup();
    const api = startScreen();
    await screen.findByRole('article', { name: 'Dinner' });
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Delete Dinner' }));
    expect(await screen.findByText(/Delete Dinner\? Its slots disappear/)).toBeInTheDocument();
    expect(api.callsTo('POST /v1/restaurant/deleteMealTime')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('POST /v1/restaurant/deleteMealTime')[0]?.json).toEqual({ _id: DINNER._id }));
  });
});
