/*
 * "Add to calendar" files: one VEVENT in a VCALENDAR (RFC 5545), for a guest's table booking
 * and for an event's page and tickets. Written here rather than with a library because the one
 * maintained candidate (`ics`) folds lines by characters, and RFC 5545 §3.1 folds at 75 octets:
 * a venue named in Devanagari or with "₹" would give lines calendar apps may refuse.
 */

import { escapeText, foldLine } from './content-lines.ts';

export interface CalendarEvent {
  /** Globally unique and stable: the same booking or event imported twice updates one entry. */
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** The page the entry links back to (§3.8.4.6), when there is one. */
  url?: string;
}

/** `20261128T140000Z`: DATE-TIME in UTC (§3.3.5, form #2). */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The .ics text: CRLF line endings, folded lines, times in UTC. `product` names what made it
 * (PRODID, §3.7.3), e.g. "Table reservations".
 */
export function calendarFile(event: CalendarEvent, product: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Venue//${product}//EN`,
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
    // A URI value, not TEXT: it is not escaped (§3.3.13).
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
