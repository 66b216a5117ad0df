import type { PublicOpeningHours } from '@venue/shared';

/*
 * The venue's opening hours on every guest page (issue 35): today's in the summary line, the
 * week (Monday first, today marked) in a native <details>, so the scriptless link page opens it
 * too. The hours are the ones set at Profile → Opening hours, on the venue's clock.
 */

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/** "19:00" → "7:00 pm", as guests in India read a clock. */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const half = hours >= 12 ? 'pm' : 'am';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${half}`;
}

const rangesText = (ranges: Array<{ start: string; end: string }>) =>
  ranges.map((range) => `${clockTime(range.start)} – ${clockTime(range.end)}`).join(', ');

/** "Open today 12:00 pm – 3:00 pm, 7:00 pm – 11:00 pm", "Closed today" or "Closed today (holiday)". */
export function todayText(hours: PublicOpeningHours): string {
  const today = hours.todayHours;
  if (!today.isOpen || today.ranges.length === 0) return today.special ? 'Closed today (holiday)' : 'Closed today';
  return `Open today ${rangesText(today.ranges)}${today.special ? ' (special hours)' : ''}`;
}

export function OpeningHours({ hours }: { hours: PublicOpeningHours | undefined }) {
  if (!hours) return null;
  const todayWeekday = new Date(`${hours.today}T00:00:00Z`).getUTCDay();
  return (
    <details className="pm-hours">
      <summary>
        <span className="pm-hours-title">Opening hours</span>
        <span className="pm-hours-today">{todayText(hours)}</span>
      </summary>
      <table className="pm-hours-week">
        <tbody>
          {MONDAY_FIRST.map((day) => {
            const entry = hours.week.find((candidate) => candidate.day === day);
            const isToday = day === todayWeekday;
            return (
              <tr key={day} aria-current={isToday ? 'date' : undefined} className={isToday ? 'pm-hours-is-today' : undefined}>
                <th scope="row">{DAY_NAMES[day]}</th>
                <td>{entry?.isOpen && entry.ranges.length > 0 ? rangesText(entry.ranges) : 'Closed'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
