import type { Attendee, TicketType, VenueEvent } from '@venue/shared';

export const PROFILE_ID = 'c'.repeat(24);

let nextId = 1;
const hexId = () => (nextId++).toString(16).padStart(24, '0');

export function ticketType(overrides: Partial<TicketType> = {}): TicketType {
  return {
    _id: hexId(),
    name: 'General',
    price: '499',
    pricePaise: 49_900,
    quantity: 100,
    sold: 12,
    held: 0,
    available: 88,
    salesStart: '2026-11-20T04:30:00.000Z',
    salesEnd: '2026-12-05T13:30:00.000Z',
    maxPerOrder: 10,
    attendeeQuestions: [],
    ...overrides,
  };
}

export function venueEvent(overrides: Partial<VenueEvent> = {}): VenueEvent {
  return {
    _id: hexId(),
    profileId: PROFILE_ID,
    name: 'Jazz Night',
    description: 'Live quartet',
    startsAt: '2026-12-05T14:00:00.000Z',
    endsAt: '2026-12-05T17:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    venueName: 'Spice Route',
    address: '12 MG Road, Bengaluru',
    banner: null,
    capacity: null,
    rsvp: false,
    publish: 0,
    isTicketed: true,
    status: 'draft',
    ticketTypes: [ticketType()],
    seriesId: null,
    recurrence: null,
    refundPolicy: { allowed: false, untilHoursBefore: 0 },
    gstRatePercent: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function attendee(overrides: Partial<Attendee> = {}): Attendee {
  return {
    _id: hexId(),
    code: '7KQ4M9XTAC3P',
    attendeeName: 'Meera Rao',
    mobileNumber: '+919812345678',
    ticketTypeName: 'General',
    orderId: hexId(),
    status: 'valid',
    checkedInAt: null,
    answers: [],
    ...overrides,
  };
}
