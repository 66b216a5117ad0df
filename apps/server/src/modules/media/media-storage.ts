import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { newId } from '../../lib/ids.ts';

/**
 * Where media bytes live. Today a local directory under DATA_DIR (served at /media); an
 * S3-compatible store behind a CDN slots in here later (decisions §3) without callers changing.
 * Keys are relative paths such as `menu-items/66f1c0de0123456789abcdef.webp`.
 */
export interface MediaStorage {
  /** Stores `data` under `key`, replacing nothing: keys are generated and never reused. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes `key`; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
}

/** The media directory the server also serves at /media (see app.ts). */
export function mediaRootOf(config: AppConfig): string {
  return path.join(config.dataDir, 'media');
}

export function localMediaStorage(rootDir: string): MediaStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are validated by the service; this is the last line against path traversal.
    if (!file.startsWith(root + path.sep)) throw new Error(`Media key escapes the media directory: ${key}`);
    return file;
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees a half-written file.
      const temp = `${file}.${newId()}.part`;
      await writeFile(temp, data, { flag: 'wx', mode: 0o644 });
      await rename(temp, file);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The storage for this configuration: the local directory (S3_* settings are not built yet). */
export function mediaStorageFor(config: AppConfig): MediaStorage {
  return localMediaStorage(mediaRootOf(config));
}
