import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellingTerms, VenueEvent } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, rightsLoaded } from '@/lib/testing/render.tsx';
import { toast, toastError } from '@/lib/toast.ts';
import { PROFILE_ID, venueEvent } from '../test/fixtures.ts';
import { EventsScreen } from './events-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const LIST = `GET /v2/ticketed-events/restaurant/${PROFILE_ID}`;

function start(
  events: VenueEvent[],
  options: { role?: 'owner' | 'staff'; failStatus?: boolean; payoutAccount?: SellingTerms['payoutAccount'] } = {},
) {
  const api = mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply(options.role ?? 'owner'),
    [LIST]: () => ({ body: { results: events } }),
    'GET /v2/ticketed-events/selling-terms': () => ({
      body: {
        platformFeePercent: 5,
        gstRatePercent: 18,
        settlementDays: 2,
        payoutAccount: options.payoutAccount ?? 'missing',
        hasGstin: false,
      },
    }),
    'POST /v2/updatePublishStatus': ({ json }) => ({
      body: { event: events.find((event) => event._id === (json as { _id: string })._id)! },
    }),
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

  it('publishes and sells a draft in one step, after showing the fee on its own ticket price and asking for bank details (issue 36)', async () => {
    const user = userEvent.setup();
    const event = venueEvent();
    const api = start([event]);
    await screen.findByText('Jazz Night');
    await rightsLoaded();
    // One action, no publish switch and no separate "Start selling".
    expect(screen.queryByRole('switch', { name: 'Publish Jazz Night' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Status' }));
    expect(screen.queryByRole('menuitem', { name: 'Start selling' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Publish and sell Jazz Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish and sell' });
    // ₹499.00 at 5%: a ₹24.95 fee, GST 18% of it ₹4.49, and ₹469.56 to the venue.
    expect(
      await within(dialog).findByText(/On a ₹499\.00 General ticket: ₹24\.95 fee and ₹4\.49 GST; you get ₹469\.56\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/available 2 days after the event ends/)).toBeInTheDocument();
    expect(within(dialog).getByText('Add your bank details before your first payout')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add bank details' })).toHaveAttribute('href', '/bank-details');
    expect(api.callsTo(`PUT /v2/ticketed-events/${event._id}/status`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Publish and sell' }));
    await waitFor(() => expect(api.callsTo(`PUT /v2/ticketed-events/${event._id}/status`)).toHaveLength(1));
    expect(api.callsTo(`PUT /v2/ticketed-events/${event._id}/status`)[0]!.json).toEqual({ status: 'on-sale', publish: 1 });
    expect(api.callsTo('POST /v2/updatePublishStatus')).toHaveLength(0);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Jazz Night is on sale', description: 'Guests can buy tickets on your page.' }),
    );
  });

  it('says nothing about bank details once the payout account is verified', async () => {
    const user = userEvent.setup();
    start([venueEvent()], { payoutAccount: 'verified' });
    await screen.findByText('Jazz Night');
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Publish and sell Jazz Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish and sell' });
    expect(await within(dialog).findByText(/Platform fee: 5% of each ticket sale/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /bank details/ })).toBeNull();
  });

  it('hides a published event from the page with updatePublishStatus { publish: 0 }, and then offers Publish and sell again', async () => {
    const user = userEvent.setup();
    const event = venueEvent({ status: 'on-sale', publish: 1 });
    const api = start([event]);
    await screen.findByText('Jazz Night');
    await rightsLoaded();
    expect(screen.queryByRole('button', { name: 'Publish and sell Jazz Night' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide from your page' }));
    await waitFor(() => expect(api.callsTo('POST /v2/updatePublishStatus')).toHaveLength(1));
    expect(api.callsTo('POST /v2/updatePublishStatus')[0]!.json).toEqual({ _id: event._id, publish: 0 });
  });

  it('says what happens to the money before cancelling an event with paid tickets (issue 36)', async () => {
    const user = userEvent.setup();
    const event = venueEvent({ status: 'on-sale', publish: 1 });
    start([event]);
    await screen.findByText('Jazz Night');
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel event' }));
    // 12 sold at ₹499.00.
    expect(
      await screen.findByText(
        /The 12 tickets sold are refunded in full \(₹5,988\.00\) to the buyers’ payment methods, and those sales and their platform fee leave your wallet\. Every ticket holder is told by SMS\./,
      ),
    ).toBeInTheDocument();
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
