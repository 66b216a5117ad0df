import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { menuFixture } from '@/guest/test/menu-fixture.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { envelopeResponse } from '@/lib/testing/mock-api.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { MenuPreview } from './menu-preview.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

/** Features do not import app/: the providers the preview needs, built from lib/. */
function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

const PROFILE_ID = 'b'.repeat(24);

/** The server as the preview sees it: permissions, the preview read and the publish call. */
function serverAnswers(
  publish: () => Response,
  publication: { publishedAt: string | null; unpublishedChanges: number } = { publishedAt: null, unpublishedChanges: 0 },
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/v1/user/user-permissions')) {
      return envelopeResponse({
        body: {
          role: 'owner',
          permissions: {
            digitalMenuAccess: { value: true },
            tableReserveAccess: { value: true },
            socialProfileAccess: { value: true },
          },
        },
      });
    }
    if (url.startsWith('/v2/menu-preview')) {
      // Breakfast (decisions §7): the first dish waits until 7:00 am unless the preview asks for 8:00.
      const query = new URL(url, 'http://localhost').searchParams;
      const at = { date: query.get('date') ?? '2026-11-30', time: query.get('time') ?? '06:59' };
      const menu = menuFixture();
      const [first, ...rest] = menu.items;
      const waiting = at.time < '07:00' ? { availableNow: false, availableFrom: '7:00 am' } : {};
      return envelopeResponse({
        body: {
          menu: { ...menu, items: [...rest, { ...first!, ...waiting }] },
          at,
          ...publication,
          digitalMenuCurrentStatus: 'active',
          publicUrl: 'http://localhost/v/spice-route',
        },
      });
    }
    if (url.startsWith('/v2/publish-menu')) return publish();
    return envelopeResponse({ status: 404, errorCode: 'INTERNAL', errorMessage: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('MenuPreview', () => {
  beforeEach(() => {
    localStorage.setItem('accessToken', 'token-1');
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem(
      'activeBusinessProfile',
      JSON.stringify({ profileId: PROFILE_ID, userName: 'spice-route', profileType: 'business' }),
    );
    sessionStore.reload();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast).mockClear();
    vi.mocked(toastError).mockClear();
  });

  it('shows visible items by category at the mobile width first, then tablet and desktop', async () => {
    serverAnswers(() => envelopeResponse({ body: { publishedAt: new Date().toISOString(), version: 2 } }));
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MenuPreview username="spice-route" onExit={() => {}} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Preview Mode' })).toBeInTheDocument();
    const frame = await screen.findByTestId('preview-frame');
    expect(frame).toHaveAttribute('data-device', 'mobile');
    expect(frame).toHaveStyle({ width: '375px' });
    expect(within(frame).getByRole('link', { name: 'Paneer Tikka' })).toBeInTheDocument();
    expect(
      within(within(frame).getByRole('region', { name: 'Desserts' })).getByText('No visible items in this category.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not published yet')).toBeInTheDocument();
    // A menu never published is shown to guests as it is saved: the preview says so.
    expect(screen.getByText('Until you first publish, guests see each change as you save it.')).toBeInTheDocument();

    await user.click(screen.getByText('Tablet'));
    expect(screen.getByTestId('preview-frame')).toHaveStyle({ width: '768px' });
    await user.click(screen.getByText('Desktop'));
    expect(screen.getByTestId('preview-frame')).toHaveStyle({ width: '1280px' });
    // Three full renders of the guest page: more than the default 5 s on a loaded machine.
  }, 20_000);

  it('previews the menu at a chosen time: "Preview at" asks for that venue-local moment (decisions §7)', async () => {
    const fetchMock = serverAnswers(() => envelopeResponse({ body: { publishedAt: new Date().toISOString(), version: 2 } }));
    render(
      <AppProviders>
        <MenuPreview username="spice-route" onExit={() => {}} />
      </AppProviders>,
    );
    // The mark's time is a span of its own (kept on one line), so the mark is read as one text.
    const frameText = () => screen.getByTestId('preview-frame').textContent ?? '';
    await waitFor(() => expect(frameText()).toContain('Available from 7:00 am'));
    const time = screen.getByLabelText('Preview time');
    expect(time).toHaveValue('06:59');
    fireEvent.change(time, { target: { value: '08:00' } });
    await waitFor(() => expect(frameText()).not.toContain('Available from 7:00 am'));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContainEqual(
      expect.stringContaining('/v2/menu-preview?date=2026-11-30&time=08%3A00'),
    );
    // "Now" goes back to the present moment.
    fireEvent.click(screen.getByRole('button', { name: 'Now' }));
    await waitFor(() => expect(frameText()).toContain('Available from 7:00 am'));
  }, 20_000);

  it('publishes, toasts "Changes published" and exits preview', async () => {
    const fetchMock = serverAnswers(() => envelopeResponse({ body: { publishedAt: new Date().toISOString(), version: 2 } }));
    const onExit = vi.fn();
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MenuPreview username="spice-route" onExit={onExit} />
      </AppProviders>,
    );
    await screen.findByTestId('preview-frame');
    await user.click(await screen.findByRole('button', { name: 'Publish Changes' }));
    await waitFor(() => expect(onExit).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith({ title: 'Changes published' });
    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/v2/publish-menu' && init?.method === 'POST')).toBe(true);
  });

  it('counts the changes guests do not see yet, and has the page refresh its menu after publishing them', async () => {
    serverAnswers(() => envelopeResponse({ body: { publishedAt: new Date().toISOString(), version: 9 } }), {
      publishedAt: '2026-05-01T06:30:00.000Z',
      unpublishedChanges: 3,
    });
    const onExit = vi.fn();
    const onPublished = vi.fn();
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MenuPreview username="spice-route" onExit={onExit} onPublished={onPublished} />
      </AppProviders>,
    );
    expect(await screen.findByText('3 unpublished changes')).toBeInTheDocument();
    expect(screen.getByText(/^Last published /)).toBeInTheDocument();
    expect(screen.queryByText('Until you first publish, guests see each change as you save it.')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Publish Changes' }));
    await waitFor(() => expect(onExit).toHaveBeenCalledTimes(1));
    expect(onPublished).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to publish changes' and stays in preview when publishing fails", async () => {
    serverAnswers(() => new Response('gateway down', { status: 502 }));
    const onExit = vi.fn();
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MenuPreview username="spice-route" onExit={onExit} />
      </AppProviders>,
    );
    await screen.findByTestId('preview-frame');
    await user.click(await screen.findByRole('button', { name: 'Publish Changes' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Failed to publish changes'));
    expect(onExit).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});
