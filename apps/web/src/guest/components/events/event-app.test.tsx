import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateTicketOrderSchema, EVENT_MESSAGES } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { TICKET_ORDERS_KEY } from '../../lib/ticket-storage.ts';
import { EVENT_ID, eventPageFixture, GENERAL_ID, ticketOptionFixture, VIP_ID } from '../../test/event-fixture.ts';
import { EventApp } from './event-app.tsx';

const created = {
  order: {
    _id: '65a1c0de00000000000000f1',
    status: 'reserved',
    reservedUntil: '2026-06-10T06:45:00.000Z',
    paymentUrl: 'http://127.0.0.1/sandbox/pay/plink_1',
    accessToken: 'tok en/1',
    subtotalPaise: 99900,
    discountPaise: 0,
    totalPaise: 99900,
  },
};

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

function mockTicketApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'POST /v1/user/generateBookingOTP': () => ({ body: { mobileNumber: '+919000000022', resendAfter: 30, expiresIn: 300 } }),
    'POST /v2/ticket-orders': () => ({ body: created }),
    ...overrides,
  });
}

const more = (name: string) => screen.getByRole('button', { name: `More ${name} tickets` });
const fewer = (name: string) => screen.getByRole('button', { name: `Fewer ${name} tickets` });
const countOf = (name: string) => within(screen.getByRole('group', { name: `${name} tickets` })).getByRole('status');

/** Name, number and the code, as a buyer fills them. */
async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Mobile number'), '90000 00022');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('Code sent to +919000000022.');
  await user.type(screen.getByLabelText('6-digit code'), '222222');
}

