import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoriesRoutes } from '@venue/shared/routes';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/lib/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { fakeKey } from '@/lib/testing/contract-fakes.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { CAFE, storeSession } from '@/lib/testing/session-fixtures.ts';
import { GettingStartedBanner } from './getting-started-banner.tsx';

/*
 * Issue 35 "A guided start": a brand-new number lands on its personal profile with no next step,
 * and the set-up checklist sat on /home, which nothing linked to.
 */

const checklist = (completed: number) => ({
  steps: ['logo', 'contact', 'category', 'item', 'theme', 'qr', 'publish'].map((id, index) => ({ id, done: index < completed })),
  completed,
  total: 7,
});

function renderAt(path: string) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <GettingStartedBanner />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('getting started (issue 35)', () => {
  it('leads an owner on their personal profile to create the business profile, chosen as Business already', async () => {
    storeSession({ profiles: [] });
    mockApi({ [fakeKey(categoriesRoutes.searchCategories)]: () => ({ body: { categories: [], matched: null } }) });
    renderAt('/profile');
    const prompt = screen.getByRole('region', { name: 'Get started' });
    expect(within(prompt).getByText(/Create your business profile to publish your menu/)).toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Create business profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Profile' }, { timeout: 5000 });
    expect(within(dialog).getByRole('radio', { name: 'Business' })).toBeChecked();
  });

  it('sends someone who already has a venue to it rather than asking for another', async () => {
    storeSession({ profiles: [CAFE] });
    mockApi({
      'GET /v1/subscription/subscription-status': () => ({ status: 404, errorCode: 'NOT_FOUND', errorMessage: 'Not found' }),
    });
    renderAt('/profile');
    const prompt = screen.getByRole('region', { name: 'Get started' });
    expect(within(prompt).queryByRole('button', { name: 'Create business profile' })).not.toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Switch to Spice Route' }));
    await vi.waitFor(() => expect(sessionStore.get().activeProfile?.profileId).toBe(CAFE.profileId));
  });

  it('keeps an unfinished set-up one click away on every screen but /home, and goes once it is done', async () => {
    storeSession({ activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business' } });
    let done = 2;
    const api = mockApi({ 'GET /v1/profiles/setup-checklist': () => ({ body: checklist(done) }) });
    renderAt('/reservations');
    const banner = await screen.findByRole('region', { name: 'Venue set-up' });
    expect(within(banner).getByText('Set up your venue: 2 of 7 done')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    cleanupAndRender('/home');
    expect(screen.queryByRole('region', { name: 'Venue set-up' })).not.toBeInTheDocument();

    done = 7;
    const asked = api.callsTo('GET /v1/profiles/setup-checklist').length;
    cleanupAndRender('/menu');
    await vi.waitFor(() => expect(api.callsTo('GET /v1/profiles/setup-checklist').length).toBeGreaterThan(asked));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Venue set-up' })).not.toBeInTheDocument();
  });
});

function cleanupAndRender(path: string) {
  cleanup();
  renderAt(path);
}
