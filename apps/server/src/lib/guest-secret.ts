import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The secret in a guest's link (a booking's manage link, a ticket order's page): given to the
 * guest once, stored only as its SHA-256, so a leaked table opens nothing.
 */

export const hashGuestSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** A new secret (256 bits, as refresh tokens have) and the hash to store. */
export function newGuestSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashGuestSecret(token) };
}

/** Whether `secret` hashes to `storedHash`, compared in constant time. */
export function guestSecretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashGuestSecret(secret), 'utf8');
  const stored = Buffer.from(storedHash, 'utf8');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
