import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYOUT_MESSAGES, type FeeInvoice, type VendorAccount, type WalletEntry } from '@venue/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_RESTRICTED_TITLE } from '@/components/access-guard/index.ts';
import { stubMatchMedia } from '@/lib/testing/match-media.ts';
import { mockApi, type MockReply } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders } from '@/lib/testing/render.tsx';
import { BALANCE, LEDGER, payout, PROFILE_ID, vendorAccount, walletFigures } from '../test/fixtures.ts';
import { WalletScreen } from './wallet-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const WALLET = 'GET /v1/vendor/wallet';
const ACCOUNT = 'GET /v1/vendor/account';
const PAYOUTS = 'GET /v1/vendor/payouts';
const FEE_INVOICES = 'GET /v1/vendor/fee-invoices';
// The first answers wait on the permissions call; a loaded machine may take over a second.
const slow = { timeout: 4000 };

/** The wallet as the server answers it: the whole balance, the ledger filtered by kind and venue dates. */
function serve({
  role = 'owner',
  ledger = LEDGER,
  balance = BALANCE,
  figures = walletFigures({ balance }),
  account = vendorAccount(),
  payouts = [payout({ amount: 20_000, status: 'processing' })],
  feeInvoices = [],
  wallet,
}: {
  feeInvoices?: FeeInvoice[];
  role?: 'owner' | 'manager' | 'staff';
  ledger?: WalletEntry[];
  balance?: number;
  figures?: ReturnType<typeof walletFigures>;
  account?: VendorAccount | null;
  payouts?: ReturnType<typeof payout>[];
  wallet?: () => MockReply;
} = {}) {
  return mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply(role),
    [WALLET]:
      wallet ??
      ((call) => {
        const kind = call.query.get('kind');
        const from = call.query.get('from');
        const to = call.query.get('to');
        // The fixtures' instants are all before 18:30 UTC, so their UTC date is the venue's.
        const day = (entry: WalletEntry) => entry.createdAt.slice(0, 10);
        return {
          body: {
            ...figures,
            ledger: ledger.filter(
              (entry) => (!kind || entry.kind === kind) && (!from || day(entry) >= from) && (!to || day(entry) <= to),
            ),
          },
        };
      }),
    [ACCOUNT]: () => ({ body: { account } }),
    [PAYOUTS]: () => ({ body: { payouts } }),
    [FEE_INVOICES]: () => ({ body: { invoices: feeInvoices } }),
  });
}

