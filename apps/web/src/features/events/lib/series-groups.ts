import type { VenueEvent } from '@venue/shared';

/** One row of the owner's list: an event on its own, or every listed date of one weekly series. */
export type EventListEntry = { kind: 'event'; event: VenueEvent } | { kind: 'series'; seriesId: string; dates: VenueEvent[] };

/**
 * Gathers the dates of each series where its first listed date stands (issue 39: "Every Friday ·
 * 8 dates"), keeping the list's order otherwise; a series with one date left is just an event.
 */
export function groupSeries(events: VenueEvent[]): EventListEntry[] {
  const bySeries = new Map<string, VenueEvent[]>();
  for (const event of events) {
    if (event.seriesId) bySeries.set(event.seriesId, [...(bySeries.get(event.seriesId) ?? []), event]);
  }
  const entries: EventListEntry[] = [];
  const placed = new Set<string>();
  for (const event of events) {
    const dates = event.seriesId ? bySeries.get(event.seriesId)! : [];
    if (!event.seriesId || dates.length < 2) {
      entries.push({ kind: 'event', event });
      continue;
    }
    if (placed.has(event.seriesId)) continue;
    placed.add(event.seriesId);
    entries.push({ kind: 'series', seriesId: event.seriesId, dates });
  }
  return entries;
}
