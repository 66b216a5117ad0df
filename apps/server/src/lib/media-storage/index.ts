import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { localMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { s3MediaStorage } from './s3-media-storage.ts';

export { MediaRangeError, type MediaHeaders, type MediaObject, type MediaStorage } from './media-storage.ts';
export { localMediaStorage } from './local-media-storage.ts';
export { s3MediaStorage, type S3Settings } from './s3-media-storage.ts';

/** The local media directory (the embedded default), which app.ts serves at /media. */
export function mediaRootOf(config: AppConfig): string {
  return path.join(config.dataDir, 'media');
}

/** The bucket when the S3_* settings are given, else the local directory. */
export function createMediaStorage(config: AppConfig): MediaStorage {
  return config.s3 ? s3MediaStorage(config.s3) : localMediaStorage(mediaRootOf(config));
}
