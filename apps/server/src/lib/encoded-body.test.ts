import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, encodeFresh, gzipOf } from './encoded-body.ts';

/** A JSON body of `dishes` dishes, each a little different, as a large menu's is. */
const menuLike = (dishes: number) =>
  Buffer.from(
    JSON.stringify(
      Array.from({ length: dishes }, (_, index) => ({
        _id: index.toString(16).padStart(24, '0'),
        itemName: `Dish ${index}`,
        price: `${100 + (index % 400)}`,
      })),
    ),
  );

describe('encodeBody', () => {
  it('compresses a large body fast first, then replaces those bytes with the usual smaller ones', async () => {
    const identity = menuLike(30_000);
    expect(identity.length).toBeGreaterThan(1024 * 1024);
    const body = await encodeBody(identity, '"v1"');
    // Taken at once: the smaller bytes replace these as soon as they are made.
    const first = body.br;
    const fresh = await encodeFresh(identity);
    // The first bytes are already a correct coding of the body, only larger.
    expect(brotliDecompressSync(first).equals(identity)).toBe(true);
    expect(first.length).toBeGreaterThan(fresh.br.length);
    expect(body.settled).toBeDefined();
    await body.settled;
    expect(body.br.equals(fresh.br)).toBe(true);
    expect(body.etag).toBe('"v1"');
  });

  it('compresses a body under a megabyte once, with the usual settings', async () => {
    const identity = menuLike(2_000);
    const body = await encodeBody(identity, '"v2"');
    expect(body.settled).toBeUndefined();
    const fresh = await encodeFresh(identity);
    expect(body.br.equals(fresh.br)).toBe(true);
  });
});

/** `bytes` cut at odd places: a small head, then pieces of `size` (the last shorter). */
function cut(bytes: Buffer, size: number): Buffer[] {
  const pieces = [bytes.subarray(0, 5_003)];
  for (let start = 5_003; start < bytes.length; start += size) pieces.push(bytes.subarray(start, start + size));
  return pieces;
}

describe('encodeBody in pieces', () => {
  it.each([
    ['a body of several megabytes', 60_000, 700_001],
    ['a body under a megabyte', 8_000, 100_003],
  ])('compresses %s given in pieces to the bytes of the whole, however it is cut', async (_, dishes, pieceSize) => {
    const identity = menuLike(dishes);
    // Each body's first bytes taken at once: a large body's smaller ones replace them when made.
    const whole = await encodeBody(identity, '"w"');
    const wholeFirst = whole.br;
    const pieced = await encodeBody(cut(identity, pieceSize), '"p"');
    const piecedFirst = pieced.br;
    const otherwise = await encodeBody(cut(identity, 64 * 1024 + 1), '"o"');
    expect(piecedFirst.equals(wholeFirst)).toBe(true);
    expect(otherwise.br.equals(wholeFirst)).toBe(true);
    await Promise.all([whole.settled, pieced.settled, otherwise.settled]);
    const fresh = await encodeFresh(identity);
    for (const body of [whole, pieced, otherwise]) expect(body.br.equals(fresh.br)).toBe(true);
    expect(brotliDecompressSync(pieced.br).equals(identity)).toBe(true);
  });

  it('joins the pieces into the identity bytes when they are read, and keeps them', async () => {
    const identity = menuLike(30_000);
    const body = await encodeBody(cut(identity, 500_000), '"j"');
    const first = body.identity;
    expect(first.equals(identity)).toBe(true);
    expect(body.identity).toBe(first);
    const gzipped = await gzipOf(body);
    expect(gunzipSync(gzipped).equals(identity)).toBe(true);
  });
});

describe('gzipOf', () => {
  it.each([
    ['a small body (made on the event loop)', 200],
    ['a large body (made on the thread pool)', 30_000],
  ])('makes %s in gzip only when first asked, then keeps it', async (_, dishes) => {
    const identity = menuLike(dishes);
    const body = await encodeBody(identity, '"v3"');
    expect(body.gzip).toBeUndefined();
    const first = gzipOf(body);
    // A second client asking meanwhile shares the same compression.
    expect(gzipOf(body)).toBe(first);
    const bytes = await first;
    expect(gunzipSync(bytes).equals(identity)).toBe(true);
    expect(bytes.equals((await encodeFresh(identity)).gzip)).toBe(true);
    expect(gzipOf(body)).toBe(bytes);
  });
});