// Typing and Mantine's combobox are slow on a loaded machine; nothing here waits on a clock.
describe('WalletScreen', { timeout: 20_000 }, () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    stubMatchMedia();
  });

  it('shows the balance in rupees, the ledger with signed amounts and the payouts with their status', async () => {
    serve({
      payouts: [
        payout({ amount: 20_000, status: 'processing' }),
        payout({ amount: 10_000, status: 'failed', failureReason: 'Beneficiary account is closed' }),
        payout({ amount: 5_050, status: 'processed' }),
      ],
    });
    renderWithProviders(<WalletScreen />);

    expect(await screen.findByTestId('wallet-balance', {}, slow)).toHaveTextContent('₹275.45');
    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Payout to XXXXXXXX4321', 'Payout', '-₹200.00'],
      ['Refund: Jazz Night, 1 ticket', 'Refund', '-₹499.00'],
      ['GST 18% on the platform fee', 'GST on fee', '-₹3.59'],
      ['Platform fee 2%', 'Platform fee', '-₹19.96'],
      ['Jazz Night: 2 tickets', 'Ticket sale', '+₹998.00'],
    ]);
    // 13:00 UTC is 6:30 pm in the venue's zone (Asia/Kolkata).
    expect(within(rows[4]!).getAllByRole('cell')[0]).toHaveTextContent(/^24 Nov 2026, 6:30\s?pm$/i);

    const payouts = screen.getByRole('table', { name: 'Payouts' });
    const payoutRows = within(payouts).getAllByRole('row').slice(1);
    expect(
      payoutRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['XXXXXXXX4321', '₹200.00', 'Processing'],
      ['XXXXXXXX4321', '₹100.00', 'FailedBeneficiary account is closed'],
      ['XXXXXXXX4321', '₹50.50', 'Paid out'],
    ]);
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeEnabled();
  });

  it('filters the ledger by kind and by venue dates on the server, and refuses a reversed range', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderWithProviders(<WalletScreen />);
    await screen.findByRole('table', { name: 'Ledger' }, slow);

    await user.click(screen.getByRole('textbox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Refund' }));
    await waitFor(() => expect(api.callsTo(WALLET).at(-1)!.query.get('kind')).toBe('refund'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Ledger' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table', { name: 'Ledger' })).toHaveTextContent('Refund: Jazz Night, 1 ticket');
    // The balance is the whole ledger's, whatever the filter.
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₹275.45');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-25' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-25' } });
    await waitFor(() => {
      const last = api.callsTo(WALLET).at(-1)!.query;
      expect([last.get('kind'), last.get('from'), last.get('to')]).toEqual([null, '2026-11-25', '2026-11-25']);
    });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Ledger' })).getAllByRole('row')).toHaveLength(2));

    const callsBefore = api.callsTo(WALLET).length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    expect(await screen.findByText('The end date must not be before the start')).toBeInTheDocument();
    expect(api.callsTo(WALLET)).toHaveLength(callsBefore);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-31' } });
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
  });

  it('on a phone the ledger and payouts are cards, not tables that scroll sideways', async () => {
    stubMatchMedia(() => true);
    serve();
    renderWithProviders(<WalletScreen />);
    const ledger = await screen.findByRole('list', { name: 'Ledger' }, slow);
    const first = within(ledger).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Payout to XXXXXXXX4321');
    expect(first).toHaveTextContent('-₹200.00');
    expect(within(await screen.findByRole('list', { name: 'Payouts' })).getByRole('listitem')).toHaveTextContent('Processing');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("links each month's platform fee invoice, with its GST, to its PDF", async () => {
    const invoice: FeeInvoice = {
      _id: 'f'.repeat(24),
      number: 'PF/2026-27/00003',
      kind: 'invoice',
      relatedInvoice: null,
      month: '2026-06',
      taxablePaise: 9_990,
      gstPaise: 1_798,
      totalPaise: 11_788,
    };
    const api = serve({ feeInvoices: [invoice] });
    const downloads: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:fee'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const envelopeFetch = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith(`/v1/vendor/fee-invoices/${invoice._id}/pdf`)
        ? new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : envelopeFetch(input, init),
    );
    renderWithProviders(<WalletScreen />);
    const list = await screen.findByRole('list', { name: 'Platform fee invoices' }, slow);
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('June 2026');
    expect(item).toHaveTextContent('PF/2026-27/00003');
    expect(item).toHaveTextContent('₹117.88');
    expect(item).toHaveTextContent('GST ₹17.98');
    await userEvent.click(within(item).getByRole('button', { name: 'Download PDF of fee invoice PF/2026-27/00003' }));
    await waitFor(() => expect(downloads).toEqual(['invoice-PF-2026-27-00003.pdf']));
  });

  it('links a credit note for fees refunded after their invoice, as a credit against that invoice (issue 36)', async () => {
    const creditNote: FeeInvoice = {
      _id: 'c'.repeat(24),
      number: 'CN/2026-27/00002',
      kind: 'credit-note',
      relatedInvoice: { _id: 'f'.repeat(24), number: 'PF/2026-27/00003' },
      month: '2026-07',
      taxablePaise: 4_995,
      gstPaise: 899,
      totalPaise: 5_894,
    };
    const api = serve({ feeInvoices: [creditNote] });
    const downloads: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:fee'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const envelopeFetch = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith(`/v1/vendor/fee-invoices/${creditNote._id}/pdf`)
        ? new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : envelopeFetch(input, init),
    );
    renderWithProviders(<WalletScreen />);
    const list = await screen.findByRole('list', { name: 'Platform fee invoices' }, slow);
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Credit note, July 2026');
    expect(item).toHaveTextContent('CN/2026-27/00002');
    expect(item).toHaveTextContent('Fees refunded, against PF/2026-27/00003');
    expect(item).toHaveTextContent('−₹58.94');
    expect(item).toHaveTextContent('GST −₹8.99');
    await userEvent.click(within(item).getByRole('button', { name: 'Download PDF of credit note CN/2026-27/00002' }));
    await waitFor(() => expect(downloads).toEqual(['credit-note-CN-2026-27-00002.pdf']));
  });

  it('says so when there is nothing yet', async () => {
    serve({ ledger: [], balance: 0, payouts: [] });
    renderWithProviders(<WalletScreen />);
    expect(await screen.findByText('No entries yet', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('No payouts yet')).toBeInTheDocument();
    expect(await screen.findByText('No fee invoices yet')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('₹0.00');
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
    expect(screen.getByText('Payouts open once at least ₹1 is available.')).toBeInTheDocument();
  });

  it('shows what is available and what is pending with why, and asks for payouts only of available money', async () => {
    // ₹275.45 in all: nothing settled yet; the sale waits for its event (ends 26 Nov, settles 28 Nov, 6:00 pm IST).
    serve({
      figures: walletFigures({ availableBalance: 0, pendingBalance: BALANCE, nextAvailableAt: '2026-11-28T12:30:00.000Z' }),
    });
    renderWithProviders(<WalletScreen />);
    expect(await screen.findByTestId('wallet-balance', {}, slow)).toHaveTextContent('₹275.45');
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('₹0.00');
    expect(screen.getByTestId('wallet-pending')).toHaveTextContent('₹275.45');
    expect(
      screen.getByText('Ticket money becomes available 2 days after the event ends; next on 28 Nov 2026, 6:00 pm.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-owed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
    expect(
      screen.getByText('Payouts open once at least ₹1 is available; more becomes available on 28 Nov 2026, 6:00 pm.'),
    ).toBeInTheDocument();
  });

  it('after a refund that followed a payout: shows the owed amount and that the next sales repay it', async () => {
    serve({
      balance: -94_006,
      figures: walletFigures({ balance: -94_006, availableBalance: 0, pendingBalance: 0, owedBalance: 94_006 }),
    });
    renderWithProviders(<WalletScreen />);
    expect(await screen.findByTestId('wallet-balance', {}, slow)).toHaveTextContent('-₹940.06');
    expect(screen.getByTestId('wallet-owed')).toHaveTextContent('₹940.06');
    expect(screen.getByText('Refunds after a payout are taken from your next sales.')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('₹0.00');
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  });

  it("shows the server's message when the wallet cannot be read", async () => {
    serve({ wallet: () => ({ status: 500, errorCode: 'INTERNAL', errorMessage: 'The ledger is unavailable' }) });
    renderWithProviders(<WalletScreen />);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Could not load the ledger');
    expect(alert).toHaveTextContent('The ledger is unavailable');
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  });

  it('without a payout account: explains why and links to /bank-details', async () => {
    serve({ account: null });
    renderWithProviders(<WalletScreen />);
    const notice = await screen.findByText(PAYOUT_MESSAGES.noAccount, {}, slow);
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Add bank details' })).toHaveAttribute('href', '/bank-details');
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  });

  it('with an account still being verified: payouts wait', async () => {
    serve({ account: vendorAccount({ status: 'pending' }) });
    renderWithProviders(<WalletScreen />);
    const notice = await screen.findByText(PAYOUT_MESSAGES.notVerified, {}, slow);
    expect(
      within(notice.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Open bank details' }),
    ).toHaveAttribute('href', '/bank-details');
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  });

  it('a manager sees the wallet like the owner', async () => {
    serve({ role: 'manager' });
    renderWithProviders(<WalletScreen />);
    expect(await screen.findByTestId('wallet-balance', {}, slow)).toHaveTextContent('₹275.45');
    expect(screen.queryByText(ACCESS_RESTRICTED_TITLE)).toBeNull();
  });

  it('staff get the restricted mask and nothing about money is asked for', async () => {
    const api = serve({ role: 'staff' });
    renderWithProviders(<WalletScreen />);
    expect(await screen.findByText(ACCESS_RESTRICTED_TITLE, {}, slow)).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
    expect([...api.callsTo(WALLET), ...api.callsTo(ACCOUNT), ...api.callsTo(PAYOUTS), ...api.callsTo(FEE_INVOICES)]).toEqual([]);
  });
});
