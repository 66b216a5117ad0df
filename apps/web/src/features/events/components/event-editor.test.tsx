import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders } from '@/lib/testing/render.tsx';
import { toastError } from '@/lib/toast.ts';
import { PROFILE_ID, ticketType, venueEvent } from '../test/fixtures.ts';
import { EventEditor } from './event-editor.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const formOf = (call: RecordedCall) => call.json as FormData;

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Event name/), 'Jazz Night');
  await user.type(screen.getByLabelText(/^Starts/), '2026-12-05T19:30');
  await user.type(screen.getByLabelText(/^Ends/), '2026-12-05T23:00');
  await user.type(screen.getByLabelText(/Venue name/), 'Spice Route');
  await user.type(screen.getByLabelText(/Address/), '12 MG Road');
}

// Typing whole forms outlasts 5 s on a busy machine (as restaurant-settings.test.tsx).
describe('EventEditor', { timeout: 15_000 }, () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('refuses missing fields and an end before the start, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /v1/user/user-permissions': () => permissionsReply('owner') });
    renderWithProviders(<EventEditor isTicketed={false} event={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Starts/), '2026-12-05T19:30');
    await user.type(screen.getByLabelText(/^Ends/), '2026-12-05T18:00');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Event name is required')).toBeInTheDocument();
    expect(screen.getByText('The event must end after it starts')).toBeInTheDocument();
    expect(screen.getByText('Venue name is required')).toBeInTheDocument();
    expect(api.callsTo('POST /v2/createEvent')).toHaveLength(0);
  });

  it('creates a ticketed event: venue-clock times become instants, ticket types go as JSON', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'POST /v2/ticketed-events': () => ({ body: { event: venueEvent() } }),
    });
    renderWithProviders(<EventEditor isTicketed event={null} onSaved={onSaved} onCancel={vi.fn()} />);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next: Ticket info' }));
    const first = within(await screen.findByRole('group', { name: 'Ticket type 1' }));
    await user.type(first.getByLabelText(/Ticket name/), 'Early bird');
    await user.type(first.getByLabelText(/Price/), '10.999');
    await user.type(first.getByLabelText(/Sales start/), '2026-11-24T10:00');
    await user.type(first.getByLabelText(/Sales end/), '2026-12-05T19:00');
    await user.click(screen.getByRole('button', { name: 'Create ticketed event' }));
    expect(await first.findByText('Price must contain only numbers and decimals (e.g. 10.99)')).toBeInTheDocument();
    await user.clear(first.getByLabelText(/Price/));
    await user.type(first.getByLabelText(/Price/), '499.50');
    await user.click(screen.getByRole('button', { name: 'Create ticketed event' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const form = formOf(api.callsTo('POST /v2/ticketed-events')[0]!);
    expect(form.get('startsAt')).toBe('2026-12-05T19:30:00+05:30');
    expect(form.get('endsAt')).toBe('2026-12-05T23:00:00+05:30');
    expect(form.get('capacity')).toBe('');
    expect(JSON.parse(String(form.get('ticketTypes')))).toEqual([
      {
        name: 'Early bird',
        price: '499.50',
        quantity: 100,
        salesStart: '2026-11-24T10:00:00+05:30',
        salesEnd: '2026-12-05T19:00:00+05:30',
        maxPerOrder: 10,
        attendeeQuestions: [],
      },
    ]);
  });

  it("shows 'Failed to create ticketed event' when the server answers without a message", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'POST /v2/ticketed-events': () => ({ status: 500 }),
    });
    const existing = venueEvent({ ticketTypes: [ticketType({ name: 'General' })] });
    const onSaved = vi.fn();
    // Only a copy's values: with no event given the editor creates.
    renderWithProviders(<EventEditor isTicketed event={null} onSaved={onSaved} onCancel={vi.fn()} />);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next: Ticket info' }));
    const first = within(await screen.findByRole('group', { name: 'Ticket type 1' }));
    await user.type(first.getByLabelText(/Ticket name/), existing.ticketTypes[0]!.name);
    await user.type(first.getByLabelText(/Price/), '499');
    await user.type(first.getByLabelText(/Sales start/), '2026-11-24T10:00');
    await user.type(first.getByLabelText(/Sales end/), '2026-12-05T19:00');
    await user.click(screen.getByRole('button', { name: 'Create ticketed event' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Failed to create ticketed event'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's message, else 'Failed to update ticketed event', when an edit fails", async () => {
    const user = userEvent.setup();
    const event = venueEvent();
    let reply: { status: number; errorMessage?: string } = { status: 500 };
    mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      [`PUT /v2/ticketed-events/${event._id}`]: () => reply,
    });
    renderWithProviders(<EventEditor isTicketed event={event} initialStep={1} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Failed to update ticketed event'));
    reply = { status: 409, errorMessage: 'Quantity cannot be less than the tickets already sold' };
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Quantity cannot be less than the tickets already sold'));
  });
});
