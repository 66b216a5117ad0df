import type { Readable } from 'node:stream';
import { loadS3 } from '../load-on-use.ts';
import { MediaRangeError, SINGLE_RANGE, type MediaObject, type MediaStorage } from './media-storage.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path (MinIO, most self-hosted stores) rather than in the host name (AWS). */
  forcePathStyle: boolean;
}

/** Keys are never reused (generated names), so a CDN and browsers may keep an object for ever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Media in an S3-compatible bucket through the official AWS SDK v3, so that every instance
 * stores and serves the same objects (decisions §3). Checksums are sent and checked only where
 * S3 requires them: the SDK's newer default (a CRC on every request) is refused by several
 * S3-compatible stores, and our objects are small single PUTs that TLS already protects.
 */
export function s3MediaStorage(settings: S3Settings): MediaStorage {
  const { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } = loadS3();
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails an upload in seconds rather than holding the request open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, data, headers) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: headers.contentType,
          ContentDisposition: headers.contentDisposition,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async get(key, options = {}): Promise<MediaObject | null> {
      const range = options.range && SINGLE_RANGE.test(options.range) ? options.range : undefined;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range }));
        const contentLength = answer.ContentLength ?? 0;
        const contentRange = answer.ContentRange ?? null;
        return {
          body: answer.Body as Readable,
          contentLength,
          totalLength: contentRange ? Number(contentRange.split('/')[1]) : contentLength,
          contentType: answer.ContentType ?? 'application/octet-stream',
          contentRange,
          etag: answer.ETag ?? null,
          lastModified: answer.LastModified ?? null,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status === 416) throw new MediaRangeError(null);
        throw error;
      }
    },
    async remove(key) {
      // S3 answers 204 for a key that is already gone.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}

function statusOf(error: unknown): number | undefined {
  return error instanceof loadS3().S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
