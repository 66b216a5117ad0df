import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { loadSharp } from '../../lib/load-on-use.ts';
import type { z } from 'zod';
import {
  MAX_MEDIA_URL_LENGTH,
  MAX_UPLOAD_BYTES,
  MENU_UPLOADS_PER_PROFILE_PER_HOUR,
  UPLOADS_PER_USER_PER_HOUR,
  type UploadFormSchema,
} from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { ProfileContext, ServiceContext, UserContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { cancelJob, scheduleJob } from '../../lib/jobs/index.ts';
import { concurrencyLimit } from './concurrency-limit.ts';
import { dropMediaObject, forgetMediaObject, ownedMediaPaths, ownerOf, recordMediaObject } from './media-objects.ts';
import { REMOVAL_SAFETY_DELAY_MS, REMOVE_MEDIA_JOB, removalKeyOf } from './media-removal.ts';
import { isPlayableMp4 } from './mp4-check.ts';
import { FILE_TOO_LARGE_MESSAGE, readUpload, type BufferedUpload, type FormInput } from '../../lib/multipart-form.ts';

export { FILE_TOO_LARGE_MESSAGE, readUpload, type BufferedUpload } from '../../lib/multipart-form.ts';
export { addMediaReferences, type MediaReferenceCheck } from './media-objects.ts';

/**
 * Uploaded media (decisions §4 "Uploads"): at most 5,242,880 bytes, enforced while streaming
 * by @fastify/multipart; the type is decided by the file's magic bytes, never by its name or
 * declared type; images are re-encoded (orientation applied, metadata such as GPS stripped,
 * pixel count limited); names are generated; files live under DATA_DIR (never the code) or in
 * the S3 bucket (`ctx.media`, lib/media-storage).
 */

export type MediaType = 'image' | 'video';

export interface StoredMedia {
  /** Relative storage path, e.g. `menu-items/66f1c0de0123456789abcdef.webp`: what rows keep. */
  path: string;
  /** Absolute URL for clients (`MEDIA_BASE_URL` + '/' + path). */
  url: string;
  mediaType: MediaType;
}

/**
 * What `storeUpload` accepts: `await request.file()`, a file part from `request.parts()`
 * (store it at once, or buffer it with `readUpload` when more fields follow), or the `file` of
 * `readForm(request, schema)` (lib/multipart-form.ts), which reads fields and file in any order.
 * Absent (`undefined`/`null`) and empty files both mean "no media" and give null: callers for
 * whom an absent file means "unchanged" check for that before calling.
 */
export type UploadInput = MultipartFile | BufferedUpload | null | undefined;

export interface StoreUploadOptions {
  /** Folder under the media root, e.g. 'menu-items'; sanitised (see `sanitizeFolder`). */
  folder: string;
  /** Menu items accept MP4 video; everything else images only. */
  allowVideo?: boolean;
}

export const IMAGE_OR_VIDEO_ONLY_MESSAGE = 'Only JPG, PNG, GIF, WebP images or MP4 videos are allowed';
export const IMAGE_ONLY_MESSAGE = 'Only JPG, PNG, GIF or WebP images are allowed';
export const UNREADABLE_IMAGE_MESSAGE = 'Failed to read file. The image seems to be damaged; please choose another one.';
export const TOO_MANY_PIXELS_MESSAGE = 'This image is too large. Please use one of at most 40 megapixels.';
export const STORE_FAILED_MESSAGE = 'The file could not be saved just now. Please try again in a moment.';
export const UNPLAYABLE_VIDEO_MESSAGE = 'This video cannot be played. Please choose an MP4 video recorded by a phone or camera.';

/** Decompression-bomb guard: a 5 MB file can still claim billions of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Images decoded at once per process: each may hold up to 40 MP x 4 bytes (160 MB) while it is
 * re-encoded, and the machine has 2 cores; further uploads wait their turn.
 */
const reencodeSlot = concurrencyLimit(2);
/** Longest side kept after re-encoding; far above what the menu shows (spec §9 crops ≤ 800). */
export const MAX_OUTPUT_SIDE = 2048;
/** Photos and crops look the same at this quality and weigh a tenth of a PNG. */
const WEBP_QUALITY = 82;

type Format = 'jpg' | 'png' | 'gif' | 'webp' | 'mp4';
const ALLOWED: Record<string, Format> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
};
const CONTENT_TYPE: Record<Format, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

