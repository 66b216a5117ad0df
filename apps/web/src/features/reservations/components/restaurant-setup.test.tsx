import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Restaurant } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { STORAGE_KEYS } from '@/lib/storage.ts';
import { logInToVenue, permissionsReply, PROFILE_ID, renderWithProviders, RESTAURANT, rightsLoaded } from '../test/render.tsx';
import { RestaurantSetup } from './restaurant-setup.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const KNOWN = {
  _id: 'f'.repeat(24),
  name: 'Spice Route Koramangala',
  city: 'Bengaluru',
  address: '80 Feet Road',
  googlePlaceId: 'place-1',
};

function startSetup() {
  let created: Restaurant | null = null;
  const api = mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply('owner'),
    'GET /v1/restaurant/checkRestaurantForProfile': () => ({ body: { hasRestaurant: created !== null, restaurant: created } }),
    'GET /v1/restaurant/searchRestaurants': (call) => ({
      body: { restaurants: (call.query.get('q') ?? '').toLowerCase().startsWith('spice') ? [KNOWN] : [] },
    }),
    'POST /v1/restaurant/createRestaurant/': (call) => {
      created = { ...RESTAURANT, ...(call.json as Partial<Restaurant>) };
      return { body: { restaurant: created } };
    },
  });
  renderWithProviders(<RestaurantSetup profileId={PROFILE_ID} venueName="Spice Route" />, { route: '/google-restaurant-search' });
  return api;
}

// Typing letter by letter (to prove one search per pause) is slow on a busy machine.
describe('RestaurantSetup', { timeout: 15_000 }, () => {
  beforeEach(logInToVenue);
  afterEach(() => vi.unstubAllGlobals());

  it('finds a known restaurant, fills the form from it and creates the restaurant', async () => {
    const user = userEvent.setup();
    const api = startSetup();
    await user.type(await screen.findByRole('textbox', { name: 'Search restaurants' }), 'spice');
    await user.click(await screen.findByRole('button', { name: `Use ${KNOWN.name}` }));
    // Typing sends one search after the pause, not one per letter.
    expect(api.callsTo('GET /v1/restaurant/searchRestaurants').map((call) => call.query.get('q'))).toEqual(['spice']);
    expect(screen.getByRole('textbox', { name: /Restaurant name/ })).toHaveValue(KNOWN.name);
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Bengaluru');
    await user.click(screen.getByRole('button', { name: 'Create restaurant' }));
    await waitFor(() => expect(api.callsTo('POST /v1/restaurant/createRestaurant/')).toHaveLength(1));
    expect(api.callsTo('POST /v1/restaurant/createRestaurant/')[0]!.json).toEqual({
      name: KNOWN.name,
      city: 'Bengaluru',
      address: '80 Feet Road',
      timeZone: 'Asia/Kolkata',
      googlePlaceId: 'place-1',
    });
  });

  it('creates a restaurant entered by hand, stores its id and guides to hours and a meal time', async () => {
    const user = userEvent.setup();
    const api = startSetup();
    const city = await screen.findByRole('textbox', { name: /City/ });
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Create restaurant' }));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(api.callsTo('POST /v1/restaurant/createRestaurant/')).toHaveLength(0);
    await user.type(city, 'Mysuru');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '4 Palace Road');
    await user.click(screen.getByRole('button', { name: 'Create restaurant' }));
    expect(await screen.findByRole('link', { name: 'Opening hours' })).toHaveAttribute('href', '/profile/settings/opening-hours');
    expect(screen.getByRole('link', { name: 'Meal times' })).toHaveAttribute('href', '/reservations/manage-slots');
    expect(api.callsTo('POST /v1/restaurant/createRestaurant/')[0]!.json).toEqual({
      name: 'Spice Route',
      city: 'Mysuru',
      address: '4 Palace Road',
      timeZone: 'Asia/Kolkata',
    });
    expect(localStorage.getItem(STORAGE_KEYS.restaurantId)).toBe(RESTAURANT._id);
    expect(localStorage.getItem(STORAGE_KEYS.restaurantUsername)).toBe('spice-route');
  });
});
