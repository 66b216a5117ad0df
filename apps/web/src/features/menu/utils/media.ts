import type { MediaType } from '../types.ts';

const VIDEO_EXTENSIONS = ['mp4', 'avi', 'mov', 'wmv', 'flv', 'webm', 'mkv', 'm4v'];

/** Spec §3: media type from an explicit type or a video field, else from the file extension. */
export function inferMediaType(
  url: string | null | undefined,
  explicit?: string | null,
  video?: string | null,
): MediaType | null {
  if (explicit === 'image' || explicit === 'video') return explicit;
  if (video) return 'video';
  if (!url) return null;
  const extension = url.split('?')[0]!.split('.').pop()?.toLowerCase() ?? '';
  return VIDEO_EXTENSIONS.includes(extension) ? 'video' : 'image';
}

/**
 * Spec §3: relative media paths get the storage base prepended; absolute URLs are kept.
 * The server serves stored media under /media (decisions §3).
 */
export function resolveMediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|blob:|data:)/.test(path) || path.startsWith('/')) return path;
  return `/media/${path}`;
}

/** Spec §4: the upload folder is the category name lowercased with whitespace removed. */
export const folderNameFor = (categoryName: string) => categoryName.toLowerCase().replace(/\s+/g, '');

/** The "clear the media" marker of spec §4: an empty file. */
export const emptyFile = () => new File([], 'empty', { type: 'application/octet-stream' });
