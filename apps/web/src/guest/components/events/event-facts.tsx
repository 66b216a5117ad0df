import { EVENT_TEXTS } from '../../lib/event-texts.ts';

/** When (already in words, on the venue's clock) and where an event is. */
export function EventFacts({ when, place }: { when: string; place: string }) {
  return (
    <dl className="pe-facts">
      <div>
        <dt>{EVENT_TEXTS.when}</dt>
        <dd>{when}</dd>
      </div>
      <div>
        <dt>{EVENT_TEXTS.where}</dt>
        <dd>{place}</dd>
      </div>
    </dl>
  );
}
