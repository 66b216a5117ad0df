import { useEffect, useRef } from 'react';
import { WaitlistLiveEventSchema, type LiveActivityTicket } from '@venue/shared';
import { api, ApiError } from '@/lib/api-client.ts';
import { useActiveProfileId, useSession } from '@/lib/session.ts';

/** The venue's live-activity stream (decisions §7), which carries the waitlist's changes too. */
const LIVE_PATH = '/v1/restaurant/live-activity';
const RETRY_STEPS_MS = [1000, 2000, 5000, 10_000, 20_000, 30_000] as const;

/**
 * Calls `onChange` whenever the stream says the queue changed (another desk added, notified,
 * seated or removed a party, or a guest joined or left) and after a reconnect. Each connection
 * opens with a fresh one-use ticket (EventSource cannot send the token).
 */
export function useWaitlistLive(onChange: () => void): void {
  const profileId = useActiveProfileId();
  const { accessToken } = useSession();
  const handler = useRef(onChange);
  handler.current = onChange;
  const hasToken = Boolean(accessToken);

  useEffect(() => {
    if (!profileId || !hasToken || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const retryLater = () => {
      if (stopped) return;
      timer = setTimeout(() => void open(), RETRY_STEPS_MS[Math.min(failures, RETRY_STEPS_MS.length - 1)]);
      failures += 1;
    };
    const open = async () => {
      let ticket: string;
      try {
        ticket = (
          await api.post<LiveActivityTicket>(`${LIVE_PATH}/ticket`, {}, { fallbackMessage: 'Failed to open live updates' })
        ).ticket;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
        retryLater();
        return;
      }
      if (stopped) return;
      const current = new EventSource(`${LIVE_PATH}?${new URLSearchParams({ ticket, profileId }).toString()}`);
      source = current;
      current.onopen = () => {
        if (failures > 0) handler.current();
        failures = 0;
      };
      current.onmessage = (message: MessageEvent<string>) => {
        try {
          if (WaitlistLiveEventSchema.safeParse(JSON.parse(message.data)).success) handler.current();
        } catch {
          // Not ours, or not JSON: nothing to do.
        }
      };
      current.onerror = () => {
        current.close();
        if (source !== current) return;
        source = null;
        retryLater();
      };
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [profileId, hasToken]);
}
