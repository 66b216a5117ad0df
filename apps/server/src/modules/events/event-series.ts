import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { SERIES_MESSAGES, SERIES_OCCURRENCES_MAX, seriesDates, type EditScope, type Recurrence } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { addLocalDays, localDate, localTime, venueInstant } from '../../lib/venue-time.ts';
import type { EventRow } from './event-view.ts';

/*
 * Weekly series (issue 39, decisions §7): every date is an event of its own, made in one
 * transaction, sharing `series_id`. Dates are the venue's calendar days and the start keeps its
 * local time of day on each of them, so a series runs at 8 pm every Friday whatever the offset
 * (IST has none to change; a zone with summer time keeps the wall clock).
 */

export interface Occurrence {
  date: string;
  startsAt: Date;
  endsAt: Date;
}

const DAY_MS = 86_400_000;

/**
 * The dates of a series whose first event runs `startsAt`–`endsAt`: every local date from the
 * first to `until` on the chosen weekdays, each at the first one's local time and length.
 * @throws AppError VALIDATION_FAILED (400) for no dates, an end before the start, or more than
 *   SERIES_OCCURRENCES_MAX dates.
 */
export function occurrencesOf(zone: string, times: { startsAt: string; endsAt: string }, recurrence: Recurrence): Occurrence[] {
  const start = new Date(times.startsAt);
  const length = new Date(times.endsAt).getTime() - start.getTime();
  const firstDate = localDate(zone, start);
  if (recurrence.until < firstDate) throw new AppError('VALIDATION_FAILED', SERIES_MESSAGES.untilBeforeStart);
  const dates = seriesDates(firstDate, recurrence, SERIES_OCCURRENCES_MAX + 1);
  if (dates.length === 0) throw new AppError('VALIDATION_FAILED', SERIES_MESSAGES.noDates);
  if (dates.length > SERIES_OCCURRENCES_MAX) {
    throw new AppError('VALIDATION_FAILED', SERIES_MESSAGES.tooManyDates(seriesDates(firstDate, recurrence).length));
  }
  const time = localTime(zone, start);
  return dates.map((date) => {
    const startsAt = venueInstant(zone, date, time);
    return { date, startsAt, endsAt: new Date(startsAt.getTime() + length) };
  });
}

/**
 * The other dates an edit of `event` reaches: none for `one` (or an event outside a series),
 * the later dates for `following`, every other date for `all`; locked, soonest first.
 */
export async function datesInScope(tx: Db, event: EventRow, scope: EditScope): Promise<EventRow[]> {
  if (scope === 'one' || !event.seriesId) return [];
  return tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.profileId, event.profileId),
        eq(events.seriesId, event.seriesId),
        isNull(events.deletedAt),
        ...(scope === 'following' ? [gt(events.startsAt, event.startsAt)] : []),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .for('update')
    .then((rows) => rows.filter((row) => row.id !== event.id));
}

/**
 * Where another date of the series goes when one date moved from `before` to `after`: the same
 * number of calendar days, at the new local time of day, for the new length. Times are shifted
 * per date, never copied.
 */
export function shiftedTimes(
  zone: string,
  moved: { before: { startsAt: Date }; after: { startsAt: Date; endsAt: Date } },
  other: { startsAt: Date },
): { startsAt: Date; endsAt: Date } {
  const dayShift = Math.round(
    (Date.parse(localDate(zone, moved.after.startsAt)) - Date.parse(localDate(zone, moved.before.startsAt))) / DAY_MS,
  );
  const startsAt = venueInstant(
    zone,
    addLocalDays(localDate(zone, other.startsAt), dayShift),
    localTime(zone, moved.after.startsAt),
  );
  return { startsAt, endsAt: new Date(startsAt.getTime() + moved.after.endsAt.getTime() - moved.after.startsAt.getTime()) };
}
