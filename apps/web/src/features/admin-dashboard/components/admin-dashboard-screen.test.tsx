import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { createQueryWrapper } from '@/lib/testing/query-wrapper.tsx';
import type { AdminDashboard } from '../api/get-admin-dashboard.ts';
import { AdminDashboardScreen } from './admin-dashboard-screen.tsx';

const FIGURES = (from: string, to: string): AdminDashboard => ({
  from,
  to,
  venues: 1234,
  newVenues: 12,
  activeSubscriptions: { 'digital-menu': 40, 'table-reservation': 9, 'fast-social-verification': 3 },
  bookings: 321,
  ticketsSold: 77,
  revenuePaise: 12_345_600,
  gstPaise: 2_222_208,
  scans: 4567,
  series: [
    { day: from, newVenues: 5, bookings: 100, revenuePaise: 5_000_000, gstPaise: 900_000, scans: 2000, linkClicks: 10 },
    { day: to, newVenues: 7, bookings: 221, revenuePaise: 7_345_600, gstPaise: 1_322_208, scans: 2567, linkClicks: 0 },
  ],
});

describe('AdminDashboardScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the figures for the chosen IST date range', async () => {
    const api = mockApi({
      'GET /v1/admin/dashboard': (call) => ({ body: FIGURES(call.query.get('from')!, call.query.get('to')!) }),
    });
    const { wrapper: Wrapper } = createQueryWrapper();
    render(
      <MantineProvider env="test">
        <Wrapper>
          <AdminDashboardScreen />
        </Wrapper>
      </MantineProvider>,
    );
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    // Revenue before GST, with the GST beside it (decisions §7).
    expect(screen.getAllByText('Revenue (before GST)')[0]!.parentElement).toHaveTextContent('₹1,23,456');
    expect(screen.getByText('GST collected').parentElement).toHaveTextContent('₹22,222.08');
    expect(screen.getByText('Digital menu: 40')).toBeInTheDocument();
    expect(screen.getByText(/^321 in total; busiest day .* with 221$/)).toBeInTheDocument();
    expect(screen.getByText(/^₹1,23,456 in total; busiest day .* with ₹73,456$/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    await waitFor(() =>
      expect(
        api
          .callsTo('GET /v1/admin/dashboard')
          .some((call) => call.query.get('from') === '2026-10-01' && call.query.get('to') === '2026-10-31'),
      ).toBe(true),
    );
  });
});
