import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VENDOR_ACCOUNT_MESSAGES, type VendorAccount } from '@venue/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_RESTRICTED_TITLE, NO_EDIT_MESSAGE } from '@/components/access-guard/index.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { mockApi, type MockReply, type RecordedCall } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, rightsLoaded } from '@/lib/testing/render.tsx';
import { ACCOUNT_NUMBER_MISMATCH } from '../lib/bank-details-form.ts';
import { PROFILE_ID, vendorAccount } from '../test/fixtures.ts';
import { BankDetailsScreen } from './bank-details-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const GET = 'GET /v1/vendor/account';
const POST = 'POST /v1/vendor/account';
const PATCH = 'PATCH /v1/vendor/account';
const slow = { timeout: 4000 };

/** A server that keeps one account and answers it as the contract says: number masked, status pending after a save. */
function serve({
  role = 'owner',
  account: initial = null,
  get,
  post,
  patch,
}: {
  role?: 'owner' | 'manager' | 'staff';
  account?: VendorAccount | null;
  get?: () => MockReply;
  post?: (call: RecordedCall) => MockReply | null;
  patch?: (call: RecordedCall) => MockReply | null;
}) {
  let account = initial;
  const save = (input: Partial<VendorAccount> & { accountNumber?: string }) => {
    const number = input.accountNumber;
    account = {
      ...(account ?? vendorAccount()),
      ...input,
      accountNumber: number ? `${'X'.repeat(number.length - 4)}${number.slice(-4)}` : account!.accountNumber,
      bankName: 'HDFC Bank',
      status: 'pending',
      updatedAt: '2026-11-24T13:00:00.000Z',
    };
    return { body: { account } };
  };
  return mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply(role),
    [GET]: get ?? (() => ({ body: { account } })),
    [POST]: (call) => post?.(call) ?? save(call.json as VendorAccount),
    [PATCH]: (call) => patch?.(call) ?? save(call.json as VendorAccount),
  });
}

type User = ReturnType<typeof userEvent.setup>;

/** A field by its label's text; Mantine adds " *" to required ones. */
const fieldNamed = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

async function fillNewAccount(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    'Legal name': 'Spice Route Hospitality LLP',
    'Account holder name': 'Spice Route Hospitality',
    'Account number': '50100123454321',
    'Confirm account number': '50100123454321',
    IFSC: 'hdfc0001234',
    PAN: 'abcde1234f',
    'UPI id (optional)': 'spiceroute@okhdfcbank',
    'Address line 1': '12, 4th Cross, Indiranagar',
    City: 'Bengaluru',
    'PIN code': '560038',
    'Owner’s name': 'Anita Rao',
    'Owner’s PAN': 'abcpr1234k',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) if (value) await user.type(fieldNamed(label), value);
  // Mantine labels the Select's input and its list of options alike: the input comes first.
  await user.click(screen.getAllByLabelText(/^State( \*)?$/)[0]!);
  await user.click(await screen.findByRole('option', { name: 'Karnataka' }));
}

