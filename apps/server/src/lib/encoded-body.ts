import { once } from 'node:events';
import { promisify } from 'node:util';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
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

const gzipAsync = promisify(gzip);

/** The most brotli is handed at once: its first call then never hints at a body of a megabyte or more (`brotliOf`). */
const SLICE_BYTES = 256 * 1024;

function slicesOf(pieces: readonly Buffer[]): Buffer[] {
  const slices: Buffer[] = [];
  for (const piece of pieces)
    for (let start = 0; start < piece.length; start += SLICE_BYTES) slices.push(piece.subarray(start, start + SLICE_BYTES));
  return slices;
}

/**
 * Brotli of `pieces` taken as one body, on libuv's thread pool, without joining them first (a
 * 10,000-dish menu is ~6 MB: joining it held the event loop 25–100 ms on a busy machine,
 * issue 17). Each slice is written as ordinary input and the stream is finished only once all are
 * in, so the bytes depend on the content alone, not on where it was cut: brotli reads a size hint
 * off its first call and picks its match finder by it (a megabyte or more: another one), which
 * the slices keep the same however the body comes. `encodeFresh` compresses the same way.
 */
async function brotliOf(pieces: readonly Buffer[], options: BrotliOptions): Promise<Buffer> {
  const stream = createBrotliCompress(options);
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(stream, 'end');
  const slices = slicesOf(pieces);
  // Ending with the last slice would make brotli finish on it, and the bytes would differ.
  if (slices.length === 0) stream.end();
  slices.forEach((slice, index) => stream.write(slice, index === slices.length - 1 ? () => stream.end() : undefined));
  await ended;
  return Buffer.concat(out);
}

export interface EncodedBody {
  /** The body as it is; a body built in pieces is joined the first time this is read (rarely: most ask for br). */
  readonly identity: Buffer;
  br: Buffer;
  /** Made by `gzipOf` when a client first asks for gzip. */
  gzip?: Buffer | Promise<Buffer>;
  /** Names the content: one tag for every coding of it (weak comparison, RFC 9110 §8.8.3.2). */
  etag: string;
  /** For a large body first compressed fast: ends once the smaller codings have replaced those bytes. */
  settled?: Promise<void>;
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * The body in brotli beside its identity bytes (gzip follows on demand: `gzipOf`). A large body
 * may come as pieces (menu-body.ts): they are compressed as they are and joined only if a client
 * asks for the identity bytes or gzip.
 */
export async function encodeBody(body: Buffer | readonly Buffer[], etag: string): Promise<EncodedBody> {
  const pieces = Buffer.isBuffer(body) ? [body] : body;
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  let joined = Buffer.isBuffer(body) ? body : undefined;
  const identityOf = () => (joined ??= Buffer.concat(pieces, length));
  if (length <= SYNC_LIMIT_BYTES) {
    const identity = identityOf();
    return { identity, br: brotliCompressSync(identity, BROTLI), etag };
  }
  if (length <= FAST_FIRST_BYTES) return withIdentity({ br: await brotliOf(pieces, BROTLI), etag }, identityOf);
  const encoded = withIdentity({ br: await brotliOf(pieces, BROTLI_FAST), etag }, identityOf);
  encoded.settled = brotliOf(pieces, BROTLI).then(
    (smallerBr) => void (encoded.br = smallerBr),
    // The fast bytes are correct too: keep them.
    () => undefined,
  );
  return encoded;
}

function withIdentity(fields: Omit<EncodedBody, 'identity'>, identityOf: () => Buffer): EncodedBody {
  return Object.defineProperty(fields, 'identity', { get: identityOf, enumerable: true }) as EncodedBody;
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
export const encodeFresh = async (identity: Buffer) => ({
  br: identity.length <= SYNC_LIMIT_BYTES ? brotliCompressSync(identity, BROTLI) : await brotliOf([identity], BROTLI),
  gzip: gzipSync(identity, GZIP),
});

/**
 * Accept-Encoding headers already negotiated. Browsers send one of a handful of fixed strings, so
 * a cached read looks its answer up rather than splitting the header again (issue 17: every
 * microsecond of a cached read counts against the floor). Bounded: a client making up headers
 * only empties it.
 */
const negotiated = new Map<string, ContentCoding>();
const MAX_NEGOTIATED = 64;

/** The coding to answer an Accept-Encoding header with: br, else gzip, else identity (a coding with q=0 is refused). */
export function negotiateCoding(header: string | undefined): ContentCoding {
  if (!header) return 'identity';
  let coding = negotiated.get(header);
  if (coding === undefined) {
    if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
    coding = codingFor(header);
    negotiated.set(header, coding);
  }
  return coding;
}

function codingFor(header: string): ContentCoding {
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
  // Kept beside what the route varies on already (the guest menu: its guest's language).
  const vary = reply.getHeader('vary');
  reply.header('etag', body.etag).header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (matchesEtag(headers['if-none-match'], body.etag)) return reply.code(304).send();
  const coding = negotiateCoding(headers['accept-encoding']);
  if (coding === 'identity') return reply.send(body.identity);
  reply.header('content-encoding', coding);
  if (coding === 'br') return reply.send(body.br);
  const gzipped = gzipOf(body);
  return Buffer.isBuffer(gzipped) ? reply.send(gzipped) : gzipped.then((bytes) => reply.send(bytes));
}
