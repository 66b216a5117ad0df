import { WEEKDAY_NAMES, WorkingHoursSchema, type WorkingHours } from '@venue/shared';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';

/*
 * The contact details' `operationalHours` (spec §3 gives no shape): the venue's hours as
 * decisions §6 writes them, or the `{ days: [{ day: 'Monday', closed, open, close }] }` the
 * dashboard's contact details form sent before issue 35, so a caller of either keeps working.
 */

const LegacyDaysSchema = z.object({
  days: z
    .array(
      z.object({
        day: z.enum(WEEKDAY_NAMES),
        closed: z.boolean(),
        open: z.string(),
        close: z.string(),
      }),
    )
    .max(7),
});

/**
 * The hours to save: the week given (exceptions replaced only when given in the §6 shape).
 * @throws AppError 400 with the hours' own message (overlapping ranges, a range ending before it starts)
 */
export function operationalHoursInput(value: unknown): {
  openingHours: WorkingHours['openingHours'];
  exceptions?: WorkingHours['exceptions'];
} {
  const legacy = LegacyDaysSchema.safeParse(value);
  const candidate = legacy.success
    ? {
        openingHours: legacy.data.days.map((row) => ({
          day: WEEKDAY_NAMES.indexOf(row.day),
          isOpen: !row.closed,
          ranges: row.closed ? [] : [{ start: row.open, end: row.close }],
        })),
      }
    : value;
  const parsed = WorkingHoursSchema.partial({ exceptions: true }).safeParse(candidate);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Opening hours could not be read');
  const given = (candidate as { exceptions?: unknown }).exceptions !== undefined;
  return { openingHours: parsed.data.openingHours, ...(given ? { exceptions: parsed.data.exceptions } : {}) };
}
