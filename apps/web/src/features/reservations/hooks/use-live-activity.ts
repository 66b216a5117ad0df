import { useEffect, useRef, useState } from 'react';
import { LIVE_ACTIVITY_EVENTS, LiveActivityEventSchema, type LiveActivityEvent } from '@venue/shared';
import { reservationsRoutes } from '@venue/shared/routes';
import { ApiError } from '@/lib/api-client.ts';
import { buildUrl } from '@/lib/build-url.ts';
import { useActiveProfileId, useSession } from '@/lib/session.ts';
import { createLiveActivityTicket } from '../api/create-live-activity-ticket.ts';

export type LiveConnection = 'connecting' | 'live' | 'reconnecting';

/** Pauses before each reconnect: quick after a blip, then no more than one try every 30 s. */
export const RETRY_STEPS_MS = [1000, 2000, 5000, 10_000, 20_000, 30_000] as const;

/**
 * The live-activity stream (decisions §7, server-sent events). EventSource cannot send headers,
 * so each connection is opened with a one-use ticket asked for just before it (the ticket
 * call carries the token in its header; the api-client's refresh keeps that current). The
 * browser's own reconnect would present the spent ticket again, so on an error or an end the
 * stream is closed and reopened after a growing pause with a fresh ticket and the id of the
 * last event seen, which the server replays from. `onReconnected` lets the screen re-read too.
 */
export function useLiveActivity(onEvent: (event: LiveActivityEvent) => void, onReconnected?: () => void): LiveConnection {
  const profileId = useActiveProfileId();
  const { accessToken } = useSession();
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const resync = useRef(onReconnected);
  resync.current = onReconnected;
  const hasToken = Boolean(accessToken);

  useEffect(() => {
    if (!profileId || !hasToken || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    let hasFailed = false;
    let lastEventId: string | null = null;

    const receive = (message: MessageEvent<string>) => {
      try {
        const parsed = LiveActivityEventSchema.safeParse(JSON.parse(message.data));
        if (!parsed.success) return;
        lastEventId = message.lastEventId || parsed.data._id;
        handler.current(parsed.data);
      } catch {
        // A keep-alive or a line we do not understand: nothing to show.
      }
    };

    const retryLater = () => {
      if (stopped) return;
      hasFailed = true;
      setConnection('reconnecting');
      const pause = RETRY_STEPS_MS[Math.min(failures, RETRY_STEPS_MS.length - 1)];
      failures += 1;
      retryTimer = setTimeout(() => void open(), pause);
    };

    const open = async () => {
      let ticket: string;
      try {
        ticket = (await createLiveActivityTicket()).ticket;
      } catch (error) {
        // Signed out or no longer a member: no ticket will come, so stop rather than ask again.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          if (!stopped) setConnection('reconnecting');
          return;
        }
        retryLater();
        return;
      }
      if (stopped) return;
      const current = new EventSource(
        buildUrl(reservationsRoutes.getLiveActivity.path, { ticket, profileId, lastEventId: lastEventId || undefined }),
      );
      source = current;
      current.onopen = () => {
        failures = 0;
        setConnection('live');
        if (hasFailed) resync.current?.();
      };
      current.onmessage = receive;
      // The server may name each event by its type instead of sending plain messages.
      for (const type of LIVE_ACTIVITY_EVENTS) current.addEventListener(type, receive as EventListener);
      current.onerror = () => {
        current.close();
        if (source !== current) return;
        source = null;
        retryLater();
      };
    };

    setConnection('connecting');
    void open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [profileId, hasToken]);

  return connection;
}
