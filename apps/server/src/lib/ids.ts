import { randomBytes, randomInt } from 'node:crypto';

/**
 * 24-character lowercase hex ids (decisions §2), time-ordered like a MongoDB ObjectId so
 * that ids sort by creation: 4 bytes of seconds, then 8 random bytes.
 */
export function newId(): string {
  const time = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return time + randomBytes(8).toString('hex');
}

/** A code people read and type (QR short codes, booking references, ticket codes): `length` characters drawn uniformly from `alphabet`. */
export function randomCode(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}
