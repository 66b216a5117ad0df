import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreatePromoCodeSchema, PROMO_MESSAGES, type PromoCode } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, rightsLoaded } from '@/lib/testing/render.tsx';
import { PROFILE_ID, ticketType, venueEvent } from '../test/fixtures.ts';
import { PromoCodesSection } from './promo-codes-section.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const vip = ticketType({ name: 'VIP' });
const event = venueEvent({ ticketTypes: [ticketType({ name: 'General' }), vip] });
const CODES = `/v2/ticketed-events/${event._id}/promo-codes`;

const promo = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  _id: 'a'.repeat(24),
  eventId: event._id,
  code: 'EARLY20',
  percentOff: 20,
  amountOffPaise: null,
  maxUses: 50,
  validFrom: null,
  validTo: null,
  ticketTypeIds: [],
  used: 3,
  held: 1,
  revenuePaise: 119760,
  discountPaise: 29940,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('PromoCodesSection', { timeout: 20_000 }, () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists the codes with their uses and revenue', async () => {
    mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      [`GET ${CODES}`]: () => ({
        body: {
          promoCodes: [
            promo(),
            promo({
              _id: 'b'.repeat(24),
              code: 'VIP500',
              percentOff: null,
              amountOffPaise: 50000,
              maxUses: null,
              ticketTypeIds: [vip._id],
              used: 0,
              held: 0,
              revenuePaise: 0,
            }),
          ],
        },
      }),
    });
    renderWithProviders(<PromoCodesSection event={event} />);
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/EARLY2020% off3 \/ 501 held₹1,197.60/);
    expect(rows[2]).toHaveTextContent(/VIP500₹500 off VIP0₹0/);
  });

  it('creates an amount-off code for one ticket type, refusing a bad percentage first', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      [`GET ${CODES}`]: () => ({ body: { promoCodes: [] } }),
      [`POST ${CODES}`]: () => ({ body: { promoCode: promo({ code: 'VIP500', percentOff: null, amountOffPaise: 50000 }) } }),
    });
    renderWithProviders(<PromoCodesSection event={event} />);
    await screen.findByText('No promo codes yet.');
    await rightsLoaded();
    await user.type(screen.getByLabelText(/^Code/), 'VIP500');
    await user.type(screen.getByLabelText(/Percentage off/), '150');
    await user.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByText(PROMO_MESSAGES.percentRange)).toBeInTheDocument();
    expect(api.callsTo(`POST ${CODES}`)).toHaveLength(0);

    await user.click(screen.getByText('Amount (₹)'));
    await user.clear(screen.getByLabelText(/Amount off/));
    await user.type(screen.getByLabelText(/Amount off/), '500');
    await user.type(screen.getByLabelText(/Maximum uses/), '10');
    await user.click(screen.getByRole('checkbox', { name: 'VIP' }));
    await user.click(screen.getByRole('button', { name: 'Add code' }));
    await waitFor(() => expect(api.callsTo(`POST ${CODES}`)).toHaveLength(1));
    expect(CreatePromoCodeSchema.parse(api.callsTo(`POST ${CODES}`)[0]!.json)).toEqual({
      code: 'VIP500',
      amountOffPaise: 50000,
      maxUses: 10,
      ticketTypeIds: [vip._id],
    });
  });

  it('deletes a code only after the confirmation', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /v1/user/user-permissions': () => permissionsReply('owner'),
      [`GET ${CODES}`]: () => ({ body: { promoCodes: [promo()] } }),
      [`DELETE ${CODES}/${'a'.repeat(24)}`]: () => ({ body: { _id: 'a'.repeat(24), deleted: true } }),
    });
    renderWithProviders(<PromoCodesSection event={event} />);
    await screen.findByRole('table', { name: 'Promo codes' });
    await rightsLoaded();
    await user.click(screen.getByRole('button', { name: 'Delete code EARLY20' }));
    expect(await screen.findByText(/Code EARLY20 will stop working/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
  });
});
