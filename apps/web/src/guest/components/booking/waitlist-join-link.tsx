import { useEffect, useState } from 'react';
import { callApi, type ClosedReason } from '../../lib/booking-api.ts';

/** Reasons a walk-in queue helps with: today is full, or too soon to book. */
const QUEUE_HELPS: ReadonlyArray<ClosedReason> = ['fully-booked', 'too-soon'];

interface WaitlistOpen {
  open: boolean;
  maxPartySize: number;
  waiting: number;
}

/** The venue's username, from the booking page's own address (`/v/{username}/book`). */
const usernameOfPage = () => {
  const match = /^\/v\/([^/]+)\//.exec(typeof location === 'undefined' ? '' : location.pathname);
  return match ? decodeURIComponent(match[1]!) : null;
};

/**
 * "Join the waitlist" (issue 38) under a day with no slot for the party, when it is today and
 * the venue takes its walk-in queue online (`GET /v1/waitlist/open/{username}`); the join page
 * is the waitlist module's own (`/v/{username}/waitlist`).
 */
export function WaitlistJoinLink({
  date,
  today,
  partySize,
  closedReason,
}: {
  date: string;
  today: string;
  partySize: number;
  closedReason: ClosedReason | null;
}) {
  const [queue, setQueue] = useState<{ username: string; answer: WaitlistOpen } | null>(null);
  const relevant = date === today && closedReason !== null && QUEUE_HELPS.includes(closedReason);

  useEffect(() => {
    if (!relevant || queue) return;
    const username = usernameOfPage();
    if (!username) return;
    let isCurrent = true;
    callApi<WaitlistOpen>(`/v1/waitlist/open/${encodeURIComponent(username)}`).then(
      (answer) => isCurrent && setQueue({ username, answer }),
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [relevant, queue]);

  if (!relevant || !queue?.answer.open || partySize > queue.answer.maxPartySize) return null;
  return (
    <div className="pb-notice" role="note">
      <p className="pb-muted">No table fits? Join the walk-in queue and we will text you when one is ready.</p>
      <a className="pb-button" href={`/v/${encodeURIComponent(queue.username)}/waitlist?partySize=${partySize}`}>
        Join the waitlist
      </a>
    </div>
  );
}
