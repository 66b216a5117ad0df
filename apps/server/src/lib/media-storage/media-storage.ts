import type { Readable } from 'node:stream';

/**
 * Where media bytes live (decisions §3): a local directory under DATA_DIR (the embedded
 * default) or an S3-compatible bucket, chosen once per process by `createMediaStorage`.
 * Keys are relative paths such as `menu-items/66f1c0de0123456789abcdef.webp`.
 */
export interface MediaStorage {
  kind: 'local' | 's3';
  /** Stores `data` under `key`, replacing nothing: keys are generated and never reused. */
  put(key: string, data: Buffer, headers: MediaHeaders): Promise<void>;
  /**
   * Reads `key` (or the byte range asked for), as a stream; null when there is no such object.
   * @throws MediaRangeError when the range lies outside the object.
   */
  get(key: string, options?: MediaReadOptions): Promise<MediaObject | null>;
  /** Removes `key`; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Throws when the store cannot be reached (for /ready). */
  ping(): Promise<void>;
  /** Lets go of connections (the S3 client's keep-alive sockets); called when the app closes. */
  close(): void;
}

/** What an object store keeps with the bytes, so a CDN in front of the bucket serves them as /media does. */
export interface MediaHeaders {
  contentType: string;
  contentDisposition: string;
}

export interface MediaReadOptions {
  /** One range as a browser's `Range` header sends it: `bytes=0-`, `bytes=100-199`, `bytes=-500`. */
  range?: string;
}

export interface MediaObject {
  body: Readable;
  /** Bytes in `body`. */
  contentLength: number;
  /** The whole object's size, for `Content-Range`. */
  totalLength: number;
  contentType: string;
  /** `Content-Range` when a range was read, else null. */
  contentRange: string | null;
  etag: string | null;
  lastModified: Date | null;
}

/** A `Range` outside the object (HTTP 416). */
export class MediaRangeError extends Error {
  /** The object's size when known, for the 416 answer's Content-Range. */
  readonly totalLength: number | null;
  constructor(totalLength: number | null) {
    super('Requested range not satisfiable');
    this.totalLength = totalLength;
  }
}

/** Only single `bytes=` ranges are passed on; anything else reads the whole object, as RFC 9110 allows. */
export const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;