// Typing a whole form is slow on a loaded machine; nothing here waits on a clock.
describe('BankDetailsScreen', { timeout: 20_000 }, () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('adds the account: IFSC and PAN in capitals, the number typed twice, then the masked number, bank and status', async () => {
    const user = userEvent.setup();
    const api = serve({});
    renderWithProviders(<BankDetailsScreen />);
    expect(await screen.findByText('Add your bank account', {}, slow)).toBeInTheDocument();
    await rightsLoaded();

    await fillNewAccount(user, { 'Confirm account number': '50100123454320' });
    expect(screen.getByLabelText(/^IFSC/)).toHaveValue('HDFC0001234');
    expect(screen.getByLabelText(/^PAN/)).toHaveValue('ABCDE1234F');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText(ACCOUNT_NUMBER_MISMATCH)).toBeInTheDocument();
    expect(api.callsTo(POST)).toEqual([]);

    await user.clear(screen.getByLabelText(/^Confirm account number/));
    await user.type(screen.getByLabelText(/^Confirm account number/), '50100123454321');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));

    await waitFor(() =>
      expect(api.callsTo(POST).map((call) => call.json)).toEqual([
        {
          legalName: 'Spice Route Hospitality LLP',
          accountHolder: 'Spice Route Hospitality',
          accountNumber: '50100123454321',
          ifsc: 'HDFC0001234',
          pan: 'ABCDE1234F',
          gstin: null,
          upiId: 'spiceroute@okhdfcbank',
          addressLine1: '12, 4th Cross, Indiranagar',
          addressLine2: null,
          city: 'Bengaluru',
          stateCode: '29',
          postalCode: '560038',
          stakeholderName: 'Anita Rao',
          stakeholderPan: 'ABCPR1234K',
        },
      ]),
    );
    const saved = await screen.findByRole('region', { name: 'Saved payout account' });
    expect(within(saved).getByText('XXXXXXXXXX4321')).toBeInTheDocument();
    expect(within(saved).getByText('HDFC Bank')).toBeInTheDocument();
    expect(within(saved).getByText('Verification pending')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Bank details saved' }));
    // The form now changes the saved account: the full number is never shown back.
    expect(await screen.findByText('Change bank details')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('');
  });

  it('asks for the owner’s own PAN when the business PAN is a company’s, and sends nothing without it', async () => {
    const user = userEvent.setup();
    const api = serve({});
    renderWithProviders(<BankDetailsScreen />);
    await screen.findByText('Add your bank account', {}, slow);
    await rightsLoaded();
    await fillNewAccount(user, { 'Owner’s PAN': '', 'PIN code': '0600' });
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText(VENDOR_ACCOUNT_MESSAGES.stakeholderPanRequired)).toBeInTheDocument();
    expect(screen.getByText(VENDOR_ACCOUNT_MESSAGES.postalCode)).toBeInTheDocument();
    expect(api.callsTo(POST)).toEqual([]);
  });

  it('checks each field with the shared schema before sending', async () => {
    const user = userEvent.setup();
    const api = serve({});
    renderWithProviders(<BankDetailsScreen />);
    await screen.findByText('Add your bank account', {}, slow);
    await rightsLoaded();
    await fillNewAccount(user, {
      'Legal name': '',
      'Account number': '1234',
      'Confirm account number': '1234',
      IFSC: 'HDFC1234567',
      PAN: 'ABCDE12345',
      'GSTIN (optional)': '29ABCDE1234F1Z6',
      'UPI id (optional)': 'not-a-upi',
    });
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    for (const message of [
      VENDOR_ACCOUNT_MESSAGES.legalNameRequired,
      VENDOR_ACCOUNT_MESSAGES.accountNumber,
      VENDOR_ACCOUNT_MESSAGES.ifsc,
      VENDOR_ACCOUNT_MESSAGES.pan,
      'Enter a valid 15-character GSTIN',
      VENDOR_ACCOUNT_MESSAGES.upiId,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo(POST)).toEqual([]);
  });

  it('changes only what was changed, and an empty account number keeps the saved one', async () => {
    const user = userEvent.setup();
    const api = serve({ account: vendorAccount({ status: 'verified', upiId: null }) });
    renderWithProviders(<BankDetailsScreen />);
    const saved = await screen.findByRole('region', { name: 'Saved payout account' }, slow);
    expect(within(saved).getByText('Verified')).toBeInTheDocument();
    expect(within(saved).getByText('XXXXXXXX4321')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('');
    expect(screen.getByText('Saved: XXXXXXXX4321. Leave empty to keep it.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Legal name/)).toHaveValue('Spice Route Hospitality LLP');
    await rightsLoaded();

    await user.type(screen.getByLabelText(/^UPI id/), 'spiceroute@okicici');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo(PATCH).map((call) => call.json)).toEqual([{ upiId: 'spiceroute@okicici' }]));
    expect(
      await within(screen.getByRole('region', { name: 'Saved payout account' })).findByText('Verification pending'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Account number/), '000111222333');
    await user.type(screen.getByLabelText(/^Confirm account number/), '000111222333');
    await user.clear(screen.getByLabelText(/^UPI id/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo(PATCH).at(-1)!.json).toEqual({ upiId: null, accountNumber: '000111222333' }));
    expect(await screen.findByText('XXXXXXXX2333')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch vendor account' when the server gives no message", async () => {
    serve({ get: () => ({ status: 500 }) });
    renderWithProviders(<BankDetailsScreen />);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent(VENDOR_ACCOUNT_MESSAGES.fetchFailed);
  });

  it("a refused create: the spec's fallback, else the server's message, on the field it belongs to", async () => {
    const user = userEvent.setup();
    const replies: MockReply[] = [
      { status: 502 },
      { status: 422, errorCode: 'BUSINESS_RULE', errorMessage: VENDOR_ACCOUNT_MESSAGES.ifscUnknown },
      {
        status: 400,
        errorCode: 'VALIDATION_FAILED',
        errorMessage: 'Enter a valid PAN (e.g. ABCDE1234F)',
        error: [{ field: 'pan', message: 'Enter a valid PAN (e.g. ABCDE1234F)' }],
      },
    ];
    serve({ post: () => replies.shift()! });
    renderWithProviders(<BankDetailsScreen />);
    await screen.findByText('Add your bank account', {}, slow);
    await rightsLoaded();
    await fillNewAccount(user, { IFSC: 'ABCD0123456' });
    const save = screen.getByRole('button', { name: 'Save bank details' });

    await user.click(save);
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith(VENDOR_ACCOUNT_MESSAGES.createFailed));

    await user.click(save);
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith(VENDOR_ACCOUNT_MESSAGES.ifscUnknown));
    expect(screen.getByLabelText(/^IFSC/)).toHaveAccessibleDescription(VENDOR_ACCOUNT_MESSAGES.ifscUnknown);

    await user.click(save);
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith('Enter a valid PAN (e.g. ABCDE1234F)'));
    expect(screen.getByLabelText(/^PAN/)).toHaveAccessibleDescription('Enter a valid PAN (e.g. ABCDE1234F)');
  });

  it("a refused update: 'Failed to update vendor account', else the server's message", async () => {
    const user = userEvent.setup();
    const replies: MockReply[] = [
      { status: 500 },
      { status: 404, errorCode: 'NOT_FOUND', errorMessage: VENDOR_ACCOUNT_MESSAGES.notFound },
    ];
    serve({ account: vendorAccount(), patch: () => replies.shift()! });
    renderWithProviders(<BankDetailsScreen />);
    await screen.findByRole('region', { name: 'Saved payout account' }, slow);
    await rightsLoaded();
    await user.clear(screen.getByLabelText(/^Account holder name/));
    await user.type(screen.getByLabelText(/^Account holder name/), 'Spice Route LLP');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith(VENDOR_ACCOUNT_MESSAGES.updateFailed));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith(VENDOR_ACCOUNT_MESSAGES.notFound));
  });

  it('a manager reads the account but only the owner saves', async () => {
    serve({ role: 'manager', account: vendorAccount() });
    renderWithProviders(<BankDetailsScreen />);
    await screen.findByRole('region', { name: 'Saved payout account' }, slow);
    expect(await screen.findByRole('group', { name: NO_EDIT_MESSAGE })).toContainElement(
      screen.getByRole('button', { name: 'Save changes' }),
    );
  });

  it('staff get the restricted mask and the account is not asked for', async () => {
    const api = serve({ role: 'staff', account: vendorAccount() });
    renderWithProviders(<BankDetailsScreen />);
    expect(await screen.findByText(ACCESS_RESTRICTED_TITLE, {}, slow)).toBeInTheDocument();
    expect(api.callsTo(GET)).toEqual([]);
  });
});
