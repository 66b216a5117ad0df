import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastError } from '@/lib/toast.ts';
import { mockApi, type RecordedCall } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders } from '@/lib/testing/render.tsx';
import type { Attendee } from '@venue/shared';
import { attendee, PROFILE_ID, venueEvent } from '../test/fixtures.ts';
import { GuestsScreen } from './guests-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const EVENT_ID = 'e'.repeat(24);
const EXPORT_PATH = `/v2/ticketed-events/${EVENT_ID}/attendees.xlsx`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The API, with the spreadsheet answered as the server does: bytes and a suggested name, not the envelope. */
function serve(exportReply: () => Response, options: { tableReserveAccess?: boolean; attendees?: Attendee[] } = {}) {
  const api = mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply('staff', options.tableReserveAccess ?? true),
    [`GET /v2/eventsDetails/${EVENT_ID}`]: () => ({ body: { event: venueEvent({ _id: EVENT_ID, name: 'Jazz Night' }) } }),
    [`GET /v2/ticketed-events/${EVENT_ID}/attendees`]: () => ({ body: { attendees: options.attendees ?? [attendee()] } }),
  });
  const envelopeFetch = api.fetchMock.getMockImplementation()!;
  const exports: RecordedCall[] = [];
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== EXPORT_PATH) return envelopeFetch(input, init);
    exports.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      json: null,
    });
    return exportReply();
  });
  return exports;
}

describe('GuestsScreen export', { timeout: 15_000 }, () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the guest list as .xlsx under the name the server gives, with the credentials', async () => {
    const user = userEvent.setup();
    const exports = serve(
      () =>
        new Response('PK-xlsx-bytes', {
          status: 200,
          headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="jazz-night-guests.xlsx"' },
        }),
    );
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:guests';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<GuestsScreen eventId={EVENT_ID} />);
    expect(await screen.findByRole('heading', { name: 'Jazz Night' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export .xlsx' }));
    await waitFor(() => expect(saved).toEqual(['jazz-night-guests.xlsx']));
    expect(exports).toHaveLength(1);
    expect(exports[0]!.headers.get('Authorization')).toBe('Bearer token-1');
    expect(exports[0]!.headers.get('X-Profile-ID')).toBe(PROFILE_ID);
    expect(blobs[0]!.size).toBe('PK-xlsx-bytes'.length);
  });

  it("shows the server's refusal (e.g. too many exports) instead of saving a file", async () => {
    const user = userEvent.setup();
    serve(
      () =>
        new Response(
          JSON.stringify({
            responseStatus: {
              success: false,
              errorCode: 'RATE_LIMITED',
              errorMessage: 'Too many exports this hour; try again later',
              error: null,
              timeStamp: new Date().toISOString(),
            },
            body: null,
          }),
          { status: 429, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderWithProviders(<GuestsScreen eventId={EVENT_ID} />);
    // The button waits, inert, for the member's rights (it is the door's only).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export .xlsx' }).closest('[inert]')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Export .xlsx' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Too many exports this hour; try again later'));
    expect(click).not.toHaveBeenCalled();
  });

  it('offers no export to staff without table reservations, and shows the guests as the server masks them', async () => {
    const exports = serve(() => new Response('never asked', { status: 500 }), {
      tableReserveAccess: false,
      attendees: [attendee({ attendeeName: 'M. R.', mobileNumber: '+xxxxxxxx5678', code: '••••••••AC3P' })],
    });
    renderWithProviders(<GuestsScreen eventId={EVENT_ID} />);
    expect(await screen.findByRole('heading', { name: 'Jazz Night' })).toBeInTheDocument();
    expect(await screen.findByText('M. R.')).toBeInTheDocument();
    expect(screen.getByText('••••••••AC3P')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export .xlsx' })).not.toBeInTheDocument();
    expect(screen.queryByText('Meera Rao')).not.toBeInTheDocument();
    expect(exports).toHaveLength(0);
    expect(toastError).not.toHaveBeenCalled();
  });
});
