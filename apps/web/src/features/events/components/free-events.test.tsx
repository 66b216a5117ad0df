import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, rightsLoaded } from '@/lib/testing/render.tsx';
import { toast } from '@/lib/toast.ts';
import { PROFILE_ID, ticketType, venueEvent } from '../test/fixtures.ts';
import { EventsScreen } from './events-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

describe('EventsScreen (free events, /add-event)', () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows an RSVP event’s places taken and links to its guest list', async () => {
    const party = venueEvent({
      name: 'Garden Party',
      isTicketed: false,
      rsvp: true,
      capacity: 40,
      ticketTypes: [ticketType({ name: 'RSVP', pricePaise: 0, price: '0', quantity: 40, sold: 12 })],
    });
    mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v2/events/': () => ({ body: { events: [party] } }),
    });
    renderWithProviders(<EventsScreen isTicketed={false} />);
    const card = within(await screen.findByRole('article', { name: 'Garden Party' }));
    expect(card.getByText('12 of 40 places taken')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /Guests/ })).toHaveAttribute('href', `/event/${party._id}/guests`);
  });

  it('lists free events without ticket status, and creates one with RSVP and capacity', async () => {
    const user = userEvent.setup();
    const brunch = venueEvent({ name: 'Open Mic', isTicketed: false, ticketTypes: [], rsvp: true, publish: 1 });
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v2/events/': () => ({ body: { events: [brunch] } }),
      'POST /v2/createEvent': () => ({ body: { event: brunch } }),
    });
    renderWithProviders(<EventsScreen isTicketed={false} />);
    const card = within(await screen.findByRole('article', { name: 'Open Mic' }));
    expect(card.getByText('Published')).toBeInTheDocument();
    expect(card.queryByText('Draft')).toBeNull();
    // No RSVPs taken yet (no places): no guest list.
    expect(card.queryByRole('link', { name: /Guests/ })).toBeNull();
    expect(card.getByText('0 RSVPs')).toBeInTheDocument();
    expect(api.callsTo(`GET /v2/ticketed-events/restaurant/${PROFILE_ID}`)).toHaveLength(0);

    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/Event name/), 'Poetry Evening');
    await user.type(dialog.getByLabelText(/^Starts/), '2026-12-10T18:00');
    await user.type(dialog.getByLabelText(/^Ends/), '2026-12-10T20:00');
    await user.type(dialog.getByLabelText(/Venue name/), 'Spice Route');
    await user.type(dialog.getByLabelText(/Address/), '12 MG Road');
    await user.type(dialog.getByLabelText(/Capacity/), '40');
    await user.click(dialog.getByLabelText('Ask guests to RSVP'));
    await user.click(dialog.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(api.callsTo('POST /v2/createEvent')).toHaveLength(1));
    const form = api.callsTo('POST /v2/createEvent')[0]!.json as FormData;
    expect(form.get('name')).toBe('Poetry Evening');
    expect(form.get('startsAt')).toBe('2026-12-10T18:00:00+05:30');
    expect(form.get('capacity')).toBe('40');
    expect(form.get('rsvp')).toBe('true');
    expect(form.get('ticketTypes')).toBeNull();
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Event created' }));
  });
});
