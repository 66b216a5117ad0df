import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { reservationsRoutes } from '@venue/shared/routes';
import { api, ApiError } from '@/lib/api-client.ts';
import { buildUrl } from '@/lib/build-url.ts';
import { useActiveProfileId, useSession } from '@/lib/session.ts';

export type LiveConnection = 'connecting' | 'live' | 'reconnecting';

/** Pauses before each reconnect: quick after a blip, then no more than one try every 30 s. */
export const RETRY_STEPS_MS = [1000, 2000, 5000, 10_000, 20_000, 30_000] as const;

interface LiveStreamOptions<T> {
  /** What this screen listens for; every other line of the stream (other kinds, keep-alives) is skipped. */
  schema: z.ZodType<T>;
  /** Event names the server may send instead of plain messages. */
  eventNames?: readonly string[];
  onEvent: (event: T) => void;
  /** The id the server replays from after a reconnect, when the browser has not kept one. */
  replayIdOf?: (event: T) => string;
  /** After a lost connection is back, so the screen can re-read what it missed. */
  onReconnected?: () => void;
}

/**
 * The venue's live-activity stream (decisions §7, server-sent events), which carries bookings'
 * and the waitlist's changes. EventSource cannot send headers, so each connection is opened with
 * a one-use ticket asked for just before it (the ticket call carries the token in its header; the
 * api-client's refresh keeps that current). The browser's own reconnect would present the spent
 * ticket again, so on an error or an end the stream is closed and reopened after a growing pause
 * with a fresh ticket and the id of the last event seen, which the server replays from.
 */
export function useLiveStream<T>({
  schema,
  eventNames = [],
  onEvent,
  replayIdOf,
  onReconnected,
}: LiveStreamOptions<T>): LiveConnection {
  const profileId = useActiveProfileId();
  const { accessToken } = useSession();
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const resync = useRef(onReconnected);
  resync.current = onReconnected;
  const parse = useRef(schema);
  parse.current = schema;
  const replayId = useRef(replayIdOf);
  replayId.current = replayIdOf;
  const names = eventNames.join(' ');
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
        const parsed = parse.current.safeParse(JSON.parse(message.data));
        if (!parsed.success) return;
        // A waitlist nudge carries no id (the server's sseFrame): the last booking's id stays.
        lastEventId = message.lastEventId || replayId.current?.(parsed.data) || lastEventId;
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
        ticket = (await api.call(reservationsRoutes.createLiveActivityTicket, { fallbackMessage: 'Failed to open live updates' }))
          .ticket;
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
      for (const name of names.split(' ').filter(Boolean)) current.addEventListener(name, receive as EventListener);
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
  }, [profileId, hasToken, names]);

  return connection;
}
