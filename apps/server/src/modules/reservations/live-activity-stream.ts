import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveActivityEvent } from '@venue/shared';
import type { LiveActivityHub, LiveStreamEvent } from './live-activity.ts';

/** A comment line every 15 s keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/**
 * A ticket is spent when its stream opens, so nothing about it expires while the stream runs:
 * the stream checks its session and the member's standing every minute (logout or removal
 * ends it within that), and ends anyway after 15 minutes, the access token's own life, so no
 * connection outlasts the credentials it was opened with. The client reconnects with a fresh
 * ticket and the last event id, and the replay fills the gap.
 */
export const STREAM_LIFE_MS = 15 * 60_000;
export const RECHECK_MS = 60_000;
/** How long EventSource waits before reconnecting. */
const RETRY_MS = 3_000;

/**
 * A booking's event carries its history id (Last-Event-ID replays from it); a waitlist nudge
 * carries none, so the browser's last id stays the last booking event's.
 */
export const sseFrame = (event: LiveStreamEvent) =>
  `${event.type === 'waitlist' ? '' : `id: ${event._id}\n`}data: ${JSON.stringify(event)}\n\n`;

/** Whether the client asked for the stream (EventSource sends `Accept: text/event-stream`). */
export function wantsEventStream(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /text\/event-stream|\*\/\*/i.test(accept);
}

export interface StreamOptions {
  hub: LiveActivityHub;
  profileId: string;
  /** Events the client missed (from Last-Event-ID), sent before the live ones. */
  replay: () => Promise<LiveActivityEvent[]>;
  /** Open streams, so the app can end them when it closes. */
  open: Set<() => void>;
  heartbeatMs?: number;
  lifeMs?: number;
  /** Each event as this stream's member may read it (guests' details masked without the flag). */
  seenBy?: (event: LiveActivityEvent) => LiveActivityEvent;
  /** Whether the stream's session and standing still hold as they did at opening; false or a throw ends it. */
  stillAllowed?: () => Promise<boolean>;
  recheckMs?: number;
}

/**
 * Serves the profile's live events as text/event-stream until the client goes, the stream's
 * life ends or the app closes. Subscribes before reading the missed events, and drops live
 * ones the replay already sent, so a reconnect loses nothing and repeats nothing.
 */
export async function serveEventStream(request: FastifyRequest, reply: FastifyReply, options: StreamOptions) {
  const stream = new PassThrough();
  const sent = new Set<string>();
  let pending: LiveStreamEvent[] | null = [];
  const write = (event: LiveStreamEvent) => {
    if (sent.has(event._id)) return;
    sent.add(event._id);
    stream.write(sseFrame(options.seenBy && event.type !== 'waitlist' ? options.seenBy(event) : event));
  };
  const unsubscribe = options.hub.subscribe(options.profileId, (event) => (pending ? pending.push(event) : write(event)));
  const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  const life = setTimeout(() => end(), options.lifeMs ?? STREAM_LIFE_MS);
  let checking = false;
  const recheck = options.stillAllowed
    ? setInterval(() => {
        if (checking || !options.stillAllowed) return;
        checking = true;
        options
          .stillAllowed()
          .catch(() => false)
          .then((allowed) => {
            checking = false;
            if (!allowed) end();
          });
      }, options.recheckMs ?? RECHECK_MS)
    : undefined;
  let ended = false;
  function end() {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearInterval(recheck);
    clearTimeout(life);
    unsubscribe();
    options.open.delete(end);
    stream.end();
  }
  options.open.add(end);
  // The response's close, not the request's: a GET's request closes once it is read.
  reply.raw.on('close', end);

  stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
  try {
    for (const event of await options.replay()) write(event);
  } catch (error) {
    end();
    throw error;
  }
  for (const event of pending) write(event);
  pending = null;
  return reply
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .type('text/event-stream; charset=utf-8')
    .send(stream);
}
