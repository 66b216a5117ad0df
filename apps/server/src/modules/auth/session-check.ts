import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/rate-limiter.ts';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** How long this process trusts a "still live" answer when it sees every revocation itself. */
const LIVE_CACHE_MS = 30_000;
/** Bounds the cache under a flood of distinct sessions; the oldest answers go first. */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * Whether the session (refresh-token family, the access token's `sid`) behind a request is
 * still live, so logout and revocation end its access tokens at once instead of after their
 * 15 minutes.
 */
export interface SessionCheck {
  /**
   * Resolves at once when a recent answer is kept.
   * @throws AppError 401 UNAUTHENTICATED when the session was logged out, revoked or ran out
   */
  assertLive(userId: string, sessionId: string): Promise<void>;
  /** Tells the check a family was revoked in this process; call it after the revocation committed. */
  forget(sessionId: string): void;
}

/**
 * With one process (no `REDIS_URL`) every revocation passes through `forget`, so "live"
 * answers are cached briefly. With `REDIS_URL`, several instances share the database and a
 * logout on one must end the session on all: the answer is read per request (one indexed
 * lookup on the family) rather than cached behind an invalidation channel that could drop a
 * message.
 */
export function createSessionCheck(db: Db, options: { clock: Clock; sharedAcrossInstances: boolean }): SessionCheck {
  const cacheMs = options.sharedAcrossInstances ? 0 : LIVE_CACHE_MS;
  const liveUntil = new Map<string, { userId: string; untilMs: number }>();
  // A check that read the database before a revocation must not cache its now-stale answer.
  let revocations = 0;

  async function readLive(userId: string, sessionId: string, nowMs: number): Promise<void> {
    const seen = revocations;
    const [row] = await db
      .select({ expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sessionId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date(nowMs)),
        ),
      )
      .limit(1);
    if (!row) {
      liveUntil.delete(sessionId);
      throw new AppError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
    }
    if (cacheMs === 0 || seen !== revocations) return;
    liveUntil.delete(sessionId);
    if (liveUntil.size >= MAX_CACHED_SESSIONS) liveUntil.delete(liveUntil.keys().next().value!);
    liveUntil.set(sessionId, { userId, untilMs: Math.min(nowMs + cacheMs, row.expiresAt.getTime()) });
  }

  return {
    async assertLive(userId, sessionId) {
      const nowMs = options.clock().getTime();
      const cached = liveUntil.get(sessionId);
      if (cached && cached.userId === userId && cached.untilMs > nowMs) return;
      return readLive(userId, sessionId, nowMs);
    },
    forget(sessionId) {
      revocations += 1;
      liveUntil.delete(sessionId);
    },
  };
}
