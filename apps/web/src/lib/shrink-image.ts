import { MAX_UPLOAD_BYTES } from '@venue/shared';

/*
 * A phone photo is often 5–8 MB and 4,000 px wide, while the menu shows it at most ~800 px
 * (spec §9's crops) and the server keeps at most 2,048 px. Issue 35: a 6.6 MB photo was
 * refused. Still photos over a megabyte are redrawn in the browser (canvas, as lib/crop.ts
 * draws crops) at a long side of at most 2,048 px before they are sent, so they upload fast
 * on a phone's network and fit the server's 5 MB limit, which stays. GIFs (animation) and
 * videos are sent as they are.
 */

/** Longest side sent; the server keeps the same (media.service.ts MAX_OUTPUT_SIDE). */
export const PHOTO_LONG_SIDE_MAX = 2048;
/** Photos up to this size are sent untouched. */
export const SHRINK_ABOVE_BYTES = 1024 * 1024;
const QUALITY = 0.85;
const STILL_PHOTO = /^image\/(jpeg|png|webp)$/;

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * The photo to upload: `file` itself when small, not a still photo, or not readable here;
 * otherwise a JPEG (or a WebP, keeping a PNG's transparency) no larger than 2,048 px on its
 * long side. The EXIF orientation is applied by the browser's decoder.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!STILL_PHOTO.test(file.type) || file.size <= SHRINK_ABOVE_BYTES) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, PHOTO_LONG_SIDE_MAX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  const keepsAlpha = file.type !== 'image/jpeg';
  if (!keepsAlpha) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  // WebP keeps transparency; a browser that cannot write it answers PNG, so JPEG is the fallback.
  let blob = keepsAlpha ? await toBlob(canvas, 'image/webp') : null;
  if (!blob || blob.type !== 'image/webp') blob = await toBlob(canvas, 'image/jpeg');
  if (!blob || blob.size >= file.size) return file;
  const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
  const base = file.name.replace(/\.[^.]+$/, '') || 'photo';
  return new File([blob], `${base}.${extension}`, { type: blob.type, lastModified: file.lastModified });
}

/** `shrinkPhoto`, then the upload limit's check: null with the spec's message when still too large. */
export async function photoForUpload(file: File): Promise<{ file: File } | { error: string }> {
  const sent = await shrinkPhoto(file);
  return sent.size > MAX_UPLOAD_BYTES ? { error: 'File size exceeds 5MB limit' } : { file: sent };
}