/**
 * Checks, re-encodes and stores an uploaded file.
 * @returns the stored media, or null for an absent or empty file ("clear the media").
 * The file is recorded as a media object of its owner (the active profile, else the caller:
 * docs/decisions/0010) within the owner's storage quota.
 * @throws AppError PAYLOAD_TOO_LARGE (413), UNSUPPORTED_MEDIA (415) for a type other than
 *   JPG/PNG/GIF/WebP (or MP4 with `allowVideo`), BAD_REQUEST (400) for an image that cannot be
 *   decoded or an MP4 without a playable video track, BUSINESS_RULE (422) for more than
 *   40 megapixels or a full storage quota, UNAVAILABLE (503) when the store cannot take it.
 * Store before the database write and, if that write fails, `deleteStoredMedia` the result:
 * a file nobody references is harmless, a row pointing at a missing file is not.
 */
export async function storeUpload(
  ctx: ServiceContext,
  file: UploadInput,
  options: StoreUploadOptions,
): Promise<StoredMedia | null> {
  if (!file) return null;
  const upload = isBuffered(file) ? file : await readUpload(file);
  if (upload.data.length === 0) return null;
  if (upload.data.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);

  const folder = sanitizeFolder(options.folder);
  const format = await detectFormat(upload.data, options.allowVideo ?? false);
  if (format === 'mp4' && !isPlayableMp4(upload.data)) throw new AppError('BAD_REQUEST', UNPLAYABLE_VIDEO_MESSAGE);
  const encoded = format === 'mp4' ? { data: upload.data, format } : await reencodeSlot(() => reencodeImage(upload.data, format));
  const path = `${folder}/${newId()}.${encoded.format}`;
  const mediaType: MediaType = format === 'mp4' ? 'video' : 'image';
  await recordMediaObject(ctx.db, ownerOf(ctx), { path, bytes: encoded.data.length, mediaType });
  try {
    await ctx.media.put(path, encoded.data, {
      contentType: CONTENT_TYPE[encoded.format],
      contentDisposition: contentDispositionOf(path),
    });
  } catch (error) {
    await dropMediaObject(ctx.db, path);
    ctx.log.error({ err: error, path, store: ctx.media.kind }, 'could not store media');
    throw new AppError('UNAVAILABLE', STORE_FAILED_MESSAGE);
  }
  return { path, url: `${ctx.config.mediaBaseUrl}/${path}`, mediaType };
}

/**
 * Stores `file` (if any), runs `write` with its result, and removes the stored file again when
 * the write fails, so a refused change leaves no orphan behind.
 */
export async function withStoredUpload<T>(
  ctx: ServiceContext,
  file: UploadInput,
  options: StoreUploadOptions,
  write: (media: StoredMedia | null) => Promise<T>,
): Promise<T> {
  const media = await storeUpload(ctx, file, options);
  try {
    return await write(media);
  } catch (error) {
    if (media) await deleteStoredMedia(ctx, media.path);
    throw error;
  }
}

export const NO_FILE_MESSAGE = 'Please choose a file to upload';

/** The rate-limit key of a user's uploads through the upload call. */
export const uploadRateKey = (userId: string) => `upload:user:${userId}`;

/** The rate-limit key of a venue's uploads through the menu calls. */
export const profileUploadRateKey = (profileId: string) => `upload:profile:${profileId}`;

/**
 * Counts one upload call for the caller, before its body is read: every upload is up to 5 MB
 * on our disk, so one account may not send them without end.
 * @throws AppError 429 RATE_LIMITED with Retry-After.
 */
export async function checkUploadAllowance(ctx: UserContext, limiter: RateLimiter): Promise<void> {
  await hitUploadLimit(limiter, uploadRateKey(ctx.caller.userId), UPLOADS_PER_USER_PER_HOUR);
}

/**
 * Counts one file sent to a menu call against the venue's hourly allowance, after the form is
 * read (at most 5 MB, in memory) and before anything is decoded or stored. Forms without a
 * file, or with an empty one ("remove the photo"), count nothing: editing prices is not uploading.
 * @throws AppError 429 RATE_LIMITED with Retry-After.
 */
export async function checkProfileUploadAllowance(
  ctx: ProfileContext,
  limiter: RateLimiter,
  file: BufferedUpload | null | undefined,
): Promise<void> {
  if (!file || file.data.length === 0) return;
  await hitUploadLimit(limiter, profileUploadRateKey(ctx.profile.id), MENU_UPLOADS_PER_PROFILE_PER_HOUR);
}

const hitUploadLimit = (limiter: RateLimiter, key: string, perHour: number) =>
  enforceRateLimit(
    limiter,
    { key, limit: perHour, windowSeconds: 3600 },
    (wait) => `Too many uploads. Please try again in ${wait}.`,
  );

/**
 * The upload call (spec §7): one image from a logged-in user, stored under `uploads/<folderName>`
 * and answered with its absolute URL. Only single-chunk uploads exist (files are at most 5 MB).
 * @throws AppError VALIDATION_FAILED for chunk fields other than '0'/'1', BAD_REQUEST for a
 *   missing or empty file, and whatever `storeUpload` throws.
 */
