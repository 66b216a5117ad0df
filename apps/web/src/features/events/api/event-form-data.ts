import type { Recurrence, RefundPolicy, TicketTypeInput } from '@venue/shared';

/** The event's own fields as the form calls send them (decisions §6): times are ISO instants. */
export interface EventInput {
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  venueName: string;
  address: string;
  capacity: number | null;
  rsvp: boolean;
}

/** A ticketed event's own settings (issue 39); `recurrence` only when creating a series. */
export interface TicketedSettings {
  refundPolicy: RefundPolicy;
  gstRatePercent: number;
  recurrence?: Recurrence;
}

/** A new cropped banner, or null to keep the stored one (the calls replace a banner, never remove it). */
export type BannerChange = { file: File } | null;

/**
 * The multipart body of createEvent / updateEvent / ticketed-events (decisions §6): the
 * event's fields, `file` for a new banner, and for ticketed events `ticketTypes` as JSON.
 */
export function eventFormData(
  input: EventInput,
  banner: BannerChange,
  ticketTypes?: TicketTypeInput[],
  settings?: TicketedSettings,
): FormData {
  const form = new FormData();
  form.append('name', input.name);
  form.append('description', input.description);
  form.append('startsAt', input.startsAt);
  form.append('endsAt', input.endsAt);
  form.append('venueName', input.venueName);
  form.append('address', input.address);
  // '' means "no limit" to the server's form schema.
  form.append('capacity', input.capacity === null ? '' : String(input.capacity));
  form.append('rsvp', String(input.rsvp));
  if (ticketTypes) form.append('ticketTypes', JSON.stringify(ticketTypes));
  if (settings) {
    form.append('refundPolicy', JSON.stringify(settings.refundPolicy));
    form.append('gstRatePercent', String(settings.gstRatePercent));
    if (settings.recurrence) form.append('recurrence', JSON.stringify(settings.recurrence));
  }
  if (banner) form.append('file', banner.file);
  return form;
}
