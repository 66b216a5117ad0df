import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_SECONDS } from '@venue/shared';
import { AppError } from '../../lib/errors.ts';

const ISSUER = 'venue-dashboard';

export interface AccessClaims {
  userId: string;
  phone: string;
  /** The refresh-token family the token was issued for: the session it lives and dies with. */
  sessionId: string;
}

/** Signs a 15-minute HS256 access token (decisions §4). */
export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  now = new Date(),
): Promise<{ token: string; expires: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = new Date((issuedAt + ACCESS_TOKEN_SECONDS) * 1000);
  const token = await new SignJWT({ phone: claims.phone, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
  return { token, expires };
}

/** Bounds the tokens remembered as verified; the oldest go first. */
const MAX_VERIFIED = 10_000;
/**
 * Tokens whose signature this process has checked, with their claims and expiry: a client
 * sends the same token for up to 15 minutes, and each check is a WebCrypto HMAC (issue #16).
 * Keyed on the exact token, and kept per secret. Logout is not this module's concern: the
 * session check (session-check.ts) runs on every request whatever is remembered here.
 */
const verified = new Map<string, { secret: string; claims: AccessClaims; expiresAtMs: number }>();

/**
 * Checks signature, issuer and expiry; a token already checked is answered at once. A token
 * without `exp` would never expire, and one without `sid` could not be ended by logout, so both
 * are refused rather than trusted.
 * @throws AppError 401 TOKEN_EXPIRED or UNAUTHENTICATED
 */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  const known = verified.get(token);
  // jose's own rule: a token is expired from its `exp` second on.
  if (known && known.secret === secret && Date.now() < known.expiresAtMs) return known.claims;
  return verifyAndRemember(secret, token);
}

async function verifyAndRemember(secret: string, token: string): Promise<AccessClaims> {
  const { claims, expiresAtMs } = await verifySignedToken(secret, token);
  verified.delete(token);
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
  verified.set(token, { secret, claims, expiresAtMs });
  return claims;
}

async function verifySignedToken(secret: string, token: string): Promise<{ claims: AccessClaims; expiresAtMs: number }> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.phone !== 'string' || typeof payload.sid !== 'string')
      throw new AppError('UNAUTHENTICATED', 'Invalid access token');
    return {
      claims: { userId: payload.sub, phone: payload.phone, sessionId: payload.sid },
      expiresAtMs: (payload.exp ?? 0) * 1000,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please log in again.');
    throw new AppError('UNAUTHENTICATED', 'Invalid access token');
  }
}