export async function uploadUserFile(
  ctx: UserContext,
  form: FormInput<z.output<typeof UploadFormSchema>>,
): Promise<{ imgURL: string }> {
  if (!form.file || form.file.data.length === 0) throw new AppError('BAD_REQUEST', NO_FILE_MESSAGE);
  // The upload call belongs to no venue (a new profile's picture is sent before the profile
  // exists), so its files are the caller's even when a profile header comes along.
  const stored = await storeUpload({ ...ctx, profile: null }, form.file, {
    folder: `uploads/${form.fields.folderName || 'misc'}`,
  });
  // storeUpload gives null only for an empty file, refused above.
  if (!stored) throw new AppError('BAD_REQUEST', NO_FILE_MESSAGE);
  ctx.log.info({ path: stored.path, userId: ctx.caller.userId }, 'file uploaded');
  return { imgURL: stored.url };
}

/**
 * A stored path as an absolute URL for clients (spec §3: relative media paths get the storage
 * base prepended; absolute http(s) URLs are kept). Null and '' stay null.
 */
export function mediaUrl(config: AppConfig, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return `${config.mediaBaseUrl}/${path.replace(/^\/+/, '')}`;
}

/**
 * The inverse of `mediaUrl` for URLs that clients send back (e.g. a profile's `image` from the
 * upload call): our own media URLs become their relative path, so that rows survive a change
 * of MEDIA_BASE_URL; anything else is returned unchanged.
 */
export function mediaPathFromUrl(config: AppConfig, url: string): string {
  const base = `${config.mediaBaseUrl}/`;
  return url.startsWith(base) ? url.slice(base.length) : url;
}

export const MEDIA_URL_MESSAGES = {
  notALink: 'Media URL must be a web link starting with https:// or http://, or empty',
  notInThisMenu:
    'This Media URL is not a photo or video of this menu. Upload the file on the item instead, or use a link to another website.',
  tooLong: `Media URL is too long (at most ${MAX_MEDIA_URL_LENGTH} characters)`,
} as const;

/** What is wrong with a Media URL a spreadsheet row gives, or null when the row may keep it. */
export type MediaUrlCheck = (url: string) => string | null;

/**
 * The rule for media that arrives as a URL rather than a file (docs/decisions/0010): empty, one
 * of this venue's own media objects (by MEDIA_BASE_URL + path), or a link to another website,
 * kept as a link and never deleted by us. `javascript:`, `data:`, relative paths and anything
 * else on our media host (another venue's files, under any spelling of the address) are refused.
 */
export async function mediaUrlCheckFor(ctx: ProfileContext): Promise<MediaUrlCheck> {
  const owned = await ownedMediaPaths(ctx.db, ctx.profile.id);
  const mediaHost = new URL(ctx.config.mediaBaseUrl).hostname;
  return (url) => {
    if (url === '') return null;
    if (url.length > MAX_MEDIA_URL_LENGTH) return MEDIA_URL_MESSAGES.tooLong;
    if (!URL.canParse(url)) return MEDIA_URL_MESSAGES.notALink;
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return MEDIA_URL_MESSAGES.notALink;
    if (url.startsWith(`${ctx.config.mediaBaseUrl}/`))
      return owned.has(mediaPathFromUrl(ctx.config, url)) ? null : MEDIA_URL_MESSAGES.notInThisMenu;
    return parsed.hostname === mediaHost ? MEDIA_URL_MESSAGES.notInThisMenu : null;
  };
}

/**
 * The one way media is deleted: removes a stored file by the path `storeUpload` returned (or
 * its URL) only when it is a media object of the context's owner (the active profile, else the
 * caller) and no row of that profile still shows it. Anything else (external URLs, another
 * venue's files, paths we did not generate) is left alone, so a row that points elsewhere can
 * never delete someone else's file. Never throws: a leftover file must not fail a committed change;
 * a removal that fails is done again by the `media.remove-object` job (media-removal.ts).
 */
export async function deleteStoredMedia(ctx: ServiceContext, path: string | null | undefined): Promise<void> {
  if (!path) return;
  const key = mediaPathFromUrl(ctx.config, path);
  if (!GENERATED_PATH.test(key)) return;
  try {
    const forgotten = await ctx.db.transaction(async (tx) => {
      if (!(await forgetMediaObject(tx, ownerOf(ctx), key))) return false;
      await scheduleJob(
        tx,
        REMOVE_MEDIA_JOB,
        { key },
        {
          runAt: new Date(ctx.clock().getTime() + REMOVAL_SAFETY_DELAY_MS),
          uniqueKey: removalKeyOf(key),
          profileId: ctx.profile?.id,
        },
      );
      return true;
    });
    if (!forgotten) return;
    await ctx.media.remove(key);
    await cancelJob(ctx.db, removalKeyOf(key), ctx.clock());
  } catch (error) {
    ctx.log.warn({ err: error, path: key }, 'could not delete stored media; the removal job will try again');
  }
}

