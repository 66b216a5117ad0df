import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { matchesEtag } from './etag.ts';

/*
 * A cached answer (the dashboard's menu, the guest's menu page) held as bytes in each content
 * coding a browser asks for, made once per version of what it shows (docs/decisions/0017): a
 * read picks one and sends it, so nothing in the hot path serialises or compresses again. The
 * routes that send these leave `@fastify/compress` out (`compress: false`).
 * Brotli is made with the body, since every browser asks for it; gzip only when a client asks
 * for it (curl, old proxies), once per body: a menu edited every few seconds is compressed once
 * per version, not twice (issue 14).
 */

/** Brotli quality 5: within a few per cent of 11's size on menu JSON and HTML at a tenth of the CPU. */
const BROTLI: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP: ZlibOptions = { level: 6 };
/**
 * Bodies over this size (a menu of several thousand dishes) are first compressed fast (brotli
 * quality 3: about a quarter of the CPU, a third larger) so the first read after a write is not
 * held up, then again at the usual setting on the pool, and those bytes replace the fast ones in
 * the same `EncodedBody` (same content, same ETag) for every later read (issue 17).
 */
const FAST_FIRST_BYTES = 1024 * 1024;
const BROTLI_FAST: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
/**
 * Bodies up to this size are compressed on the event loop (well under a millisecond); larger
 * ones on libuv's thread pool, so a 10,000-dish menu never holds every other request up.
 */
const SYNC_LIMIT_BYTES = 64 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface EncodedBody {
  identity: Buffer;
  br: Buffer;
  /** Made by `gzipOf` when a client first asks for gzip. */
  gzip?: Buffer | Promise<Buffer>;
  /** Names the content: one tag for every coding of it (weak comparison, RFC 9110 §8.8.3.2). */
  etag: string;
  /** For a large body first compressed fast: ends once the smaller codings have replaced those bytes. */
  settled?: Promise<void>;
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The body in brotli beside its identity bytes (gzip follows on demand: `gzipOf`). */
export async function encodeBody(identity: Buffer, etag: string): Promise<EncodedBody> {
  if (identity.length <= SYNC_LIMIT_BYTES) {
    return { identity, br: brotliCompressSync(identity, BROTLI), etag };
  }
  if (identity.length <= FAST_FIRST_BYTES) {
    return { identity, br: await brotliAsync(identity, BROTLI), etag };
  }
  const body: EncodedBody = { identity, br: await brotliAsync(identity, BROTLI_FAST), etag };
  body.settled = brotliAsync(identity, BROTLI).then(
    (smallerBr) => void (body.br = smallerBr),
    // The fast bytes are correct too: keep them.
    () => undefined,
  );
  return body;
}

/** The body in gzip, made the first time it is asked for and kept with the body. */
export function gzipOf(body: EncodedBody): Buffer | Promise<Buffer> {
  if (body.gzip) return body.gzip;
  if (body.identity.length <= SYNC_LIMIT_BYTES) return (body.gzip = gzipSync(body.identity, GZIP));
  const made = gzipAsync(body.identity, GZIP);
  body.gzip = made;
  made.then(
    (bytes) => void (body.gzip = bytes),
    // Asked for again, it is made again.
    () => void (body.gzip = undefined),
  );
  return made;
}

/** How `encodeBody` and `gzipOf` compress: for tests and the bench, which compare against a fresh encode. */
export const encodeFresh = (identity: Buffer) => ({ br: brotliCompressSync(identity, BROTLI), gzip: gzipSync(identity, GZIP) });

/** The coding to answer an Accept-Encoding header with: br, else gzip, else identity (a coding with q=0 is refused). */
export function negotiateCoding(header: string | undefined): ContentCoding {
  if (!header) return 'identity';
  let gzipOk = false;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    if (coding === 'br' || coding === '*') return 'br';
    if (coding === 'gzip') gzipOk = true;
  }
  return gzipOk ? 'gzip' : 'identity';
}

/**
 * Answers with the cached body: 304 when If-None-Match names it, else the bytes in the coding
 * the client accepts, with `Vary: Accept-Encoding` either way. The caller sets the content type,
 * status and cache headers first.
 */
export function sendEncoded(
  reply: FastifyReply,
  body: EncodedBody,
  headers: { 'if-none-match'?: string; 'accept-encoding'?: string },
): FastifyReply | Promise<FastifyReply> {
  reply.header('etag', body.etag).header('vary', 'accept-encoding');
  if (matchesEtag(headers['if-none-match'], body.etag)) return reply.code(304).send();
  const coding = negotiateCoding(headers['accept-encoding']);
  if (coding === 'identity') return reply.send(body.identity);
  reply.header('content-encoding', coding);
  if (coding === 'br') return reply.send(body.br);
  const gzipped = gzipOf(body);
  return Buffer.isBuffer(gzipped) ? reply.send(gzipped) : gzipped.then((bytes) => reply.send(bytes));
}
