import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES } from '@venue/shared';
import { mockApi, type MockReply } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, rightsLoaded } from '@/lib/testing/render.tsx';
import { attendee, PROFILE_ID } from '../test/fixtures.ts';
import { useDoorCheckIn } from '../hooks/use-door-check-in.ts';
import { CheckInPanel } from './check-in-panel.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

/** A camera that sees one QR code twice in a row, as a real one decodes many frames. */
const camera = vi.hoisted(() => ({ fails: false, stop: vi.fn() }));
vi.mock('@zxing/browser', () => ({
  BrowserQRCodeReader: class {
    async decodeFromConstraints(_constraints: unknown, _video: unknown, onResult: (result: { getText: () => string }) => void) {
      if (camera.fails) throw new Error('NotAllowedError');
      onResult({ getText: () => 'QRTUVWXY3467' });
      onResult({ getText: () => 'QRTUVWXY3467' });
      return { stop: camera.stop };
    }
  },
}));

const EVENT_ID = 'e'.repeat(24);
const CHECK_IN = `POST /v2/ticketed-events/${EVENT_ID}/check-in`;

function Door() {
  return <CheckInPanel door={useDoorCheckIn(EVENT_ID)} timeZone="Asia/Kolkata" />;
}

async function tryCode(
  reply: MockReply | (() => MockReply),
  typed = '7kq4-m9xt-ac3p',
  role: 'owner' | 'manager' | 'staff' = 'owner',
) {
  const user = userEvent.setup();
  const api = mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply(role, true),
    [CHECK_IN]: typeof reply === 'function' ? reply : () => reply,
  });
  renderWithProviders(<Door />);
  await rightsLoaded();
  await user.type(screen.getByLabelText('Ticket code'), typed);
  await user.click(screen.getByRole('button', { name: 'Check in' }));
  const status = await screen.findByRole('status');
  return { api, user, status };
}

describe('CheckInPanel', () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("checks a guest in by code (spaces, dashes and case ignored) and shows the guest's name", async () => {
    const { api, status } = await tryCode({
      body: {
        attendee: attendee({ attendeeName: 'Arjun Mehta', ticketTypeName: 'VIP', checkedInAt: '2026-12-05T14:10:00.000Z' }),
      },
    });
    expect(status).toHaveAttribute('data-result', 'success');
    expect(status).toHaveTextContent('Checked in');
    expect(status).toHaveTextContent('Arjun Mehta · VIP');
    const sent = api.callsTo(CHECK_IN)[0]!.json as { code: string; nonce: string };
    expect(sent.code).toBe('7KQ4M9XTAC3P');
    expect(sent.nonce.length).toBeGreaterThanOrEqual(8);
    expect(screen.getByLabelText('Ticket code')).toHaveValue('');
  });

  it('says already checked in with the first time on the venue clock', async () => {
    const { status } = await tryCode({
      status: 409,
      errorCode: 'CONFLICT',
      errorMessage: EVENT_MESSAGES.alreadyCheckedIn,
      error: { checkedInAt: '2026-12-05T14:12:00.000Z' },
    });
    expect(status).toHaveAttribute('data-result', 'already');
    expect(status).toHaveTextContent('Already checked in');
    expect(status).toHaveTextContent(/First checked in Sat, 5 Dec, 7:42 pm/i);
  });

  it.each([
    ['invalid', 'Invalid code', { status: 404, errorCode: 'NOT_FOUND', errorMessage: EVENT_MESSAGES.invalidCode }],
    ['unpaid', 'Not paid', { status: 422, errorCode: 'BUSINESS_RULE', errorMessage: EVENT_MESSAGES.unpaid }],
    ['cancelled', 'Ticket cancelled', { status: 422, errorCode: 'BUSINESS_RULE', errorMessage: EVENT_MESSAGES.cancelled }],
  ] as const)('shows the %s refusal', async (kind, title, reply) => {
    const { status } = await tryCode(reply);
    expect(status).toHaveAttribute('data-result', kind);
    expect(status).toHaveTextContent(title);
  });

  const TOO_EARLY = 'Check-in opens 6 hours before the event starts, at 13:30 on 2026-12-05.';

  it("shows the server's too-early sentence, and lets the owner check in anyway after confirming (force: true)", async () => {
    let calls = 0;
    const { api, user, status } = await tryCode(() =>
      ++calls === 1
        ? { status: 422, errorCode: 'too_early', errorMessage: TOO_EARLY }
        : { body: { attendee: attendee({ attendeeName: 'Arjun Mehta' }) } },
    );
    expect(status).toHaveAttribute('data-result', 'too-early');
    expect(status).toHaveTextContent('Check-in not open yet');
    expect(status).toHaveTextContent(TOO_EARLY);
    await user.click(screen.getByRole('button', { name: 'Check in anyway' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in before the door opens?' });
    expect(api.callsTo(CHECK_IN)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Check in anyway' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-result', 'success'));
    const [first, forced] = api.callsTo(CHECK_IN).map((call) => call.json as { code: string; force?: boolean });
    expect(first!.force).toBeUndefined();
    expect(forced).toMatchObject({ code: '7KQ4M9XTAC3P', force: true });
    expect(screen.queryByRole('button', { name: 'Check in anyway' })).not.toBeInTheDocument();
  });

  it('offers staff no override for a too-early refusal', async () => {
    const { status } = await tryCode({ status: 422, errorCode: 'too_early', errorMessage: TOO_EARLY }, undefined, 'staff');
    expect(status).toHaveTextContent(TOO_EARLY);
    expect(screen.queryByRole('button', { name: 'Check in anyway' })).not.toBeInTheDocument();
  });

  it('retries a failed request with the same nonce, and a new code gets a new one', async () => {
    let calls = 0;
    const { api, user, status } = await tryCode(() =>
      ++calls === 1 ? { status: 503, errorMessage: 'Service unavailable' } : { body: { attendee: attendee() } },
    );
    expect(status).toHaveAttribute('data-result', 'error');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-result', 'success'));
    await user.type(screen.getByLabelText('Ticket code'), 'ACDEFGHJKMNP');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(api.callsTo(CHECK_IN)).toHaveLength(3));
    const nonces = api.callsTo(CHECK_IN).map((call) => (call.json as { nonce: string }).nonce);
    expect(nonces[1]).toBe(nonces[0]);
    expect(nonces[2]).not.toBe(nonces[0]);
  });

  it('checks in what the camera scans, once per code, and stops the camera when turned off', async () => {
    const user = userEvent.setup();
    camera.fails = false;
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      [CHECK_IN]: () => ({ body: { attendee: attendee({ attendeeName: 'Priya Nair' }) } }),
    });
    renderWithProviders(<Door />);
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Priya Nair');
    expect(api.callsTo(CHECK_IN)).toHaveLength(1);
    expect((api.callsTo(CHECK_IN)[0]!.json as { code: string }).code).toBe('QRTUVWXY3467');
    await user.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(camera.stop).toHaveBeenCalled();
  });

  it('says so when the camera cannot be opened', async () => {
    const user = userEvent.setup();
    camera.fails = true;
    mockApi({ 'GET /v1/user/user-permissions': () => permissionsReply('owner') });
    renderWithProviders(<Door />);
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not open the camera');
  });
});
