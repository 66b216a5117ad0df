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
    const fresh = encodeFresh(identity);
    // The first bytes are already a correct coding of the body, only larger.
    expect(brotliDecompressSync(body.br).equals(identity)).toBe(true);
    expect(body.br.length).toBeGreaterThan(fresh.br.length);
    expect(body.settled).toBeDefined();
    await body.settled;
    expect(body.br.equals(fresh.br)).toBe(true);
    expect(body.etag).toBe('"v1"');
  });

  it('compresses a body under a megabyte once, with the usual settings', async () => {
    const identity = menuLike(2_000);
    const body = await encodeBody(identity, '"v2"');
    expect(body.settled).toBeUndefined();
    const fresh = encodeFresh(identity);
    expect(body.br.equals(fresh.br)).toBe(true);
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
    expect(bytes.equals(encodeFresh(identity).gzip)).toBe(true);
    expect(gzipOf(body)).toBe(bytes);
  });
});
