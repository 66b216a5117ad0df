import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SUPER_ADMIN_MESSAGES } from '@venue/shared';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_RESTRICTED_TITLE, NO_ACCESS_MESSAGE } from '@/components/access-guard/index.ts';
import { paths } from '@/config/paths.ts';
import { sessionStore } from '@/lib/session.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { storeSession, USER } from '@/lib/testing/session-fixtures.ts';
import { toast } from '@/lib/toast.ts';
import { serviceStatus } from '../test/fixtures.ts';
import { renderAt } from '../test/render.tsx';
import { SuperAdminScreen } from './super-admin-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const VENUE = {
  _id: 'd'.repeat(24),
  name: 'Chai Point',
  userName: 'chai-point',
  ownerPhone: '+919000000021',
  services: { 'digital-menu': 'inactive', 'table-reservation': 'inactive', 'fast-social-verification': 'active' },
};
const BASE = `/v1/subscription/superadmin/profile/${VENUE._id}`;

const open = () => renderAt(<SuperAdminScreen />, { path: paths.superAdminAccess.path, url: paths.superAdminAccess.getHref() });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('super-admin access', () => {
  it('shows everyone else the restricted view and asks the server nothing', () => {
    storeSession({ user: { ...USER, isSuperAdmin: false } });
    const api = mockApi({});
    open();
    expect(screen.getByText(ACCESS_RESTRICTED_TITLE)).toBeInTheDocument();
    expect(screen.getByText(NO_ACCESS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Find a profile' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('finds a profile, enables its digital menu with a required reason, and refetches its status', async () => {
    storeSession({ user: { ...USER, isSuperAdmin: true } });
    let menuState: 'inactive' | 'active' = 'inactive';
    const audit: Array<{ at: string; actorPhone: string; action: string; reason: string; before: null; after: null }> = [];
    const digitalMenuStatus = () => ({
      profileId: VENUE._id,
      status: serviceStatus({ service: 'digital-menu', status: menuState, manual: menuState === 'active' }),
      audit,
    });
    const api = mockApi({
      'GET /v1/subscription/superadmin/profiles': (call) => ({
        body: { profiles: call.query.get('q') === 'chai' ? [VENUE] : [] },
      }),
      [`GET ${BASE}/digital-menu/status`]: () => ({ body: digitalMenuStatus() }),
      [`GET ${BASE}/table-reservation/status`]: () => ({
        body: { profileId: VENUE._id, status: serviceStatus({ service: 'table-reservation' }), audit: [] },
      }),
      [`GET ${BASE}/fast-social/status`]: () => ({
        body: {
          profileId: VENUE._id,
          status: serviceStatus({ service: 'fast-social-verification', status: 'active' }),
          audit: [],
        },
      }),
      [`POST ${BASE}/digital-menu/enable`]: (call) => {
        menuState = 'active';
        const { reason } = call.json as { reason: string };
        audit.unshift({
          at: '2026-11-22T10:00:00.000Z',
          actorPhone: '+919000000001',
          action: 'subscription.enabled',
          reason,
          before: null,
          after: null,
        });
        // The server answers the service's new status with its audit, as the status call does.
        return { body: digitalMenuStatus() };
      },
    });
    open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Find a profile' }), 'chai');
    await userEvent.click(await screen.findByRole('button', { name: 'Chai Point @chai-point' }));
    // Debounced: the half-typed words were never all sent.
    expect(api.callsTo('GET /v1/subscription/superadmin/profiles').length).toBeLessThan(4);

    const menu = await screen.findByRole('generic', { name: 'Digital menu' });
    await userEvent.click(await within(menu).findByRole('button', { name: 'Enable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable Digital menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(await within(dialog).findByText('Give a reason (at least 5 characters)')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/digital-menu/enable`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Paid by bank transfer');
    // Nothing is free forever (decisions §7): the last day is asked for, and must be after today.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(await within(dialog).findByText(SUPER_ADMIN_MESSAGES.untilRequired)).toBeInTheDocument();
    const until = within(dialog).getByLabelText(/Free until/);
    fireEvent.change(until, { target: { value: '2020-01-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(await within(dialog).findByText(SUPER_ADMIN_MESSAGES.untilNotAfterToday)).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/digital-menu/enable`)).toHaveLength(0);
    fireEvent.change(until, { target: { value: '2099-12-31' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(api.callsTo(`POST ${BASE}/digital-menu/enable`)).toHaveLength(1));
    expect(api.callsTo(`POST ${BASE}/digital-menu/enable`)[0]!.json).toEqual({
      reason: 'Paid by bank transfer',
      until: '2099-12-31',
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Digital menu enabled' })));
    expect(await within(menu).findByText('Active')).toBeInTheDocument();
    expect(within(menu).getByText('“Paid by bank transfer”')).toBeInTheDocument();
    expect(within(menu).getByText(/by \+919000000001/)).toBeInTheDocument();
  });
});
