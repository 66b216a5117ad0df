import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_EDIT_MESSAGE } from '@/components/access-guard/index.ts';
import { paths } from '@/config/paths.ts';
import { sessionStore } from '@/lib/session.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { CAFE, storeSession } from '@/lib/testing/session-fixtures.ts';
import { permissionsBody, PLANS, statusResponse } from '../test/fixtures.ts';
import { renderAt } from '../test/render.tsx';
import { PlansScreen } from './plans-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const CAFE_ACTIVE = { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business' as const };
const open = () =>
  renderAt(<PlansScreen services={['digital-menu']} title="Digital menu plans" />, {
    path: paths.digitalMenuPlans.path,
    url: paths.digitalMenuPlans.getHref(),
  });
const location = () => screen.getAllByTestId('location')[0]!.textContent;
const card = (name: string) => screen.getByRole('generic', { name: `${name} plan` });

const SAVED_DETAILS = {
  legalName: 'Spice Route Foods LLP',
  address: '12 MG Road, Bengaluru 560001',
  stateCode: '29',
  gstin: null,
};

function serve(role: 'owner' | 'manager' | 'staff' = 'owner', status = statusResponse(), details: object | null = SAVED_DETAILS) {
  let stored = details;
  return mockApi({
    'GET /v1/subscription/billing-details': () => ({ body: stored }),
    'PUT /v1/subscription/billing-details': (call) => {
      stored = { gstin: null, ...(call.json as object) };
      return { body: stored };
    },
    'GET /v1/subscription/plans': () => ({ body: { plans: PLANS } }),
    'GET /v1/subscription/subscription-status': () => ({ body: status }),
    'GET /v1/user/user-permissions': () => ({ body: permissionsBody(role) }),
    'POST /v1/subscription/digital-menu-subscription': () => ({
      body: { termId: 't'.repeat(24), paymentUrl: 'http://127.0.0.1/sandbox/pay/plink_1', amountPaise: 58_882, lateFeePaise: 0 },
    }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('plans page', () => {
  it('shows monthly prices with GST, switches to yearly, and marks the current plan', async () => {
    storeSession({ activeProfile: CAFE_ACTIVE });
    serve(
      'owner',
      statusResponse({ menu: { status: 'active', planId: PLANS[0]!._id, planName: 'Starter', interval: 'monthly' } }),
    );
    open();
    const starter = await screen.findByRole('heading', { name: 'Starter' });
    const starterCard = starter.closest('[aria-label="Starter plan"]') as HTMLElement;
    expect(within(starterCard).getByText('₹499')).toBeInTheDocument();
    expect(within(starterCard).getByText('+ 18% GST')).toBeInTheDocument();
    expect(within(starterCard).getByText('₹588.82')).toBeInTheDocument();
    expect(within(starterCard).getByText('Up to 150 menu items')).toBeInTheDocument();
    expect(await within(starterCard).findByText('Current plan')).toBeInTheDocument();
    expect(within(starterCard).getByRole('button', { name: 'Renew' })).toBeInTheDocument();
    expect(screen.getAllByText('Current plan')).toHaveLength(1);
    // Only this page's service: no table reservation plans here.
    expect(screen.queryByRole('heading', { name: 'Reservations' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    const pro = screen.getByRole('heading', { name: 'Pro' }).closest('[aria-label="Pro plan"]') as HTMLElement;
    expect(within(pro).getByText('₹12,345')).toBeInTheDocument();
    expect(within(pro).getByText('Unlimited menu items')).toBeInTheDocument();
    // The yearly Starter is another plan than the current monthly one.
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
  });

  it('subscribe posts the plan id and leaves for the payment page', async () => {
    storeSession({ activeProfile: CAFE_ACTIVE });
    const api = serve('owner');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    open();
    await screen.findByRole('heading', { name: 'Pro' });
    const pro = card('Pro');
    await waitFor(() => expect(within(pro).getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('data-loading'));
    await userEvent.click(within(pro).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1/sandbox/pay/plink_1'));
    const posts = api.callsTo('POST /v1/subscription/digital-menu-subscription');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.json).toEqual({ planId: PLANS[2]!._id });
    expect(posts[0]!.headers.get('X-Profile-ID')).toBe(CAFE.profileId);
  });

  it('asks for billing details before the first payment, then continues to pay', async () => {
    storeSession({ activeProfile: CAFE_ACTIVE });
    const api = serve('owner', statusResponse(), null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    open();
    await screen.findByRole('heading', { name: 'Pro' });
    const pro = card('Pro');
    await waitFor(() => expect(within(pro).getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('data-loading'));
    await userEvent.click(within(pro).getByRole('button', { name: 'Subscribe' }));
    const form = await screen.findByRole('form', { name: 'Billing details before payment' });
    expect(api.callsTo('POST /v1/subscription/digital-menu-subscription')).toHaveLength(0);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Legal name' }), 'Spice Route Foods LLP');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Address' }), '12 MG Road, Bengaluru 560001');
    await userEvent.click(within(form).getByRole('textbox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Karnataka (29)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save and continue to pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1/sandbox/pay/plink_1'));
    expect(api.callsTo('PUT /v1/subscription/billing-details')[0]!.json).toEqual({
      legalName: 'Spice Route Foods LLP',
      address: '12 MG Road, Bengaluru 560001',
      stateCode: '29',
    });
    expect(api.callsTo('POST /v1/subscription/digital-menu-subscription')[0]!.json).toEqual({ planId: PLANS[2]!._id });
  });

  it('says before payment what paying mid-term does: a full period from the current end, no proration', async () => {
    storeSession({ activeProfile: CAFE_ACTIVE });
    serve(
      'owner',
      statusResponse({
        menu: { status: 'active', planId: PLANS[0]!._id, planName: 'Starter', interval: 'monthly', nextDueDate: '2026-12-18' },
      }),
    );
    open();
    const note = await screen.findByText(/A payment now, for this plan or another/);
    expect(note).toHaveTextContent('paid until 17 Dec 2026');
    expect(note).toHaveTextContent('starts on 18 Dec 2026');
    expect(note).toHaveTextContent('nothing is prorated');
  });

  it('sends a visitor who is not logged in to /login first', async () => {
    const api = serve();
    open();
    await screen.findByRole('heading', { name: 'Starter' });
    await userEvent.click(within(card('Starter')).getByRole('button', { name: 'Subscribe' }));
    expect(location()).toBe(paths.login.getHref());
    expect(api.callsTo('POST /v1/subscription/digital-menu-subscription')).toHaveLength(0);
  });

  it('staff see the buttons greyed with the spec tooltip, and an overdue service its late fee', async () => {
    storeSession({ activeProfile: CAFE_ACTIVE });
    serve('staff', statusResponse({ menu: { status: 'overdue', planId: PLANS[0]!._id, lateFeePaise: 5900 } }));
    open();
    expect(await screen.findByText(/A late fee of rs\. 59 is added/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('group', { name: NO_EDIT_MESSAGE })).toHaveLength(2));
  });

  it('shows the error with a retry that loads the plans', async () => {
    let fail = true;
    mockApi({
      'GET /v1/subscription/plans': () =>
        fail ? { status: 500, errorCode: 'INTERNAL', errorMessage: 'Something went wrong' } : { body: { plans: PLANS } },
    });
    open();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Starter' })).toBeInTheDocument();
  });
});
