import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders } from '@/lib/testing/render.tsx';
import { PROFILE_ID, ticketType, venueEvent } from '../test/fixtures.ts';
import { EventEditor } from './event-editor.tsx';
import { movedIndexes } from './ticket-types-editor.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

describe('movedIndexes', () => {
  it('finds the one drag that reorders the list, down or up', () => {
    expect(movedIndexes(['a', 'b', 'c', 'd'], ['b', 'c', 'a', 'd'])).toEqual([0, 2]);
    expect(movedIndexes(['a', 'b', 'c', 'd'], ['a', 'd', 'b', 'c'])).toEqual([3, 1]);
    expect(movedIndexes(['a', 'b'], ['b', 'a'])).toEqual([0, 1]);
  });
});

// Typing whole forms outlasts 5 s on a busy machine (as restaurant-settings.test.tsx).
describe('TicketTypesEditor (the ticket-info step)', { timeout: 15_000 }, () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('edits, removes and adds ticket types and saves them in order with their ids', async () => {
    const user = userEvent.setup();
    const early = ticketType({ name: 'Early bird', price: '299' });
    const general = ticketType({ name: 'General', price: '499' });
    const vip = ticketType({ name: 'VIP', price: '1499.50' });
    const event = venueEvent({ ticketTypes: [early, general, vip] });
    const onSaved = vi.fn();
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      [`PUT /v2/ticketed-events/${event._id}`]: () => ({ body: { event } }),
    });
    renderWithProviders(<EventEditor isTicketed event={event} initialStep={1} onSaved={onSaved} onCancel={vi.fn()} />);

    const rows = await screen.findAllByRole('group', { name: /^Ticket type \d$/ });
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByLabelText(/Price/)).toHaveValue('1499.50');
    expect(within(rows[0]!).getByLabelText(/Sales end/)).toHaveValue('2026-12-05T19:00');
    expect(screen.getByRole('button', { name: 'Drag to reorder General' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Early bird' }));
    const general1 = within(screen.getByRole('group', { name: 'Ticket type 1' }));
    await user.clear(general1.getByLabelText(/Quantity/));
    await user.type(general1.getByLabelText(/Quantity/), '250');
    await user.click(screen.getByRole('button', { name: 'Add ticket type' }));
    const added = within(screen.getByRole('group', { name: 'Ticket type 3' }));
    await user.type(added.getByLabelText(/Ticket name/), 'Student');
    await user.type(added.getByLabelText(/Price/), '199');
    await user.type(added.getByLabelText(/Sales start/), '2026-11-24T10:00');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const form = api.callsTo(`PUT /v2/ticketed-events/${event._id}`)[0]!.json as FormData;
    const sent = JSON.parse(String(form.get('ticketTypes'))) as {
      _id?: string;
      name: string;
      quantity: number;
      salesEnd: string;
    }[];
    expect(sent.map((ticket) => [ticket._id, ticket.name, ticket.quantity])).toEqual([
      [general._id, 'General', 250],
      [vip._id, 'VIP', 100],
      [undefined, 'Student', 100],
    ]);
    // A new type's sales end when the event starts unless said otherwise.
    expect(new Date(sent[2]!.salesEnd).toISOString()).toBe(event.startsAt);
  });

  it('refuses a sales window that ends before it starts and a max per order above the shared limit', async () => {
    const user = userEvent.setup();
    const event = venueEvent({ ticketTypes: [ticketType({ name: 'General' })] });
    const api = mockApi({ 'GET /v1/user/user-permissions': () => permissionsReply('owner') });
    renderWithProviders(<EventEditor isTicketed event={event} initialStep={1} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const row = within(await screen.findByRole('group', { name: 'Ticket type 1' }));
    await user.clear(row.getByLabelText(/Sales end/));
    await user.type(row.getByLabelText(/Sales end/), '2026-11-01T10:00');
    await user.clear(row.getByLabelText(/Max per order/));
    await user.type(row.getByLabelText(/Max per order/), '50');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await row.findByText('Ticket sales must end after they start')).toBeInTheDocument();
    expect(row.getByText('Max per order must be at most 20')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
