/*
 * Opening hours as the contact details keep them (spec §3 "operationalHours"; the spec gives
 * no shape, so this is the one the editor writes and reads): a row per weekday, Monday first.
 */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface DayHours {
  day: (typeof WEEKDAYS)[number];
  closed: boolean;
  open: string;
  close: string;
}

/** Whatever was stored (another shape, or nothing) becomes seven editable rows. */
export function hoursOf(stored: unknown): DayHours[] {
  const rows = Array.isArray((stored as { days?: unknown } | null)?.days) ? (stored as { days: Partial<DayHours>[] }).days : [];
  return WEEKDAYS.map((day) => {
    const row = rows.find((entry) => entry.day === day);
    return { day, closed: row?.closed ?? false, open: row?.open ?? '09:00', close: row?.close ?? '22:00' };
  });
}