// A checkout is many keystrokes: on a loaded machine a test can outlast the default 5 s.
describe('EventApp', { timeout: 20_000 }, () => {
  it('shows the event: name, time on the venue clock, place, description and calendar links', () => {
    render(<EventApp page={eventPageFixture()} />);
    expect(screen.getByRole('heading', { name: 'Jazz Night' })).toBeInTheDocument();
    expect(screen.getByText('Wed, 1 Jul 2026, 7:30 pm – 11:00 pm')).toBeInTheDocument();
    expect(screen.getByText('The Courtyard, 12 MG Road')).toBeInTheDocument();
    expect(screen.getByText('Live quartet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/v/saffron-terrace/events/${EVENT_ID}/calendar.ics`,
    );
    const google = new URL(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('dates')).toBe('20260701T140000Z/20260701T173000Z');
    expect(google.searchParams.get('location')).toBe('The Courtyard, 12 MG Road');
  });

  it('picks quantities within each type’s limit and totals them in rupees, with paise only when there are some', async () => {
    const user = userEvent.setup();
    render(<EventApp page={eventPageFixture()} />);
    expect(fewer('General')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();

    await user.click(more('General'));
    expect(countOf('General')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Pay ₹499.50' })).toBeInTheDocument();
    await user.click(more('General'));
    expect(screen.getByRole('button', { name: 'Pay ₹999' })).toBeInTheDocument();

    // VIP allows 2 (its per-order limit or what is left, whichever is smaller).
    await user.click(more('VIP'));
    await user.click(more('VIP'));
    expect(more('VIP')).toBeDisabled();
    expect(screen.getByText('At most 2 per order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹3,999' })).toBeInTheDocument();

    await user.click(fewer('VIP'));
    expect(countOf('VIP')).toHaveTextContent('1');
    expect(more('VIP')).toBeEnabled();
  });

  it('works from the keyboard alone', async () => {
    const user = userEvent.setup();
    render(<EventApp page={eventPageFixture()} />);
    more('General').focus();
    await user.keyboard('{Enter}{Enter}');
    expect(countOf('General')).toHaveTextContent('2');
    // VIP's "fewer" is disabled at 0, so the next stop is its "more".
    await user.tab();
    expect(more('VIP')).toHaveFocus();
    await user.keyboard(' ');
    expect(countOf('VIP')).toHaveTextContent('1');
  });

  it('asks for tickets, a name, a number and the code before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockTicketApi();
    render(<EventApp page={eventPageFixture()} />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('Choose at least one ticket')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.click(more('General'));
    expect(screen.queryByText('Choose at least one ticket')).not.toBeInTheDocument();
  });

  it('orders, keeps the order’s token in this browser and goes to the payment page', async () => {
    const user = userEvent.setup();
    const api = mockTicketApi();
    render(<EventApp page={eventPageFixture()} />);
    await user.click(more('General'));
    await user.click(more('General'));
    await user.click(more('VIP'));
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹2,499' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1/sandbox/pay/plink_1'));
    const sent = api.callsTo('POST /v2/ticket-orders')[0]!.json;
    expect(CreateTicketOrderSchema.parse(sent)).toEqual({
      eventId: EVENT_ID,
      items: [
        { ticketTypeId: GENERAL_ID, quantity: 2 },
        { ticketTypeId: VIP_ID, quantity: 1 },
      ],
      name: 'Asha Rao',
      mobileNumber: '9000000022',
      otp: '222222',
    });
    const stored = JSON.parse(localStorage.getItem(TICKET_ORDERS_KEY)!) as Record<string, unknown>;
    expect(stored[created.order._id]).toMatchObject({ accessToken: 'tok en/1', username: 'saffron-terrace', eventId: EVENT_ID });
    // Nothing more to press while the browser leaves.
    expect(screen.getByRole('button', { name: 'Taking you to payment…' })).toBeDisabled();
  });

  it('disables the button and the fields while the order is being placed', async () => {
    const user = userEvent.setup();
    let answer: (value: { body: unknown }) => void = () => undefined;
    mockTicketApi({ 'POST /v2/ticket-orders': () => new Promise((resolve) => (answer = resolve)) });
    render(<EventApp page={eventPageFixture()} />);
    await user.click(more('General'));
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹499.50' }));

    expect(await screen.findByRole('button', { name: 'Reserving your tickets…' })).toBeDisabled();
    expect(screen.getByLabelText('Your name')).toBeDisabled();
    expect(more('General')).toBeDisabled();
    answer({ body: created });
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
  });

  it('shows the server’s words: a wrong code at the code field, anything else above the button', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = mockTicketApi({
      'POST /v2/ticket-orders': () =>
        ++attempt === 1
          ? { status: 422, errorCode: 'OTP_INVALID', errorMessage: 'The code is incorrect. Please try again.' }
          : { status: 422, errorCode: 'BUSINESS_RULE', errorMessage: EVENT_MESSAGES.soldOut },
    });
    render(<EventApp page={eventPageFixture()} />);
    await user.click(more('General'));
    await fillBuyer(user);

    await user.click(screen.getByRole('button', { name: 'Pay ₹499.50' }));
    expect(await screen.findByText('The code is incorrect. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Pay ₹499.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.soldOut);
    expect(screen.getByRole('button', { name: 'Pay ₹499.50' })).toBeEnabled();
    expect(api.callsTo('POST /v2/ticket-orders')).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(TICKET_ORDERS_KEY)).toBeNull();
  });

  it('sells only the types on sale: others say sold out, not yet or ended', () => {
    render(
      <EventApp
        page={eventPageFixture({
          ticketOptions: [
            ticketOptionFixture({ id: 'a', name: 'Early bird', state: 'sold-out', maxQuantity: 0 }),
            ticketOptionFixture({ id: 'b', name: 'Late', state: 'not-yet', maxQuantity: 0, salesStartDate: '2026-06-20' }),
            ticketOptionFixture({ id: 'c', name: 'Preview', state: 'ended', maxQuantity: 0 }),
            ticketOptionFixture({ id: 'd', name: 'Regular' }),
          ],
        })}
      />,
    );
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText('On sale from Sat, 20 Jun 2026, 10:00 am')).toBeInTheDocument();
    expect(screen.getByText('Sales ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More Early bird tickets' })).not.toBeInTheDocument();
    expect(more('Regular')).toBeEnabled();
  });

  it('takes an RSVP to a free event: places, no total or hold, and straight to the confirmed codes', async () => {
    const user = userEvent.setup();
    const api = mockTicketApi({
      'POST /v2/ticket-orders': () => ({ body: { order: { ...created.order, status: 'paid', paymentUrl: null } } }),
    });
    const rsvpOption = ticketOptionFixture({ name: 'RSVP', pricePaise: 0, maxQuantity: 10 });
    render(<EventApp page={eventPageFixture({ isRsvp: true, ticketOptions: [rsvpOption] })} />);
    expect(screen.getByRole('heading', { name: 'RSVP' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    expect(screen.queryByText(/held for 15 minutes/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reserve my place' }));
    expect(screen.getByText('Choose how many places')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More places' }));
    await user.click(screen.getByRole('button', { name: 'More places' }));
    await fillBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Reserve 2 places' }));

    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/v/saffron-terrace/tickets/${created.order._id}?token=tok+en%2F1`),
    );
    expect(api.callsTo('POST /v2/ticket-orders')[0]!.json).toMatchObject({ items: [{ ticketTypeId: GENERAL_ID, quantity: 2 }] });
  });

  it('says when an RSVP event’s places are all taken', () => {
    render(<EventApp page={eventPageFixture({ isRsvp: true, saleState: 'sold-out' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('All places are taken.');
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });

  it.each([
    ['sold-out', 'This event is sold out.'],
    ['paused', 'Ticket sales are paused for now. Please check back soon.'],
    ['cancelled', 'This event has been cancelled.'],
    ['ended', 'This event has ended.'],
    ['free', 'Free entry. No ticket needed: just come along.'],
  ] as const)('offers no checkout when the sale is %s, and says why', (saleState, text) => {
    render(<EventApp page={eventPageFixture({ saleState })} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });
});

const DIET_ID = '65a1c0de00000000000000c1';
/** The preview of EARLY20 (20% off every type), and a refusal for any other code. */
const promoPreview = {
  'GET /v2/ticket-orders/promo-preview': (call: { query: URLSearchParams }) =>
    call.query.get('code') === 'EARLY20'
      ? { body: { promo: { code: 'Early20', percentOff: 20, amountOffPaise: null, ticketTypeIds: [] } } }
      : { status: 422, errorCode: 'promo_code_expired', errorMessage: 'This code has expired.' },
};
const mockCheckout = (overrides: Parameters<typeof mockApi>[0] = {}) => mockTicketApi({ ...promoPreview, ...overrides });

/*
 * The checkout's promo code and attendee details (decisions §7 "Events: promo codes, series,
 * attendees, buyer cancellation"): "Have a code?" until asked, the discount line from the
 * server's preview, and one attendee per ticket of a type that asks questions.
 */
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
