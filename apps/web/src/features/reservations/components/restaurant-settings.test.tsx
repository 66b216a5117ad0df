import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESERVATION_MESSAGES } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, RESTAURANT, rightsLoaded } from '../test/render.tsx';
import { RestaurantSettings } from './restaurant-settings.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

describe('RestaurantSettings', { timeout: 15_000 }, () => {
  beforeEach(logInToVenue);
  afterEach(() => vi.unstubAllGlobals());

  it('sets how long the venue takes to answer a booking, within bounds (issue 34)', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'POST /v1/restaurant/updateRestaurantSettings': (call) => ({
        body: { restaurant: { ...RESTAURANT, ...(call.json as object) } },
      }),
    });
    renderWithProviders(<RestaurantSettings restaurant={RESTAURANT} />);
    await rightsLoaded();
    const field = screen.getByRole('textbox', { name: 'Time to answer a booking (minutes)' });
    expect(field).toHaveValue('120');

    await user.clear(field);
    await user.type(field, '10');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(RESERVATION_MESSAGES.pendingExpiryRange(15, 1440))).toBeInTheDocument();
    expect(api.callsTo('POST /v1/restaurant/updateRestaurantSettings')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '45');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('POST /v1/restaurant/updateRestaurantSettings')).toHaveLength(1));
    expect(api.callsTo('POST /v1/restaurant/updateRestaurantSettings')[0]!.json).toMatchObject({ pendingExpiryMinutes: 45 });
  });

  it('sets the deposit’s refund cut-off, within bounds, and what an arrived guest’s deposit becomes (decisions §7)', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'POST /v1/restaurant/updateRestaurantSettings': (call) => ({
        body: { restaurant: { ...RESTAURANT, ...(call.json as object) } },
      }),
    });
    renderWithProviders(<RestaurantSettings restaurant={RESTAURANT} />);
    await rightsLoaded();
    const cutoff = screen.getByRole('textbox', { name: 'Refund cut-off (hours before)' });
    expect(cutoff).toHaveValue('24');
    expect(screen.getByRole('radio', { name: 'Refund the deposit' })).toBeChecked();

    await user.clear(cutoff);
    await user.type(cutoff, '200');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(RESERVATION_MESSAGES.cancellationCutoffRange(168))).toBeInTheDocument();
    expect(api.callsTo('POST /v1/restaurant/updateRestaurantSettings')).toHaveLength(0);

    await user.clear(cutoff);
    await user.type(cutoff, '48');
    await user.click(screen.getByRole('radio', { name: 'Take it off the bill' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('POST /v1/restaurant/updateRestaurantSettings')).toHaveLength(1));
    expect(api.callsTo('POST /v1/restaurant/updateRestaurantSettings')[0]!.json).toMatchObject({
      cancellationCutoffHours: 48,
      depositHandling: 'apply-to-bill',
    });
  });

  it('shows the server’s refusal of a largest party no meal time seats at the field (issue 36)', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'POST /v1/restaurant/updatePartySizeDetails': () => ({
        status: 422,
        errorCode: 'BUSINESS_RULE',
        errorMessage: RESERVATION_MESSAGES.partyTooLargeForSlots(8),
      }),
    });
    renderWithProviders(<RestaurantSettings restaurant={RESTAURANT} />);
    await rightsLoaded();
    const largest = screen.getByRole('textbox', { name: 'Largest party' });
    await user.clear(largest);
    await user.type(largest, '12');
    await user.click(screen.getByRole('button', { name: 'Save party size' }));
    await waitFor(() => expect(api.callsTo('POST /v1/restaurant/updatePartySizeDetails')).toHaveLength(1));
    expect(await screen.findByText(RESERVATION_MESSAGES.partyTooLargeForSlots(8))).toBeInTheDocument();
    expect(largest).toHaveAttribute('aria-invalid', 'true');
  });
});