/** `folder/…/<24 hex id>.<ext>` exactly as storeUpload names files. */
const GENERATED_PATH = /^(?:[a-z0-9][a-z0-9_-]{0,39}\/){1,3}[0-9a-f]{24}\.(?:jpg|png|gif|webp|mp4)$/;

/** Whether a URL path under /media (e.g. `/menu/items/<id>.webp`) names a file storeUpload could have written. */
export const isServedMediaPath = (pathName: string) => GENERATED_PATH.test(pathName.replace(/^\//, ''));

/**
 * Stored media is shown, never run as a page: should a file ever carry HTML or script (an
 * MP4 with a web page inside), the browser gets no origin, no scripts and no plugins for it.
 */
export const MEDIA_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * The policy headers of every answer under /media (media-files.ts): the policy above, and
 * pictures may be embedded by pages on other origins (the CDN in front, a venue's own site).
 */
export const MEDIA_HEADERS = {
  'content-security-policy': MEDIA_CONTENT_SECURITY_POLICY,
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/**
 * Images were decoded and written again by us, so they open in the browser; videos are kept
 * byte for byte as sent, so opened on their own they download (a <video> element plays them
 * all the same). Also kept with S3 objects.
 */
export function contentDispositionOf(filePath: string): string {
  const name = filePath.split(/[\\/]/).pop() ?? 'media';
  return `${name.endsWith('.mp4') ? 'attachment' : 'inline'}; filename="${name}"`;
}

/**
 * A client-chosen folder name made safe: lowercase, each `/`-separated segment reduced to
 * [a-z0-9-_] (spaces and other characters become '-'), no `.`/`..` segments, at most 3 segments
 * of 40 characters. Nothing usable left gives 'misc'.
 */
export function sanitizeFolder(folder: string): string {
  const segments = folder
    .toLowerCase()
    .split(/[/\\]+/)
    .map((segment) =>
      segment
        .replace(/[^a-z0-9_-]+/g, '-')
        .replace(/-{2,}/g, '-')
        .replace(/^[-_]+|[-_]+$/g, '')
        .slice(0, 40),
    )
    .filter((segment) => segment.length > 0)
    .slice(0, 3);
  return segments.length > 0 ? segments.join('/') : 'misc';
}

async function detectFormat(data: Buffer, allowVideo: boolean): Promise<Format> {
  const detected = await fileTypeFromBuffer(data);
  const format = detected ? ALLOWED[detected.mime] : undefined;
  if (!format || (format === 'mp4' && !allowVideo)) {
    throw new AppError('UNSUPPORTED_MEDIA', allowVideo ? IMAGE_OR_VIDEO_ONLY_MESSAGE : IMAGE_ONLY_MESSAGE);
  }
  return format;
}

/**
 * Decodes and encodes again: applies the EXIF orientation, then drops all metadata (sharp keeps
 * none unless asked), so GPS positions and camera serials never leave the venue owner's phone.
 * Still JPEG and PNG photos are stored as WebP (issue 35: a 500×500 crop was a 700 KB PNG;
 * WebP keeps a logo's transparency at a fraction of the bytes), no larger than 2,048 px on
 * their long side. Animated GIF and WebP keep their frames and format.
 */
async function reencodeImage(data: Buffer, format: Exclude<Format, 'mp4'>): Promise<{ data: Buffer; format: Format }> {
  const animated = format === 'gif' || format === 'webp';
  try {
    let image = loadSharp()(data, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' });
    if (!animated) image = image.rotate();
    image = image.resize({ width: MAX_OUTPUT_SIDE, height: MAX_OUTPUT_SIDE, fit: 'inside', withoutEnlargement: true });
    const stored: Format = format === 'gif' ? 'gif' : 'webp';
    image = stored === 'gif' ? image.gif() : image.webp({ quality: WEBP_QUALITY });
    return { data: await image.toBuffer(), format: stored };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new AppError('BUSINESS_RULE', TOO_MANY_PIXELS_MESSAGE);
    throw new AppError('BAD_REQUEST', UNREADABLE_IMAGE_MESSAGE);
  }
}

function isBuffered(input: MultipartFile | BufferedUpload): input is BufferedUpload {
  return Buffer.isBuffer((input as BufferedUpload).data);
}
