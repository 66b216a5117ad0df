import { createRequire } from 'node:module';
import type * as S3 from '@aws-sdk/client-s3';
import type { Redis } from 'ioredis';
import type * as QrCode from 'qrcode';
import type sharp from 'sharp';

/*
 * Libraries the embedded default (PGlite, a local media folder, no Redis) never or rarely needs,
 * loaded the first time they are used rather than when the server starts: together they held
 * ~50 MB of an idle server's memory (issue 17; AWS SDK ~31 MB, sharp ~10 MB, ioredis ~7 MB).
 * `require` so that the factories that use them stay synchronous; each library ships CommonJS,
 * and Node's module cache makes every later call a lookup.
 */
const require = createRequire(import.meta.url);

/** ioredis's client class: only with REDIS_URL. */
export const loadRedis = () => (require('ioredis') as { Redis: typeof Redis }).Redis;

/** The S3 client and commands: only with the S3_* settings. */
export const loadS3 = () => require('@aws-sdk/client-s3') as typeof S3;

/** sharp: the first image upload (or the demo seed's drawn photos). */
export const loadSharp = () => require('sharp') as typeof sharp;

/** qrcode: the first QR code or ticket. */
export const loadQrCode = () => require('qrcode') as typeof QrCode;
