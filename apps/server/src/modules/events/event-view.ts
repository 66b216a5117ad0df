import { paiseToRupeeString, type TicketType, type VenueEvent } from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { events, ticketTypes } from '../../db/schema/index.ts';
import { mediaUrl } from '../media/media.service.ts';

export type EventRow = typeof events.$inferSelect;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;

export function toTicketType(row: TicketTypeRow): TicketType {
  return {
    _id: row.id,
    name: row.name,
    price: paiseToRupeeString(row.pricePaise),
    pricePaise: row.pricePaise,
    quantity: row.quantity,
    sold: row.sold,
    held: row.held,
    available: row.quantity - row.sold - row.held,
    salesStart: row.salesStart.toISOString(),
    salesEnd: row.salesEnd.toISOString(),
    maxPerOrder: row.maxPerOrder,
    attendeeQuestions: row.attendeeQuestions,
  };
}

/** The answer's event: instants in ISO, with the venue's zone to show them in. */
export function toEvent(config: AppConfig, row: EventRow, types: TicketTypeRow[], timeZone: string): VenueEvent {
  return {
    _id: row.id,
    profileId: row.profileId,
    name: row.name,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone,
    venueName: row.venueName,
    address: row.address,
    banner: mediaUrl(config, row.bannerPath),
    capacity: row.capacity,
    rsvp: row.rsvp,
    publish: row.publish === 1 ? 1 : 0,
    isTicketed: row.isTicketed,
    status: row.status,
    ticketTypes: types.filter((type) => type.eventId === row.id).map(toTicketType),
    seriesId: row.seriesId,
    recurrence:
      row.seriesId && row.recurrenceByDay && row.recurrenceUntil
        ? { frequency: 'weekly', byDay: row.recurrenceByDay, until: row.recurrenceUntil }
        : null,
    refundPolicy: { allowed: row.refundAllowed, untilHoursBefore: row.refundUntilHoursBefore },
    gstRatePercent: row.gstRatePercent,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
