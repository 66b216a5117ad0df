import type { PublicEventPage, PublicTicketOption, TicketOrderView } from '@venue/shared';

/** Ids are 24 hex digits, as the server makes them. */
export const EVENT_ID = '65a1c0de00000000000000e1';
export const GENERAL_ID = '65a1c0de00000000000000a1';
export const VIP_ID = '65a1c0de00000000000000a2';
export const ORDER_ID = '65a1c0de00000000000000f1';

const option = (overrides: Partial<PublicTicketOption>): PublicTicketOption => ({
  id: GENERAL_ID,
  name: 'General',
  pricePaise: 49950,
  state: 'on-sale',
  maxQuantity: 4,
  salesStartDate: '2026-06-01',
  salesStartTime: '10:00',
  attendeeQuestions: [],
  ...overrides,
});

/** An event page as the server hands it over (names as in the server's tests). */
export function eventPageFixture(overrides: Partial<PublicEventPage> = {}): PublicEventPage {
  return {
    kind: 'event',
    venue: { userName: 'saffron-terrace', name: 'Saffron Terrace', logoUrl: null },
    theme: 'classic',
    event: {
      id: EVENT_ID,
      name: 'Jazz Night',
      description: 'Live quartet',
      bannerUrl: null,
      venueName: 'The Courtyard',
      address: '12 MG Road',
      startsAt: '2026-07-01T14:00:00.000Z',
      endsAt: '2026-07-01T17:30:00.000Z',
      startDate: '2026-07-01',
      startTime: '19:30',
      endDate: '2026-07-01',
      endTime: '23:00',
    },
    saleState: 'on-sale',
    isRsvp: false,
    ticketOptions: [option({}), option({ id: VIP_ID, name: 'VIP', pricePaise: 150000, maxQuantity: 2 })],
    calendarHref: `/v/saffron-terrace/events/${EVENT_ID}/calendar.ics`,
    series: null,
    ...overrides,
  };
}

export { option as ticketOptionFixture };

/** GET /v2/ticket-orders/{orderId} for a paid order of two General tickets. */
export function paidOrderFixture(
  overrides: Partial<TicketOrderView['order']> = {},
  extra: Partial<Omit<TicketOrderView, 'order' | 'tickets'>> = {},
): TicketOrderView {
  return {
    cancellation: {
      canCancel: false,
      deadline: null,
      reason: 'This event does not allow cancellations. Please contact the venue.',
    },
    gstRatePercent: 0,
    hasReceipt: (overrides.status ?? 'paid') === 'paid',
    ...extra,
    order: {
      _id: ORDER_ID,
      eventId: EVENT_ID,
      eventName: 'Jazz Night',
      startsAt: '2026-07-01T14:00:00.000Z',
      endsAt: '2026-07-01T17:30:00.000Z',
      venueName: 'The Courtyard',
      address: '12 MG Road',
      timeZone: 'Asia/Kolkata',
      status: 'paid',
      reservedUntil: '2026-06-10T06:45:00.000Z',
      subtotalPaise: 99900,
      discountPaise: 0,
      promoCode: null,
      totalPaise: 99900,
      paymentUrl: null,
      items: [{ ticketTypeId: GENERAL_ID, name: 'General', quantity: 2, unitPricePaise: 49950 }],
      ...overrides,
    },
    tickets:
      (overrides.status ?? 'paid') === 'paid'
        ? [
            {
              _id: '65a1c0de00000000000000b1',
              code: 'ACDEFGHJKMNP',
              qr: 'data:image/svg+xml;base64,PHN2Zy8+',
              ticketTypeName: 'General',
              attendeeName: 'Asha Rao',
              status: 'valid',
              checkedInAt: null,
              answers: [],
            },
            {
              _id: '65a1c0de00000000000000b2',
              code: 'QRTUVWXY3467',
              qr: 'data:image/svg+xml;base64,PHN2Zy8+',
              ticketTypeName: 'General',
              attendeeName: 'Asha Rao',
              status: 'valid',
              checkedInAt: '2026-07-01T14:12:00.000Z',
              answers: [],
            },
          ]
        : [],
  };
}
