import { createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../ids.ts';
import { MediaRangeError, SINGLE_RANGE, type MediaObject, type MediaStorage } from './media-storage.ts';

/** Types by the extensions storeUpload gives (a local file keeps no content type of its own). */
const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

/** The embedded default: files under `rootDir` (DATA_DIR/media), which app.ts also serves at /media. */
export function localMediaStorage(rootDir: string): MediaStorage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are validated by the service; this is the last line against path traversal.
    if (!file.startsWith(root + path.sep)) throw new Error(`Media key escapes the media directory: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees a half-written file.
      const temp = `${file}.${newId()}.part`;
      await writeFile(temp, data, { flag: 'wx', mode: 0o644 });
      await rename(temp, file);
    },
    async get(key, options = {}): Promise<MediaObject | null> {
      const file = fileOf(key);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!info?.isFile()) return null;
      const range = byteRange(options.range, info.size);
      const contentType = TYPE_OF_EXTENSION[path.extname(file).slice(1)] ?? 'application/octet-stream';
      return {
        body: createReadStream(file, range ?? {}),
        contentLength: range ? range.end - range.start + 1 : info.size,
        totalLength: info.size,
        contentType,
        contentRange: range ? `bytes ${range.start}-${range.end}/${info.size}` : null,
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root);
    },
    close() {},
  };
}

/** The inclusive byte range a `Range` header asks of `size` bytes, or null for the whole file. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? SINGLE_RANGE.exec(header) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  const start = from === '' ? Math.max(size - Number(to), 0) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start > end || start >= size) throw new MediaRangeError(size);
  return { start, end };
}
