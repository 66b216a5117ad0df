import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYOUT_MESSAGES } from '@venue/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast.ts';
import { mockApi, type MockReply, type RecordedCall } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders } from '@/lib/testing/render.tsx';
import { PAYOUT_AMOUNT_MESSAGES } from '../lib/payout-form.ts';
import { BALANCE, LEDGER, payout, PROFILE_ID, vendorAccount, walletFigures } from '../test/fixtures.ts';
import { WalletScreen } from './wallet-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const REQUEST = 'POST /v1/vendor/payouts';
const slow = { timeout: 4000 };

function serve(onRequest: (call: RecordedCall) => MockReply, figures = walletFigures()) {
  return mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply('manager'),
    'GET /v1/vendor/wallet': () => ({ body: { ...figures, ledger: LEDGER } }),
    'GET /v1/vendor/account': () => ({ body: { account: vendorAccount() } }),
    'GET /v1/vendor/payouts': () => ({ body: { payouts: [] } }),
    [REQUEST]: onRequest,
  });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<WalletScreen />);
  await screen.findByTestId('wallet-balance', {}, slow);
  await user.click(await screen.findByRole('button', { name: 'Request payout' }));
  return screen.findByRole('dialog', { name: 'Request payout' });
}

// Typing is slow on a loaded machine; nothing here waits on a clock.
describe('Request payout', { timeout: 20_000 }, () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('sends the rupees typed as paise, then refreshes the wallet', async () => {
    const user = userEvent.setup();
    const api = serve((call) => ({
      body: { payout: payout({ amount: (call.json as { amount: number }).amount, status: 'processing' }) },
    }));
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/HDFC Bank/)).toHaveTextContent('To HDFC Bank XXXXXXXX4321 (Spice Route Hospitality)');
    expect(within(dialog).getByText('Available: ₹275.45')).toBeInTheDocument();
    const walletReads = api.callsTo('GET /v1/vendor/wallet').length;

    await user.type(within(dialog).getByLabelText(/Amount/), '250.75');
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));

    await waitFor(() => expect(api.callsTo(REQUEST).map((call) => call.json)).toEqual([{ amount: 25_075 }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request payout' })).toBeNull());
    expect(toast).toHaveBeenCalledWith({ title: 'Payout requested', description: '₹250.75 is on its way.' });
    await waitFor(() => expect(api.callsTo('GET /v1/vendor/wallet').length).toBeGreaterThan(walletReads));
    await waitFor(() => expect(api.callsTo('GET /v1/vendor/payouts').length).toBeGreaterThan(1));
  });

  it('refuses, before asking the server, more than the balance, less than ₹1 and text that is not an amount', async () => {
    const user = userEvent.setup();
    const api = serve(() => ({ status: 500 }));
    const dialog = await openDialog(user);
    const amount = within(dialog).getByLabelText(/Amount/);
    const submit = within(dialog).getByRole('button', { name: 'Request payout' });

    await user.type(amount, '275.46');
    await user.click(submit);
    expect(await within(dialog).findByText(PAYOUT_MESSAGES.insufficient)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '0.99');
    await user.click(submit);
    expect(await within(dialog).findByText(PAYOUT_AMOUNT_MESSAGES.minimum)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(submit);
    expect(await within(dialog).findByText(PAYOUT_AMOUNT_MESSAGES.format)).toBeInTheDocument();

    await user.clear(amount);
    await user.click(submit);
    expect(await within(dialog).findByText(PAYOUT_AMOUNT_MESSAGES.required)).toBeInTheDocument();
    expect(api.callsTo(REQUEST)).toEqual([]);
  });

  it('fills in all that is available', async () => {
    const user = userEvent.setup();
    const api = serve(() => ({ body: { payout: payout({ amount: BALANCE, status: 'processing' }) } }));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay out all that is available' }));
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('275.45');
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(api.callsTo(REQUEST).map((call) => call.json)).toEqual([{ amount: BALANCE }]));
  });

  it('offers at most the available balance, not the whole balance, while sales are pending', async () => {
    const user = userEvent.setup();
    // ₹275.45 in all: ₹100.00 settled, ₹175.45 waiting for its event.
    const api = serve(
      () => ({ body: { payout: payout({ amount: 10_000, status: 'processing' }) } }),
      walletFigures({ availableBalance: 10_000, pendingBalance: 17_545, nextAvailableAt: '2026-11-28T12:30:00.000Z' }),
    );
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Available: ₹100.00')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Amount/), '100.01');
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    expect(await within(dialog).findByText(PAYOUT_MESSAGES.insufficient)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.click(within(dialog).getByRole('button', { name: 'Pay out all that is available' }));
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue('100');
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(api.callsTo(REQUEST).map((call) => call.json)).toEqual([{ amount: 10_000 }]));
  });

  it.each([
    PAYOUT_MESSAGES.notVerified,
    'You can pay out up to ₹0.00 now. ₹940.06 more becomes available on Fri, 3 Jul 2026, 11:00 pm.',
    PAYOUT_MESSAGES.noAccount,
  ])('shows the server refusal "%s" in the dialog and keeps it open', async (message) => {
    const user = userEvent.setup();
    serve(() => ({ status: 422, errorCode: 'BUSINESS_RULE', errorMessage: message }));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Amount/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Payout not requested');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Request payout' })).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it('falls back to its own words when the server gives none', async () => {
    const user = userEvent.setup();
    serve(() => ({ status: 502 }));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Amount/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYOUT_MESSAGES.failed);
  });
});
