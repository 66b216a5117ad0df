import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VenueEvent } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, rightsLoaded } from '@/lib/testing/render.tsx';
import { toast, toastError } from '@/lib/toast.ts';
import { PROFILE_ID, venueEvent } from '../test/fixtures.ts';
import { EventsScreen } from './events-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const LIST = `GET /v2/ticketed-events/restaurant/${PROFILE_ID}`;

function start(events: VenueEvent[], options: { role?: 'owner' | 'staff'; failStatus?: boolean } = {}) {
  const api = mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply(options.role ?? 'owner'),
    [LIST]: () => ({ body: { results: events } }),
    'POST /v2/updatePublishStatus': () => ({ body: {} }),
    ...Object.fromEntries(
      events.map((event) => [
        `PUT /v2/ticketed-events/${event._id}/status`,
        () => (options.failStatus ? { status: 500 } : { body: { event: { ...event, status: 'paused' } } }),
      ]),
    ),
  });
  renderWithProviders(<EventsScreen isTicketed />);
  return api;
}

describe('EventsScreen (ticketed)', () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists upcoming events soonest first, then past ones, with status and publish chips, times on the venue clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T06:00:00.000Z'));
    start([
      venueEvent({
        name: 'Diwali Mela',
        startsAt: '2026-11-08T12:30:00.000Z',
        endsAt: '2026-11-08T17:30:00.000Z',
        status: 'completed',
      }),
      venueEvent({
        name: 'Sunday Brunch',
        startsAt: '2026-12-06T05:00:00.000Z',
        endsAt: '2026-12-06T08:00:00.000Z',
        status: 'on-sale',
        publish: 1,
      }),
      venueEvent({ name: 'Jazz Night', status: 'paused' }),
    ]);
    await screen.findByText('Jazz Night');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Jazz Night',
      'Sunday Brunch',
      'Diwali Mela',
    ]);
    const jazz = within(screen.getByRole('article', { name: 'Jazz Night' }));
    expect(jazz.getByText('Paused')).toBeInTheDocument();
    expect(jazz.getByText('Not published')).toBeInTheDocument();
    // 14:00Z is 7:30 pm in Asia/Kolkata, whatever zone the test machine is in.
    expect(jazz.getByText(/Sat, 5 Dec, 7:30 pm/i)).toBeInTheDocument();
    expect(jazz.getByText('12 of 100 tickets sold')).toBeInTheDocument();
    const brunch = within(screen.getByRole('article', { name: 'Sunday Brunch' }));
    expect(brunch.getByText('On sale')).toBeInTheDocument();
    expect(brunch.getByText('Published')).toBeInTheDocument();
  });

  it('says so when there are no events yet', async () => {
    start([]);
    expect(await screen.findByText('No ticketed events yet')).toBeInTheDocument();
  });

  it('publishes with updatePublishStatus { _id, publish: 1 }', async () => {
    const user = userEvent.setup();
    const event = venueEvent();
    const api = start([event]);
    await screen.findByText('Jazz Night');
    await rightsLoaded();
    await user.click(screen.getByRole('switch', { name: 'Publish Jazz Night' }));
    await waitFor(() => expect(api.callsTo('POST /v2/updatePublishStatus')).toHaveLength(1));
    expect(api.callsTo('POST /v2/updatePublishStatus')[0]!.json).toEqual({ _id: event._id, publish: 1 });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Event published' }));
  });

  it('asks before a status change and sends it only when confirmed', async () => {
    const user = userEvent.setup();
    const event = venueEvent({ status: 'on-sale' });
    const api = start([event]);
    await screen.findByText('Jazz Night');
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause sales' }));
    expect(await screen.findByText(/Guests cannot buy tickets until you resume sales/)).toBeInTheDocument();
    expect(api.callsTo(`PUT /v2/ticketed-events/${event._id}/status`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Pause sales' }));
    await waitFor(() => expect(api.callsTo(`PUT /v2/ticketed-events/${event._id}/status`)).toHaveLength(1));
    expect(api.callsTo(`PUT /v2/ticketed-events/${event._id}/status`)[0]!.json).toEqual({ status: 'paused' });
  });

  it("shows the spec's words when a status change fails without a message", async () => {
    const user = userEvent.setup();
    start([venueEvent({ status: 'on-sale' })], { failStatus: true });
    await screen.findByText('Jazz Night');
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel event' }));
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Failed to update ticketed event'));
  });

  it('offers no status change for a completed event', async () => {
    start([venueEvent({ status: 'completed' })]);
    await screen.findByText('Jazz Night');
    expect(screen.queryByRole('button', { name: 'Status' })).toBeNull();
  });

  it('keeps staff without tableReserveAccess from writing', async () => {
    start([venueEvent()], { role: 'staff' });
    await screen.findByText('Jazz Night');
    await rightsLoaded();
    // Create, publish, edit, status and delete: every write control is disabled.
    expect(document.querySelectorAll('[data-access-guard="disable"]')).toHaveLength(5);
  });
});
