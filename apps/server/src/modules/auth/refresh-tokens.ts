import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { REFRESH_REUSE_GRACE_SECONDS, REFRESH_TOKEN_DAYS, type TokenPair } from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { signAccessToken } from './access-token.ts';
import type { SessionCheck } from './session-check.ts';

const DAY_MS = 86_400_000;

export const REFRESH_INVALID_MESSAGE = 'Your session has expired. Please log in again.';

/** 256 random bits; only its SHA-256 is stored, so a database leak yields no usable token. */
function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token a rotation hands out for `token`: derived, not random, so that every parallel
 * refresh with the same token (several tabs) is answered with the same successor without the
 * server storing it. Keyed by the server secret, so holding a token does not reveal the next.
 */
function successorOf(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface TokenOwner {
  userId: string;
  phone: string;
}

interface Family {
  id: string;
  expiresAt: Date;
}

async function storeRefreshToken(db: Db, owner: TokenOwner, family: Family, token: string, now: Date): Promise<void> {
  await db.insert(refreshTokens).values({
    id: newId(),
    userId: owner.userId,
    familyId: family.id,
    tokenHash: hashRefreshToken(token),
    expiresAt: family.expiresAt,
    createdAt: now,
  });
}

/** A fresh access token beside the given refresh token; the access token names the family as its session. */
async function pairWith(config: AppConfig, owner: TokenOwner, family: Family, refresh: string, now: Date): Promise<TokenPair> {
  const access = await signAccessToken(config.jwtSecret, { ...owner, sessionId: family.id }, now);
  return {
    access: { token: access.token, expires: access.expires.toISOString() },
    refresh: { token: refresh, expires: family.expiresAt.toISOString() },
  };
}

/** A new family for a fresh login, with an absolute life of 30 days that rotation never extends. */
export async function startTokenFamily(db: Db, config: AppConfig, owner: TokenOwner, now: Date): Promise<TokenPair> {
  const family = { id: newId(), expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS) };
  const refresh = newRefreshToken();
  await storeRefreshToken(db, owner, family, refresh, now);
  return pairWith(config, owner, family, refresh, now);
}

type RotationOutcome = { kind: 'pair'; pair: TokenPair } | { kind: 'invalid' } | { kind: 'reuse'; familyId: string };

/**
 * Rotates a refresh token (decisions §4, RFC 9700 §4.14.2). Presenting a token that was
 * already rotated means it may have been stolen, so the whole family is revoked, except the
 * immediately previous token within 10 s of its rotation while its successor is still
 * unused: that is another tab refreshing at the same moment, or a client that lost the
 * response, and it gets the same successor (with a fresh access token), so every tab ends up
 * holding the one current token and the chain stays single.
 * Serialised per family, so two parallel refreshes cannot both rotate one token.
 * @throws AppError 401 REFRESH_INVALID
 */
export async function rotateRefreshToken(
  db: Db,
  config: AppConfig,
  sessions: SessionCheck,
  presentedToken: string,
  now: Date,
): Promise<TokenPair> {
  const outcome = await db.transaction(async (tx): Promise<RotationOutcome> => {
    const [presented] = await tx
      .select({ token: refreshTokens, phone: users.phone })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(presentedToken)))
      .limit(1);
    if (!presented) return { kind: 'invalid' };
    // One refresh per family at a time. The family is read only after the lock is held: under
    // READ COMMITTED that statement then sees what the previous holder committed, including
    // the row it inserted (a FOR UPDATE read would have missed it).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${presented.token.familyId}))`);
    const family = await tx.select().from(refreshTokens).where(eq(refreshTokens.familyId, presented.token.familyId));
    const row = family.find((entry) => entry.id === presented.token.id);
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return { kind: 'invalid' };
    const owner = { userId: row.userId, phone: presented.phone };
    const familyRef = { id: row.familyId, expiresAt: row.expiresAt };
    const successor = successorOf(config.jwtSecret, presentedToken);

    if (!row.rotatedAt) {
      await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
      await storeRefreshToken(tx, owner, familyRef, successor, now);
      return { kind: 'pair', pair: await pairWith(config, owner, familyRef, successor, now) };
    }

    const successorHash = hashRefreshToken(successor);
    const successorIsCurrent = family.some((entry) => entry.tokenHash === successorHash && !entry.rotatedAt && !entry.revokedAt);
    const withinGrace = now.getTime() - row.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (successorIsCurrent && withinGrace) {
      return { kind: 'pair', pair: await pairWith(config, owner, familyRef, successor, now) };
    }
    return { kind: 'reuse', familyId: row.familyId };
  });

  if (outcome.kind === 'pair') return outcome.pair;
  // Revoked after the transaction: done inside it, the error we then throw would roll it back.
  if (outcome.kind === 'reuse') await revokeFamily(db, sessions, outcome.familyId, now);
  throw new AppError('REFRESH_INVALID', REFRESH_INVALID_MESSAGE);
}

async function revokeFamily(db: Db, sessions: SessionCheck, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  sessions.forget(familyId);
}

/**
 * Ends the session a refresh token belongs to, if it is the caller's (someone else's token
 * is silently ignored: logout must not become a way to test stolen tokens).
 */
export async function revokeFamilyOf(db: Db, sessions: SessionCheck, presentedToken: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(presentedToken)))
    .limit(1);
  if (row) await revokeFamily(db, sessions, row.familyId, now);
}
