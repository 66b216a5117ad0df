/**
 * An event's starts/ends are typed on the venue's clock (decisions §6 "Time") and sent as ISO
 * instants, whatever zone the browser is in. `datetime-local` values are "YYYY-MM-DDTHH:mm".
 */

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** "2026-12-05T19:30" on the venue's clock → "2026-12-05T14:00:00.000Z"; null when unreadable. */
export function venueLocalToInstant(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes: the offset at the guess can differ from the offset at the answer across a DST change.
  let instant = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  instant = naive - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant).toISOString();
}

/** An instant → its "YYYY-MM-DDTHH:mm" on the venue's clock, for a datetime-local field. */
export function instantToVenueLocal(instant: string, timeZone: string): string {
  const at = new Date(instant);
  const shifted = new Date(at.getTime() + offsetMinutes(at, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** "Sat, 5 Dec, 7:30 pm" on the venue's clock. */
export function formatVenueInstant(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(instant));
}

/** The time of an instant on the venue's clock, e.g. "7:42 pm". */
export function formatInstantAt(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(
    new Date(instant),
  );
}
