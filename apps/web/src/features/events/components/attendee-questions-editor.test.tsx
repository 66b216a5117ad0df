import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders } from '@/lib/testing/render.tsx';
import { PROFILE_ID, ticketType, venueEvent } from '../test/fixtures.ts';
import { EventEditor } from './event-editor.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const DIET_ID = 'd'.repeat(24);

// Typing whole forms outlasts 5 s on a busy machine (as ticket-types-editor.test.tsx).
describe('AttendeeQuestionsEditor (per ticket type)', { timeout: 20_000 }, () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('keeps a saved question’s id, adds a required one and saves them with the type', async () => {
    const user = userEvent.setup();
    const general = ticketType({
      name: 'General',
      attendeeQuestions: [{ _id: DIET_ID, label: 'Dietary needs', required: true }],
    });
    const event = venueEvent({ ticketTypes: [general] });
    const onSaved = vi.fn();
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      [`PUT /v2/ticketed-events/${event._id}`]: () => ({ body: { event } }),
    });
    renderWithProviders(<EventEditor isTicketed event={event} initialStep={1} onSaved={onSaved} onCancel={vi.fn()} />);
    const row = within(await screen.findByRole('group', { name: 'Ticket type 1' }));
    expect(row.getByLabelText('Question 1')).toHaveValue('Dietary needs');
    await user.clear(row.getByLabelText('Question 1'));
    await user.type(row.getByLabelText('Question 1'), 'Food preference');
    await user.click(row.getByRole('button', { name: 'Add question' }));
    await user.type(row.getByLabelText('Question 2'), 'Company');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const form = api.callsTo(`PUT /v2/ticketed-events/${event._id}`)[0]!.json as FormData;
    const [sent] = JSON.parse(String(form.get('ticketTypes'))) as Array<{ attendeeQuestions: unknown }>;
    expect(sent!.attendeeQuestions).toEqual([
      { _id: DIET_ID, label: 'Food preference', required: true },
      { label: 'Company', required: false },
    ]);
  });

  it('refuses a blank question before saving', async () => {
    const user = userEvent.setup();
    const event = venueEvent({ ticketTypes: [ticketType({ name: 'General' })] });
    const api = mockApi({ 'GET /v1/user/user-permissions': () => permissionsReply('owner') });
    renderWithProviders(<EventEditor isTicketed event={event} initialStep={1} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const row = within(await screen.findByRole('group', { name: 'Ticket type 1' }));
    await user.click(row.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await row.findByText('Write the question')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
