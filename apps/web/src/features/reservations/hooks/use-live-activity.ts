import { useEffect, useRef, useState } from 'react';
import { LIVE_ACTIVITY_EVENTS, LiveActivityEventSchema, type LiveActivityEvent } from '@venue/shared';
import { useActiveProfileId, useSession } from '@/lib/session.ts';
import { STORAGE_KEYS } from '@/lib/storage.ts';
import { LIVE_ACTIVITY_PATH } from '../api/get-live-activity.ts';

export type LiveConnection = 'connecting' | 'live' | 'reconnecting';

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/**
 * The live-activity stream (decisions §6, server-sent events). EventSource cannot send headers,
 * so the access token and the profile go in the query (the server accepts them there for this
 * route only). The browser's own reconnect would keep the token it started with, which expires
 * after 15 minutes; so on an error the stream is closed and reopened after a growing pause with
 * the token stored then (the api-client's refresh keeps it current). Events sent while it was
 * away are not replayed to a new stream, so `onReconnected` lets the screen read them again.
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
    let retryMs = FIRST_RETRY_MS;
    let stopped = false;
    let hasFailed = false;

    const receive = (message: MessageEvent<string>) => {
      try {
        const parsed = LiveActivityEventSchema.safeParse(JSON.parse(message.data));
        if (parsed.success) handler.current(parsed.data);
      } catch {
        // A keep-alive or a line we do not understand: nothing to show.
      }
    };

    const open = () => {
      const token = localStorage.getItem(STORAGE_KEYS.accessToken) ?? '';
      const query = new URLSearchParams({ access_token: token, profileId });
      source = new EventSource(`${LIVE_ACTIVITY_PATH}?${query.toString()}`);
      source.onopen = () => {
        retryMs = FIRST_RETRY_MS;
        setConnection('live');
        if (hasFailed) resync.current?.();
      };
      source.onmessage = receive;
      // The server may name each event by its type instead of sending plain messages.
      for (const type of LIVE_ACTIVITY_EVENTS) source.addEventListener(type, receive as EventListener);
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        hasFailed = true;
        setConnection('reconnecting');
        retryTimer = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
      };
    };

    setConnection('connecting');
    open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [profileId, hasToken]);

  return connection;
}
