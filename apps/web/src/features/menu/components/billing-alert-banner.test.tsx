import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearServiceAlerts, storeServiceAlerts } from '@/lib/subscription-status.ts';
import { renderWithProviders } from '../test/render.tsx';
import { BillingAlertBanner } from './billing-alert-banner.tsx';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('billing alert banner (spec §4)', () => {
  it('follows the stored alerts as they are rewritten, states the late fee, and Pay Now opens /digital-menu-plans', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/menu" element={<BillingAlertBanner />} />
        <Route path="*" element={<Where />} />
      </Routes>,
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();

    act(() => storeServiceAlerts([{ service: 'digital-menu', type: 'due' }]));
    expect(screen.getByText('Digital menu payment due')).toBeInTheDocument();

    act(() => storeServiceAlerts([{ service: 'digital-menu', type: 'overdue' }]));
    expect(screen.getByText(/a late fee of rs\. 59 applies/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/digital-menu-plans');
  });

  it("says a suspended menu with Pay Now, from the stored alerts or the menu's own status (issue 36)", async () => {
    storeServiceAlerts([{ service: 'digital-menu', type: 'suspended' }]);
    const view = renderWithProviders(
      <Routes>
        <Route path="/home" element={<BillingAlertBanner />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/home' },
    );
    expect(screen.getByText('Digital menu suspended')).toBeInTheDocument();
    expect(screen.getByText(/customers cannot see it/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/digital-menu-plans');
    view.unmount();

    act(() => clearServiceAlerts());
    renderWithProviders(<BillingAlertBanner digitalMenuStatus="suspended" />);
    expect(screen.getByText('Digital menu suspended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
  });

  it('disappears when the alerts are cleared', () => {
    storeServiceAlerts([{ service: 'digital-menu', type: 'due' }]);
    renderWithProviders(<BillingAlertBanner />);
    expect(screen.getByText('Digital menu payment due')).toBeInTheDocument();
    act(() => clearServiceAlerts());
    expect(screen.queryByText('Digital menu payment due')).not.toBeInTheDocument();
  });
});
