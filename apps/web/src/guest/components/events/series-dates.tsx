import type { PublicEventPage } from '@venue/shared';
import { formatMoment } from '../../lib/event-dates.ts';
import { SERIES_TEXTS } from '../../lib/event-texts.ts';

/**
 * A date of a weekly series (issue 39): "Every Friday" and the series' upcoming dates as links,
 * the date on show marked, so a guest picks the date they want before buying.
 */
export function SeriesDates({ series }: { series: NonNullable<PublicEventPage['series']> }) {
  return (
    <nav className="pe-series" aria-label={SERIES_TEXTS.otherDates}>
      <p className="pe-series-rule">{series.text}</p>
      {series.dates.length > 1 ? (
        <ul className="pe-series-dates">
          {series.dates.map((date) => (
            <li key={date.id}>
              {date.isCurrent ? (
                <span className="pe-series-date" aria-current="page">
                  {formatMoment({ date: date.startDate, time: date.startTime })}
                </span>
              ) : (
                <a className="pe-series-date" href={date.href}>
                  {formatMoment({ date: date.startDate, time: date.startTime })}
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
