import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { waitlistRoutes } from '@venue/shared/routes';
import { fakeBody, fakeKey } from '@/lib/testing/contract-fakes.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { WaitlistJoinLink } from './waitlist-join-link.tsx';

const TODAY = '2026-03-17';

describe('WaitlistJoinLink (issue 38)', () => {
  beforeEach(() => window.history.pushState({}, '', '/v/spice-route/book'));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.pushState({}, '', '/');
  });

  const serve = (open: boolean, maxPartySize = 6) =>
    mockApi({
      [fakeKey(waitlistRoutes.getWaitlistOpen, { username: 'spice-route' })]: () =>
        fakeBody(waitlistRoutes.getWaitlistOpen, { open, maxPartySize, waiting: 3 }),
    });

  it('offers the waitlist under a full today when the venue takes it online', async () => {
    serve(true);
    render(<WaitlistJoinLink date={TODAY} today={TODAY} partySize={4} closedReason="fully-booked" />);
    expect(await screen.findByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      '/v/spice-route/waitlist?partySize=4',
    );
  });

  it('says nothing when remote join is off, the party is too large, or the day is not today', async () => {
    const api = serve(false);
    const { rerender } = render(<WaitlistJoinLink date={TODAY} today={TODAY} partySize={2} closedReason="fully-booked" />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('link')).toBeNull();

    vi.unstubAllGlobals();
    const bigApi = serve(true, 4);
    rerender(<WaitlistJoinLink date={TODAY} today={TODAY} partySize={6} closedReason="too-soon" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(bigApi.calls).toHaveLength(0);

    rerender(<WaitlistJoinLink date="2026-03-18" today={TODAY} partySize={2} closedReason="fully-booked" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
