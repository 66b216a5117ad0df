import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/lib/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { storeSession } from '@/lib/testing/session-fixtures.ts';
import { MobileTabBar } from './mobile-tab-bar.tsx';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

afterEach(() => sessionStore.clear());

describe('the phone tab bar (issue 35)', () => {
  it('keeps spec §2’s four tabs and puts Home, the events and the money under More', async () => {
    storeSession();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/menu']}>
          <MobileTabBar />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    const tabs = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Menu', 'Reservations', 'Profile']);
    await userEvent.click(within(tabs).getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'QR codes',
      'Menu settings',
      'Languages',
      'Waitlist',
      'Guests',
      'Events',
      'Ticket selling',
      'Wallet',
      'Bank details',
    ]);
    await userEvent.click(within(sheet).getByRole('link', { name: 'Ticket selling' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/event-ticket-selling');
  });
});
