/*
 * The guest's "add to calendar" file: one VEVENT in a VCALENDAR (RFC 5545). Written here rather
 * than with a library because the one maintained candidate (`ics`) folds lines by characters,
 * and RFC 5545 §3.1 folds at 75 octets: a restaurant named in Devanagari or with "₹" would
 * give lines calendar apps may refuse.
 */

import { escapeText, foldLine } from '../../lib/content-lines.ts';

export interface CalendarEvent {
  /** Globally unique and stable: the same booking imported twice updates one event. */
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
}

/** `20261128T140000Z`: DATE-TIME in UTC (§3.3.5, form #2). */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The .ics text: CRLF line endings, folded lines, times in UTC. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Venue//Table reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
