import { LIVE_ACTIVITY_EVENTS, LiveActivityEventSchema, type LiveActivityEvent } from '@venue/shared';
import { useLiveStream, type LiveConnection } from '@/hooks/use-live-stream.ts';

/** The bookings' events of the venue's live stream (hooks/use-live-stream.ts), replayed from the last one seen. */
export function useLiveActivity(onEvent: (event: LiveActivityEvent) => void, onReconnected?: () => void): LiveConnection {
  return useLiveStream({
    schema: LiveActivityEventSchema,
    eventNames: LIVE_ACTIVITY_EVENTS,
    onEvent,
    replayIdOf: (event) => event._id,
    onReconnected,
  });
}
