import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESERVATION_MESSAGES, type WorkingHours } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, RESTAURANT } from '../test/render.tsx';
import { fullWeek, OpeningHoursForm, OpeningHoursScreen } from './opening-hours-form.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const PUT_PATH = 'PUT /v1/profiles/opening-hours';
const MONDAY_LUNCH: WorkingHours = {
  openingHours: [{ day: 1, isOpen: true, ranges: [{ start: '12:00', end: '15:00' }] }],
  exceptions: [],
};

function startForm() {
  const api = mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply('owner'),
    [PUT_PATH]: (call) => ({ body: call.json }),
  });
  renderWithProviders(<OpeningHoursForm timeZone={RESTAURANT.timeZone} initial={fullWeek(MONDAY_LUNCH)} />);
  return api;
}

describe('OpeningHoursForm', () => {
  beforeEach(logInToVenue);
  afterEach(() => vi.unstubAllGlobals());

  it('refuses overlapping ranges on one day with the shared message', async () => {
    const user = userEvent.setup();
    const api = startForm();
    await user.click(screen.getAllByRole('button', { name: 'Add range' })[0]!);
    const opens = screen.getByLabelText('Monday range 2 opens');
    await user.clear(opens);
    await user.type(opens, '14:00');
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    expect(await screen.findByText(RESERVATION_MESSAGES.rangesOverlap)).toBeInTheDocument();
    expect(api.callsTo(PUT_PATH)).toHaveLength(0);
  });

  it('sends the week with several ranges, closed days without ranges, and a holiday', async () => {
    const user = userEvent.setup();
    const api = startForm();
    await user.click(screen.getAllByRole('button', { name: 'Add range' })[0]!);
    await user.click(screen.getByRole('switch', { name: 'Sunday open' }));
    await user.click(screen.getByRole('button', { name: 'Add exception' }));
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => expect(api.callsTo(PUT_PATH)).toHaveLength(1));
    const sent = api.callsTo(PUT_PATH)[0]!.json as WorkingHours;
    expect(sent.openingHours).toHaveLength(7);
    expect(sent.openingHours[1]).toEqual({
      day: 1,
      isOpen: true,
      ranges: [
        { start: '12:00', end: '15:00' },
        { start: '18:00', end: '22:00' },
      ],
    });
    expect(sent.openingHours[0]).toEqual({ day: 0, isOpen: true, ranges: [{ start: '12:00', end: '23:00' }] });
    expect(sent.openingHours[2]).toEqual({ day: 2, isOpen: false, ranges: [] });
    expect(sent.exceptions).toEqual([{ date: '2026-12-25', isOpen: false, ranges: [] }]);
  });

  it('opens for a venue without a restaurant: the venue’s hours, never "Create restaurant" (issue 35)', async () => {
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v1/profiles/opening-hours': () => ({ body: MONDAY_LUNCH }),
    });
    renderWithProviders(<OpeningHoursScreen />);
    expect(await screen.findByRole('switch', { name: 'Monday open' })).toBeChecked();
    expect(screen.getByLabelText('Monday range 1 opens')).toHaveValue('12:00');
    expect(screen.queryByText(/create restaurant/i)).not.toBeInTheDocument();
    expect(api.callsTo('GET /v1/restaurant/checkRestaurantForProfile')).toHaveLength(0);
  });
});
