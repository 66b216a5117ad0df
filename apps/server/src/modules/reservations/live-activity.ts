import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadRedis } from '../../lib/load-on-use.ts';
import { z } from 'zod';
import {
  LIVE_ACTIVITY_EVENTS_LIMIT,
  LiveActivityEventSchema,
  WaitlistLiveEventSchema,
  type LiveActivityEvent,
  type WaitlistLiveEvent,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { bookingHistory, bookings } from '../../db/schema/index.ts';
import { scheduleJob, type JobDefinition, type JobShape } from '../../lib/jobs/index.ts';
import { bookingView } from './bookings-view.ts';

/*
 * Live activity (decisions §6): every status change is a booking_history row, and that table
 * is the feed. A change queues one job in its own transaction (the outbox): the job runs only
 * if the change committed, on whichever instance claims it, and publishes the events to every
 * instance's open streams: in process, or through Redis pub/sub when `REDIS_URL` is set.
 */

/** What a stream carries: a booking's change, or a nudge that the waitlist changed (modules/waitlist). */
export type LiveStreamEvent = LiveActivityEvent | WaitlistLiveEvent;
const LiveStreamEventSchema = z.union([LiveActivityEventSchema, WaitlistLiveEventSchema]);

type Listener = (event: LiveStreamEvent) => void;

export interface LiveActivityHub {
  /** Delivers the events to every stream of the profile, on every instance. */
  publish(profileId: string, events: LiveStreamEvent[]): Promise<void>;
  /** @returns the unsubscribe function. */
  subscribe(profileId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/** One channel for all venues: each instance keeps only the profiles it has streams for. */
export const LIVE_ACTIVITY_CHANNEL = 'venue:live-activity';

const WireSchema = z.object({ profileId: z.string(), events: z.array(LiveStreamEventSchema) });

function createListeners() {
  const byProfile = new Map<string, Set<Listener>>();
  return {
    add(profileId: string, listener: Listener) {
      const set = byProfile.get(profileId) ?? new Set<Listener>();
      set.add(listener);
      byProfile.set(profileId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byProfile.delete(profileId);
      };
    },
    deliver(profileId: string, events: LiveStreamEvent[]) {
      for (const listener of byProfile.get(profileId) ?? []) for (const event of events) listener(event);
    },
  };
}

export function createLiveActivityHub(options: { redisUrl?: string; log: FastifyBaseLogger; channel?: string }): LiveActivityHub {
  const listeners = createListeners();
  if (!options.redisUrl) {
    return {
      async publish(profileId, events) {
        listeners.deliver(profileId, events);
      },
      subscribe: listeners.add,
      async close() {},
    };
  }
  const channel = options.channel ?? LIVE_ACTIVITY_CHANNEL;
  // A connection in subscriber mode can do nothing else, hence two.
  const Redis = loadRedis();
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => options.log.warn({ err: error }, 'live-activity Redis unreachable'));
  }
  // ioredis subscribes again by itself after a reconnect.
  subscriber.subscribe(channel).catch((error: unknown) => options.log.warn({ err: error }, 'live-activity subscribe failed'));
  subscriber.on('message', (_channel: string, text: string) => {
    // Anything else on the channel (another version's shape, a stray PUBLISH) is ignored, never thrown.
    let parsed;
    try {
      parsed = WireSchema.safeParse(JSON.parse(text));
    } catch {
      return;
    }
    if (parsed.success) listeners.deliver(parsed.data.profileId, parsed.data.events);
  });
  return {
    async publish(profileId, events) {
      await publisher.publish(channel, JSON.stringify({ profileId, events }));
    },
    subscribe: listeners.add,
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

const LiveEventsPayloadSchema = z.object({
  profileId: z.string(),
  historyIds: z.array(z.string()),
  /** Waitlist changes ride the same outbox (modules/waitlist, through reservations.service.ts). */
  waitlist: z.array(WaitlistLiveEventSchema).optional(),
});
type LiveEventsPayload = z.infer<typeof LiveEventsPayloadSchema>;

/** A few tries only: an event minutes late is no longer news, and `?since=` has it anyway. */
const LIVE_EVENTS_JOB: JobShape<LiveEventsPayload> = {
  kind: 'reservations.live-events',
  payload: LiveEventsPayloadSchema,
  maxAttempts: 3,
};

/** Queues the live events of history rows written in this transaction, in their order. */
export async function queueLiveEvents(tx: Db, profileId: string, historyIds: string[], now: Date): Promise<void> {
  if (historyIds.length === 0) return;
  await scheduleJob(tx, LIVE_EVENTS_JOB, { profileId, historyIds }, { runAt: now, profileId });
}

/** Queues a waitlist change's event on the same stream, in the change's transaction. */
export async function queueWaitlistLiveEvent(tx: Db, profileId: string, event: WaitlistLiveEvent, now: Date): Promise<void> {
  await scheduleJob(tx, LIVE_EVENTS_JOB, { profileId, historyIds: [], waitlist: [event] }, { runAt: now, profileId });
}

/** The job that publishes queued events on this app's hub. */
export function liveEventsJob(hub: LiveActivityHub): JobDefinition<LiveEventsPayload> {
  return {
    ...LIVE_EVENTS_JOB,
    async run({ profileId, historyIds, waitlist }, _job, { db }) {
      if (waitlist?.length) await hub.publish(profileId, waitlist);
      if (historyIds.length === 0) return;
      const events = await readEvents(db, profileId, inArray(bookingHistory.id, historyIds));
      const order = new Map(historyIds.map((id, index) => [id, index]));
      events.sort((a, b) => (order.get(a._id) ?? 0) - (order.get(b._id) ?? 0));
      if (events.length > 0) await hub.publish(profileId, events);
    },
  };
}

/** A creation sorts before an auto-accept written at the same instant. */
const historyOrder = sql`(${bookingHistory.fromStatus} is not null)::int`;

/** Events oldest first: the latest ones, or with `after` the first ones after that point. */
async function readEvents(db: Db, profileId: string, after: SQL | undefined) {
  const order = after
    ? [bookingHistory.at, historyOrder, bookingHistory.id]
    : [desc(bookingHistory.at), desc(historyOrder), desc(bookingHistory.id)];
  const rows = await db
    .select({ history: bookingHistory, booking: bookings })
    .from(bookingHistory)
    .innerJoin(bookings, and(eq(bookings.id, bookingHistory.bookingId), eq(bookings.profileId, bookingHistory.profileId)))
    .where(and(eq(bookingHistory.profileId, profileId), after))
    .orderBy(...order)
    .limit(LIVE_ACTIVITY_EVENTS_LIMIT);
  if (!after) rows.reverse();
  return rows.map(({ history, booking }): LiveActivityEvent => ({
    _id: history.id,
    // A booking that waited for its deposit is new to the desk once paid.
    type:
      history.fromStatus === null || history.fromStatus === 'awaiting-deposit'
        ? 'new'
        : (history.toStatus as LiveActivityEvent['type']),
    at: history.at.toISOString(),
    booking: { ...bookingView(booking), status: history.toStatus },
  }));
}

const ID_PATTERN = /^[0-9a-f]{24}$/;

/**
 * The profile's latest events, oldest first; with `since` (an event id or an ISO instant) only
 * those after it. An id of another venue or none known reads as "from the start of the window".
 * @returns null when `since` is neither an id nor an instant.
 */
export async function readLiveEventsSince(
  db: Db,
  profileId: string,
  since: string | undefined,
): Promise<LiveActivityEvent[] | null> {
  if (!since) return readEvents(db, profileId, undefined);
  if (ID_PATTERN.test(since)) {
    const [anchor] = await db
      .select({ at: bookingHistory.at, rank: historyOrder, id: bookingHistory.id })
      .from(bookingHistory)
      .where(and(eq(bookingHistory.id, since), eq(bookingHistory.profileId, profileId)));
    if (!anchor) return readEvents(db, profileId, undefined);
    return readEvents(
      db,
      profileId,
      sql`(${bookingHistory.at}, ${historyOrder}, ${bookingHistory.id}) > (${anchor.at.toISOString()}::timestamptz, ${Number(anchor.rank)}, ${anchor.id})`,
    );
  }
  const instant = z.iso.datetime({ offset: true }).safeParse(since);
  if (!instant.success) return null;
  return readEvents(db, profileId, sql`${bookingHistory.at} > ${new Date(instant.data).toISOString()}::timestamptz`);
}
