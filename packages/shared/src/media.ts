import { z } from 'zod';

/** The accepted file types, for pickers' `accept` and hints (spec §9; decisions §4). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4'] as const;

/** Files one user may send through the upload call per hour (a disk-filling guard, not a quota). */
export const UPLOADS_PER_USER_PER_HOUR = 60;

/**
 * Files one venue may store through the menu calls per hour (items, categories, subcategories,
 * home images). Ample for building a menu by hand (two a minute); it bounds the re-encoding
 * work and the churn of replace-and-delete that the storage quota alone does not.
 */
export const MENU_UPLOADS_PER_PROFILE_PER_HOUR = 120;

/** Bytes of media one venue may keep: a hundred 5 MB videos, or thousands of menu photos. */
export const MEDIA_QUOTA_BYTES_PER_PROFILE = 500 * 1024 * 1024;
/** Bytes a person may keep through the upload call, which belongs to no venue (profile pictures). */
export const MEDIA_QUOTA_BYTES_PER_USER = 50 * 1024 * 1024;

/** Longest Media URL a spreadsheet row may carry (browsers' and CDNs' practical limit). */
export const MAX_MEDIA_URL_LENGTH = 2048;

export const SINGLE_CHUNK_MESSAGE = 'Only single-chunk uploads are supported (chunkNumber "0", totalChunks "1")';

/**
 * The text fields of the upload call (spec §7 "File upload (multipart)": file, chunkNumber '0',
 * totalChunks '1', folderName, originalname). Files are at most 5 MB, so the client's chunking
 * always sends one chunk; anything else is refused rather than half-stored.
 */
export const UploadFormSchema = z
  .object({
    chunkNumber: z.string().trim().optional().default('0'),
    totalChunks: z.string().trim().optional().default('1'),
    folderName: z.string().trim().max(120, 'Folder name is too long').optional().default(''),
    originalname: z.string().max(255).optional(),
  })
  .refine((form) => form.chunkNumber === '0' && form.totalChunks === '1', {
    message: SINGLE_CHUNK_MESSAGE,
    path: ['chunkNumber'],
  });
export type UploadForm = z.input<typeof UploadFormSchema>;
