import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateTicketOrderSchema } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { EVENT_ID, eventPageFixture, GENERAL_ID, ticketOptionFixture, VIP_ID } from '../../test/event-fixture.ts';
import { EventApp } from './event-app.tsx';

/*
 * The checkout's promo code and attendee details (decisions §7 "Events: promo codes, series,
 * attendees, buyer cancellation"): "Have a code?" until asked, the discount line from the
 * server's preview, and one attendee per ticket of a type that asks questions.
 */

const DIET_ID = '65a1c0de00000000000000c1';
const created = (totals: { subtotalPaise: number; discountPaise: number; totalPaise: number }) => ({
  order: {
    _id: '65a1c0de00000000000000f1',
    status: 'reserved',
    reservedUntil: '2026-06-10T06:45:00.000Z',
    paymentUrl: 'http://127.0.0.1/sandbox/pay/plink_1',
    accessToken: 'tok',
    ...totals,
  },
});

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function mockCheckout(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'POST /v1/user/generateBookingOTP': () => ({ body: { mobileNumber: '+919000000022', resendAfter: 30, expiresIn: 300 } }),
    'GET /v2/ticket-orders/promo-preview': (call) =>
      call.query.get('code') === 'EARLY20'
        ? { body: { promo: { code: 'Early20', percentOff: 20, amountOffPaise: null, ticketTypeIds: [] } } }
        : { status: 422, errorCode: 'promo_code_expired', errorMessage: 'This code has expired.' },
    'POST /v2/ticket-orders': () => ({ body: created({ subtotalPaise: 99900, discountPaise: 19980, totalPaise: 79920 }) }),
    ...overrides,
  });
}

const more = (name: string) => screen.getByRole('button', { name: `More ${name} tickets` });

async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Mobile number'), '90000 00022');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('Code sent to +919000000022.');
  await user.type(screen.getByLabelText('6-digit code'), '222222');
}

describe('checkout: promo code', { timeout: 20_000 }, () => {
  it('hides the field behind "Have a code?", shows the server’s refusal, then the discount line and the lower total', async () => {
    const user = userEvent.setup();
    const api = mockCheckout();
    render(<EventApp page={eventPageFixture()} />);
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    await user.click(more('General'));
    await user.click(more('General'));
    await user.click(screen.getByRole('button', { name: 'Have a code?' }));

    await user.type(screen.getByLabelText('Promo code'), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code has expired.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Promo code'));
    await user.type(screen.getByLabelText('Promo code'), 'EARLY20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code Early20 applied')).toBeInTheDocument();
    expect(screen.getByText('Discount (Early20)').nextSibling).toHaveTextContent('−₹199.80');
    expect(screen.getByRole('button', { name: 'Pay ₹799.20' })).toBeInTheDocument();

    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹799.20' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const sent = CreateTicketOrderSchema.parse(api.callsTo('POST /v2/ticket-orders')[0]!.json);
    expect(sent.promoCode).toBe('Early20');
  });

  it('offers "Get my tickets" when the code covers the whole price', async () => {
    const user = userEvent.setup();
    mockCheckout({
      'GET /v2/ticket-orders/promo-preview': () => ({
        body: { promo: { code: 'FREE', percentOff: 100, amountOffPaise: null, ticketTypeIds: [] } },
      }),
    });
    render(<EventApp page={eventPageFixture()} />);
    await user.click(more('General'));
    await user.click(screen.getByRole('button', { name: 'Have a code?' }));
    await user.type(screen.getByLabelText('Promo code'), 'FREE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Get my tickets' })).toBeInTheDocument();
  });
});

describe('checkout: attendee details', { timeout: 20_000 }, () => {
  const page = () =>
    eventPageFixture({
      ticketOptions: [
        ticketOptionFixture({ attendeeQuestions: [{ _id: DIET_ID, label: 'Dietary needs', required: true }] }),
        ticketOptionFixture({ id: VIP_ID, name: 'VIP', pricePaise: 150000, maxQuantity: 2 }),
      ],
    });

  it('asks nothing for a type without questions', async () => {
    const user = userEvent.setup();
    mockCheckout();
    render(<EventApp page={page()} />);
    await user.click(more('VIP'));
    expect(screen.queryByRole('group', { name: 'Who is coming' })).not.toBeInTheDocument();
  });

  it('asks one attendee per ticket, the first named after the buyer when left blank, and refuses a missing answer naming it', async () => {
    const user = userEvent.setup();
    const api = mockCheckout();
    render(<EventApp page={page()} />);
    await user.click(more('General'));
    await user.click(more('General'));
    const who = screen.getByRole('group', { name: 'Who is coming' });
    expect(within(who).getByText('General · ticket 1')).toBeInTheDocument();
    expect(within(who).getByText('General · ticket 2')).toBeInTheDocument();
    const diets = within(who).getAllByLabelText('Dietary needs');
    await user.type(diets[0]!, 'Vegan');
    await fillBuyer(user);
    await user.type(within(who).getAllByLabelText('Name')[0]!, 'Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Pay ₹999' }));
    expect(await screen.findByText('Answer “Dietary needs” for ticket 2')).toBeInTheDocument();
    expect(api.callsTo('POST /v2/ticket-orders')).toHaveLength(0);

    await user.type(diets[1]!, 'None');
    await user.click(screen.getByRole('button', { name: 'Pay ₹999' }));
    await vi.waitFor(() => expect(api.callsTo('POST /v2/ticket-orders')).toHaveLength(1));
    const sent = CreateTicketOrderSchema.parse(api.callsTo('POST /v2/ticket-orders')[0]!.json);
    expect(sent.items).toEqual([
      {
        ticketTypeId: GENERAL_ID,
        quantity: 2,
        attendees: [
          { name: 'Asha Rao', answers: [{ questionId: DIET_ID, answer: 'Vegan' }] },
          { name: 'Ravi Kumar', answers: [{ questionId: DIET_ID, answer: 'None' }] },
        ],
      },
    ]);
    expect(sent.eventId).toBe(EVENT_ID);
  });
});
