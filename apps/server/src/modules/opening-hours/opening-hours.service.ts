import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { PublicOpeningHours, WorkingHours } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { venueHourExceptions, venueWeeklyHours } from '../../db/schema/index.ts';
import { venueToday } from '../../lib/venue-time.ts';

/*
 * A venue's one set of opening hours (issue 35; decisions §6 "Opening hours" for the shape):
 * seven weekdays (0 = Sunday), each open or closed with up to six ranges (split shifts), and
 * dated exceptions that replace the weekday on their date. This module owns the rows and
 * imports no other module, so reservations (the slot engine), the link page, the vCard, the
 * guest pages and the profile all read it. Every write goes through reservations'
 * `saveOpeningHours`, which also refreshes what the venue's restaurant can seat.
 */

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/** The venue's hours: every weekday (one without a row is closed) and every exception by date. */
export async function readOpeningHours(
  db: Db,
  profileId: string,
  options: { exceptionsFrom?: string } = {},
): Promise<WorkingHours> {
  const [weekly, exceptions] = await Promise.all([
    db.select().from(venueWeeklyHours).where(eq(venueWeeklyHours.profileId, profileId)),
    db
      .select()
      .from(venueHourExceptions)
      .where(
        and(
          eq(venueHourExceptions.profileId, profileId),
          options.exceptionsFrom ? gte(venueHourExceptions.date, options.exceptionsFrom) : undefined,
        ),
      )
      .orderBy(asc(venueHourExceptions.date)),
  ]);
  return {
    openingHours: WEEK.map((day) => {
      const row = weekly.find((candidate) => candidate.day === day);
      return { day, isOpen: row?.isOpen ?? false, ranges: row?.isOpen ? row.ranges : [] };
    }),
    exceptions: exceptions.map((row) => ({ date: row.date, isOpen: row.isOpen, ranges: row.isOpen ? row.ranges : [] })),
  };
}

/** The venue's weekdays only (the booking page's "Closed on Mondays"). */
export async function readWeeklyHours(db: Db, profileId: string): Promise<WorkingHours['openingHours']> {
  const weekly = await db.select().from(venueWeeklyHours).where(eq(venueWeeklyHours.profileId, profileId));
  return WEEK.map((day) => {
    const row = weekly.find((candidate) => candidate.day === day);
    return { day, isOpen: row?.isOpen ?? false, ranges: row?.isOpen ? row.ranges : [] };
  });
}

/** Whether the venue has ever set its hours (guest pages show none until then). */
export async function hasOpeningHours(db: Db, profileId: string): Promise<boolean> {
  const rows = await db
    .select({ day: venueWeeklyHours.day })
    .from(venueWeeklyHours)
    .where(eq(venueWeeklyHours.profileId, profileId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Sets the weekdays given (the others keep theirs) and, when `exceptions` is given, replaces
 * the whole list of exceptions. Run it inside the caller's transaction; a closed day keeps no
 * ranges. Only reservations' `saveOpeningHours` calls it.
 */
export async function writeOpeningHours(
  tx: Db,
  profileId: string,
  input: { openingHours: WorkingHours['openingHours']; exceptions?: WorkingHours['exceptions'] },
): Promise<void> {
  for (const day of input.openingHours) {
    const ranges = day.isOpen ? day.ranges : [];
    await tx
      .insert(venueWeeklyHours)
      .values({ profileId, day: day.day, isOpen: day.isOpen, ranges })
      .onConflictDoUpdate({ target: [venueWeeklyHours.profileId, venueWeeklyHours.day], set: { isOpen: day.isOpen, ranges } });
  }
  if (!input.exceptions) return;
  await tx.delete(venueHourExceptions).where(eq(venueHourExceptions.profileId, profileId));
  if (input.exceptions.length > 0) {
    await tx
      .insert(venueHourExceptions)
      .values(input.exceptions.map((entry) => ({ profileId, ...entry, ranges: entry.isOpen ? entry.ranges : [] })));
  }
}

/** Sets the week only when the venue has set no hours yet (a new restaurant's default hours). */
export async function seedOpeningHours(tx: Db, profileId: string, openingHours: WorkingHours['openingHours']): Promise<void> {
  if (await hasOpeningHours(tx, profileId)) return;
  await tx
    .insert(venueWeeklyHours)
    .values(openingHours.map((day) => ({ profileId, ...day })))
    .onConflictDoNothing();
}

/** Several venues' hours at once (the dashboard's profile list carries each one's). */
export async function readOpeningHoursOf(db: Db, profileIds: string[]): Promise<Map<string, WorkingHours>> {
  if (profileIds.length === 0) return new Map();
  const [weekly, exceptions] = await Promise.all([
    db.select().from(venueWeeklyHours).where(inArray(venueWeeklyHours.profileId, profileIds)),
    db
      .select()
      .from(venueHourExceptions)
      .where(inArray(venueHourExceptions.profileId, profileIds))
      .orderBy(asc(venueHourExceptions.date)),
  ]);
  return new Map(
    profileIds.map((profileId) => [
      profileId,
      {
        openingHours: WEEK.map((day) => {
          const row = weekly.find((candidate) => candidate.profileId === profileId && candidate.day === day);
          return { day, isOpen: row?.isOpen ?? false, ranges: row?.isOpen ? row.ranges : [] };
        }),
        exceptions: exceptions
          .filter((row) => row.profileId === profileId)
          .map((row) => ({ date: row.date, isOpen: row.isOpen, ranges: row.isOpen ? row.ranges : [] })),
      },
    ]),
  );
}

/** The calendar weekday of a local `YYYY-MM-DD`, 0 = Sunday. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * What guests see of the venue's hours at `now` on its clock: today's (its exception, else its
 * weekday) and the week; null while the venue has set none (a page says nothing rather than
 * "Closed").
 */
export async function readGuestOpeningHours(
  db: Db,
  profileId: string,
  zone: string,
  now: Date,
): Promise<PublicOpeningHours | null> {
  const today = venueToday(zone, now);
  const [week, exception] = await Promise.all([
    db.select().from(venueWeeklyHours).where(eq(venueWeeklyHours.profileId, profileId)),
    db
      .select()
      .from(venueHourExceptions)
      .where(and(eq(venueHourExceptions.profileId, profileId), eq(venueHourExceptions.date, today)))
      .limit(1),
  ]);
  if (week.length === 0) return null;
  const days = WEEK.map((day) => {
    const row = week.find((candidate) => candidate.day === day);
    return { day, isOpen: row?.isOpen ?? false, ranges: row?.isOpen ? row.ranges : [] };
  });
  const special = exception[0];
  const weekday = days[weekdayOf(today)]!;
  return {
    today,
    todayHours: special
      ? { isOpen: special.isOpen, ranges: special.isOpen ? special.ranges : [], special: true }
      : { isOpen: weekday.isOpen, ranges: weekday.ranges, special: false },
    week: days,
  };
}
