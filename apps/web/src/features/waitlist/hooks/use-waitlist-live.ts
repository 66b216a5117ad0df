import { WaitlistLiveEventSchema } from '@venue/shared';
import { useLiveStream } from '@/hooks/use-live-stream.ts';

/**
 * Calls `onChange` whenever the venue's live stream (hooks/use-live-stream.ts) says the queue
 * changed (another desk added, notified, seated or removed a party, or a guest joined or left)
 * and after a reconnect.
 */
export function useWaitlistLive(onChange: () => void): void {
  useLiveStream({ schema: WaitlistLiveEventSchema, onEvent: onChange, onReconnected: onChange });
}
