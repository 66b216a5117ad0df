// Relative, not '@/': the server's tests render these components from source (ssr-bundle.ts).
import { instantToVenueLocal } from '../../lib/venue-time.ts';
import { formatGuestDate, formatLocalTime } from '../../lib/local-date.ts';

/*
 * Event times as guests read them, always on the venue's clock (decisions §6 "Time"). Pages the
 * server renders get the local date and time from it (no ICU in the way, see lib/local-date.ts);
 * the ticket page, drawn in the browser, turns the order's instants into them here.
 */

/** A venue-local date (`YYYY-MM-DD`) and time (`HH:MM`). */
export interface LocalMoment {
  date: string;
  time: string;
}

export function localMomentOf(iso: string, timeZone: string): LocalMoment {
  const [date = '', time = ''] = instantToVenueLocal(iso, timeZone).split('T');
  return { date, time };
}

/** "Wed, 1 Jul 2026, 7:30 pm". */
export const formatMoment = (moment: LocalMoment) => `${formatGuestDate(moment.date)}, ${formatLocalTime(moment.time)}`;

/** "Wed, 1 Jul 2026, 7:30 pm – 11:00 pm", or both dates when it runs past midnight. */
export function formatEventWhen(start: LocalMoment, end: LocalMoment): string {
  const until = start.date === end.date ? formatLocalTime(end.time) : formatMoment(end);
  return `${formatMoment(start)} – ${until}`;
}

/** `20260701T140000Z`: how Google Calendar's link takes an instant. */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Long descriptions make links some browsers and Google refuse; the entry links the page anyway. */
const DETAILS_MAX = 1000;

/** Google Calendar's "add this event" link (its public event template URL). */
export function googleCalendarUrl(event: {
  title: string;
  startsAt: string;
  endsAt: string;
  location: string;
  details: string;
}): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.startsAt)}/${utcStamp(event.endsAt)}`,
    details: event.details.length > DETAILS_MAX ? `${event.details.slice(0, DETAILS_MAX - 1)}…` : event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
