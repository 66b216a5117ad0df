import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
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
    });
    renderWithProviders(<LiveActivityFeed restaurant={RESTAURANT} />, { route: '/live-activity' });
    expect(await screen.findByText('Arjun Mehta')).toBeInTheDocument();
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

  it('says when it lost the stream, reconnects with the stored token and reads what it missed', async () => {
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      'GET /v1/restaurant/live-activity': () => ({ body: { events: [] } }),
    });
    renderWithProviders(<LiveActivityFeed restaurant={RESTAURANT} />, { route: '/live-activity' });
    expect(await screen.findByText('Nothing yet today')).toBeInTheDocument();
    vi.useFakeTimers();
    const first = FakeEventSource.latest();
    act(() => first.fail());
    expect(first.isClosed).toBe(true);
    expect(screen.getByRole('status', { name: 'Live updates: Reconnecting…' })).toBeInTheDocument();
    localStorage.setItem('accessToken', 'token-2');
    act(() => vi.advanceTimersByTime(1000));
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    expect(new URL(second.url, 'http://localhost').searchParams.get('access_token')).toBe('token-2');
    const readsBefore = api.callsTo('GET /v1/restaurant/live-activity').length;
    act(() => second.open());
    expect(screen.getByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument();
    expect(api.callsTo('GET /v1/restaurant/live-activity').length).toBe(readsBefore + 1);
  });
});
