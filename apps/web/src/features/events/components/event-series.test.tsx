import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VenueEvent } from '@venue/shared';
import { mockApi, type RecordedCall } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders } from '@/lib/testing/render.tsx';
import { PROFILE_ID, ticketType, venueEvent } from '../test/fixtures.ts';
import { EventEditor } from './event-editor.tsx';
import { EventsScreen } from './events-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

/*
 * Weekly series, refund policy and GST in the owner's screens (issue 39): the editor's fields and
 * what they send, the scope question when saving a date of a series, and the grouped list.
 */

const formOf = (call: RecordedCall) => call.json as FormData;

/** 5 Dec 2026 is a Saturday. */
async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Event name/), 'Jazz Night');
  await user.type(screen.getByLabelText(/^Starts/), '2026-12-05T19:30');
  await user.type(screen.getByLabelText(/^Ends/), '2026-12-05T23:00');
  await user.type(screen.getByLabelText(/Venue name/), 'Spice Route');
  await user.type(screen.getByLabelText(/Address/), '12 MG Road');
}
const terms = (hasGstin: boolean) => () => ({
  body: { platformFeePercent: 5, gstRatePercent: 18, settlementDays: 2, payoutAccount: 'verified' as const, hasGstin },
});

describe('ticketed event settings', { timeout: 20_000 }, () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('creates a weekly series with a refund policy: the preview counts the dates, the call carries the rule', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v2/ticketed-events/selling-terms': terms(false),
      'POST /v2/ticketed-events': () => ({ body: { event: venueEvent() } }),
    });
    renderWithProviders(<EventEditor isTicketed event={null} onSaved={onSaved} onCancel={vi.fn()} />);
    await fillDetails(user);
    // GST needs a GSTIN on the payout account: the select is off and says why.
    const gst = await screen.findByLabelText(/GST included in ticket prices/);
    expect(gst).toBeDisabled();
    expect(screen.getByText(/Add your GSTIN to your payout account/)).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Repeat weekly' }));
    await user.click(within(screen.getByRole('group', { name: 'Repeat on' })).getByRole('checkbox', { name: 'Saturday' }));
    await user.type(screen.getByLabelText(/Last date/), '2026-12-26');
    expect(screen.getByTestId('series-preview')).toHaveTextContent('Every Saturday · 4 dates');
    await user.click(screen.getByRole('switch', { name: 'Guests may cancel for a full refund' }));
    const hours = screen.getByLabelText(/Until how many hours before the start/);
    await user.clear(hours);
    await user.type(hours, '48');

    await user.click(screen.getByRole('button', { name: 'Next: Ticket info' }));
    const first = within(await screen.findByRole('group', { name: 'Ticket type 1' }));
    await user.type(first.getByLabelText(/Ticket name/), 'General');
    await user.type(first.getByLabelText(/Price/), '499');
    await user.type(first.getByLabelText(/Sales start/), '2026-11-24T10:00');
    await user.type(first.getByLabelText(/Sales end/), '2026-12-05T19:00');
    await user.click(screen.getByRole('button', { name: 'Create ticketed event' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const form = formOf(api.callsTo('POST /v2/ticketed-events')[0]!);
    expect(JSON.parse(String(form.get('recurrence')))).toEqual({ frequency: 'weekly', byDay: [6], until: '2026-12-26' });
    expect(JSON.parse(String(form.get('refundPolicy')))).toEqual({ allowed: true, untilHoursBefore: 48 });
    expect(form.get('gstRatePercent')).toBe('0');
  });

  it('says how many dates too many, before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v2/ticketed-events/selling-terms': terms(true),
    });
    renderWithProviders(<EventEditor isTicketed event={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await fillDetails(user);
    await user.click(screen.getByRole('switch', { name: 'Repeat weekly' }));
    const days = within(screen.getByRole('group', { name: 'Repeat on' }));
    for (const day of ['Monday', 'Tuesday', 'Wednesday']) await user.click(days.getByRole('checkbox', { name: day }));
    await user.type(screen.getByLabelText(/Last date/), '2027-12-31');
    expect(screen.getByTestId('series-preview')).toHaveTextContent('more than 52 dates');
    await user.click(screen.getByRole('button', { name: 'Next: Ticket info' }));
    expect(await screen.findByText(/A series can have at most 52 dates; these settings make 168/)).toBeInTheDocument();
    expect(api.callsTo('POST /v2/ticketed-events')).toHaveLength(0);
    // With a GSTIN, the rate can be chosen.
    expect(screen.getByLabelText(/GST included in ticket prices/)).toBeEnabled();
  });

  it('asks which dates an edit of a series date is for, and sends the scope', async () => {
    const user = userEvent.setup();
    const event = venueEvent({
      seriesId: 'a'.repeat(24),
      recurrence: { frequency: 'weekly', byDay: [6], until: '2026-12-26' },
      refundPolicy: { allowed: true, untilHoursBefore: 24 },
      ticketTypes: [ticketType()],
    });
    const onSaved = vi.fn();
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v2/ticketed-events/selling-terms': terms(true),
      [`PUT /v2/ticketed-events/${event._id}`]: () => ({ body: { event } }),
    });
    renderWithProviders(<EventEditor isTicketed event={event} onSaved={onSaved} onCancel={vi.fn()} />);
    // A date of a series is not made to repeat again.
    expect(screen.queryByRole('switch', { name: 'Repeat weekly' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next: Ticket info' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save changes to' }));
    expect(api.callsTo(`PUT /v2/ticketed-events/${event._id}`)).toHaveLength(0);
    await user.click(dialog.getByRole('radio', { name: /This and following dates/ }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [call] = api.callsTo(`PUT /v2/ticketed-events/${event._id}`);
    expect(call!.query.get('scope')).toBe('following');
    expect(JSON.parse(String(formOf(call!).get('refundPolicy')))).toEqual({ allowed: true, untilHoursBefore: 24 });
  });
});

describe('the grouped list', () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a series once, "Every Friday · 3 dates", with each date one tap away', async () => {
    const user = userEvent.setup();
    const seriesId = 'b'.repeat(24);
    const dateOf = (day: string): VenueEvent =>
      venueEvent({
        name: 'Friday Jam',
        seriesId,
        recurrence: { frequency: 'weekly', byDay: [5], until: '2026-12-18' },
        startsAt: `2026-12-${day}T14:30:00.000Z`,
        endsAt: `2026-12-${day}T17:30:00.000Z`,
      });
    mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v2/ticketed-events/selling-terms': terms(false),
      [`GET /v2/ticketed-events/restaurant/${PROFILE_ID}`]: () => ({
        body: { results: [dateOf('18'), venueEvent({ name: 'Gala' }), dateOf('04'), dateOf('11')] },
      }),
    });
    renderWithProviders(<EventsScreen isTicketed />);
    const group = within(await screen.findByRole('region', { name: 'Friday Jam: Every Friday' }));
    expect(group.getByText('Every Friday · 3 dates')).toBeInTheDocument();
    expect(group.getByText(/Next: Fri, 4 Dec/)).toBeInTheDocument();
    await user.click(group.getByRole('button', { name: 'Show dates' }));
    expect(group.getAllByRole('article', { name: 'Friday Jam' })).toHaveLength(3);
    expect(screen.getByRole('article', { name: 'Gala' })).toBeInTheDocument();
  });
});
