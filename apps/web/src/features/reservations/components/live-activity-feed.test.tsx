import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { LiveActivityEvent } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { FakeEventSource } from '../test/fake-event-source.ts';
import { booking, logInToVenue, permissionsReply, PROFILE_ID, renderWithProviders, RESTAURANT } from '../test/render.tsx';
import { LiveActivityFeed } from './live-activity-feed.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const EARLIER: LiveActivityEvent = {
  _id: '1'.repeat(24),
  type: 'accepted',
  at: '2026-11-23T08:00:00.000Z',
  booking: booking({ name: 'Arjun Mehta', status: 'accepted', partySize: 2 }),
};

describe('LiveActivityFeed', () => {
  beforeEach(() => {
    logInToVenue();
    FakeEventSource.install();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fills the recent events, then puts each streamed event on top', async () => {
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v1/restaurant/live-activity': () => ({ body: { events: [EARLIER] } }),
      'POST /v1/restaurant/live-activity/ticket': () => ({ body: { ticket: 'ticket-1', expiresAt: new Date().toISOString() } }),
    });
    renderWithProviders(<LiveActivityFeed restaurant={RESTAURANT} />, { route: '/live-activity' });
    expect(await screen.findByText('Arjun Mehta')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(api.callsTo('GET /v1/restaurant/live-activity')[0]!.query.get('since')).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const stream = FakeEventSource.latest();
    const url = new URL(stream.url, 'http://localhost');
    expect(url.searchParams.get('profileId')).toBe(PROFILE_ID);
    act(() => stream.open());
    expect(screen.getByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument();
    const fresh: LiveActivityEvent = {
      _id: '2'.repeat(24),
      type: 'new',
      at: '2026-11-23T09:15:00.000Z',
      booking: booking({ name: 'Kabir Singh', partySize: 6, time: '20:00' }),
    };
    act(() => stream.push(fresh));
    expect(await screen.findByText('Kabir Singh')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('New booking');
    expect(items[0]).toContain('6 guests');
    expect(items[1]).toContain('Arjun Mehta');
    // The same event again (a reconnect may resend it) is shown once.
    act(() => stream.push(fresh, 'new'));
    expect(screen.getAllByText('Kabir Singh')).toHaveLength(1);
  });

  it('opens each stream with a fresh ticket and, after a drop, reconnects with backoff and Last-Event-ID', async () => {
    let minted = 0;
    let failMinting = false;
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v1/restaurant/live-activity': () => ({ body: { events: [] } }),
      'POST /v1/restaurant/live-activity/ticket': () => {
        if (failMinting) return { status: 503, errorCode: 'SERVICE_UNAVAILABLE' };
        minted += 1;
        return { body: { ticket: `ticket-${minted}`, expiresAt: new Date(Date.now() + 60_000).toISOString() } };
      },
    });
    renderWithProviders(<LiveActivityFeed restaurant={RESTAURANT} />, { route: '/live-activity' });
    expect(await screen.findByText('Nothing yet today')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const params = (source: FakeEventSource) => new URL(source.url, 'http://localhost').searchParams;
    const first = FakeEventSource.latest();
    // The ticket's call carried the token in its header; the stream's URL carries only the ticket.
    expect(api.callsTo('POST /v1/restaurant/live-activity/ticket')[0]!.headers.get('authorization')).toBe('Bearer token-1');
    expect(params(first).get('ticket')).toBe('ticket-1');
    expect(params(first).get('profileId')).toBe(PROFILE_ID);
    expect(first.url).not.toContain('token-1');
    expect(params(first).has('lastEventId')).toBe(false);
    act(() => first.open());
    const seen: LiveActivityEvent = {
      _id: '3'.repeat(24),
      type: 'new',
      at: '2026-11-23T09:15:00.000Z',
      booking: booking({ name: 'Kabir Singh' }),
    };
    act(() => first.push(seen));
    expect(await screen.findByText('Kabir Singh')).toBeInTheDocument();

    vi.useFakeTimers();
    // The server restarts: the stream drops. It is closed at once (the browser would retry the spent ticket).
    act(() => first.fail());
    expect(first.isClosed).toBe(true);
    expect(screen.getByRole('status', { name: 'Live updates: Reconnecting…' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(FakeEventSource.instances).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.instances).toHaveLength(2);
    const second = FakeEventSource.latest();
    expect(params(second).get('ticket')).toBe('ticket-2');
    expect(params(second).get('lastEventId')).toBe(seen._id);

    // Still down: the pauses grow (2 s, then 5 s), each try with a ticket of its own.
    act(() => second.fail());
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(FakeEventSource.instances).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const third = FakeEventSource.latest();
    expect(params(third).get('ticket')).toBe('ticket-3');
    act(() => third.fail());
    // A ticket call that fails is retried after the next pause, without opening a stream.
    failMinting = true;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(FakeEventSource.instances).toHaveLength(3);
    failMinting = false;
    await act(() => vi.advanceTimersByTimeAsync(9999));
    expect(FakeEventSource.instances).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const fourth = FakeEventSource.latest();
    expect(params(fourth).get('ticket')).toBe('ticket-4');
    expect(params(fourth).get('lastEventId')).toBe(seen._id);

    // Back: live again, the missed event arrives, and the next drop starts again at 1 s.
    const readsBefore = api.callsTo('GET /v1/restaurant/live-activity').length;
    act(() => fourth.open());
    expect(screen.getByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument();
    expect(api.callsTo('GET /v1/restaurant/live-activity').length).toBe(readsBefore + 1);
    const missed: LiveActivityEvent = { ...seen, _id: '4'.repeat(24), booking: booking({ name: 'Asha Verma' }) };
    act(() => fourth.push(missed));
    act(() => fourth.fail());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(params(FakeEventSource.latest()).get('ticket')).toBe('ticket-5');
    expect(params(FakeEventSource.latest()).get('lastEventId')).toBe(missed._id);
    // No ticket was ever offered twice.
    const tickets = FakeEventSource.instances.map((source) => params(source).get('ticket'));
    expect(new Set(tickets).size).toBe(tickets.length);
  });

  it('waits at most 30 seconds between tries, and stops when the ticket is refused for good', async () => {
    let refuse = false;
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v1/restaurant/live-activity': () => ({ body: { events: [] } }),
      'POST /v1/restaurant/live-activity/ticket': () =>
        refuse
          ? { status: 403, errorCode: 'PROFILE_FORBIDDEN', errorMessage: "You don't have access to this profile" }
          : { body: { ticket: 't', expiresAt: new Date().toISOString() } },
    });
    renderWithProviders(<LiveActivityFeed restaurant={RESTAURANT} />, { route: '/live-activity' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    vi.useFakeTimers();
    const pauses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const count = FakeEventSource.instances.length;
      act(() => FakeEventSource.latest().fail());
      let waited = 0;
      while (FakeEventSource.instances.length === count) {
        await act(() => vi.advanceTimersByTimeAsync(500));
        waited += 500;
      }
      pauses.push(waited);
    }
    expect(pauses).toEqual([1000, 2000, 5000, 10_000, 20_000, 30_000, 30_000, 30_000]);

    refuse = true;
    const mintsBefore = api.callsTo('POST /v1/restaurant/live-activity/ticket').length;
    act(() => FakeEventSource.latest().fail());
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(api.callsTo('POST /v1/restaurant/live-activity/ticket').length).toBe(mintsBefore + 1);
    expect(FakeEventSource.instances).toHaveLength(9);
  });
});
