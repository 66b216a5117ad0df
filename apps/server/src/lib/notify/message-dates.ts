import { format } from 'date-fns/format';

/*
 * Dates and times as messages say them, short enough for DLT's 30-character variables. Callers
 * pass the venue's local date and time (lib/venue-time.ts), never an instant.
 */

/** "Sat 28 Nov" for a local `YYYY-MM-DD`. */
export function messageDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return format(new Date(Date.UTC(year, month - 1, day, 12)), 'EEE d MMM');
}

/** "7:30 pm" for a local `HH:mm`. */
export function messageTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
