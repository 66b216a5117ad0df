import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed key pair: it checks every request's signature against it. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface FakeS3 {
  /** The S3_* variables that point the server at this bucket. */
  env: Record<string, string>;
  /** The bucket's public address (path style): what a CDN in front of it would serve. */
  bucketUrl: string;
  /** Every key in the bucket, read through the S3 API. */
  keys(): Promise<string[]>;
  /** An object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes an object behind the server's back. */
  drop(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A local fake S3 (s3rver, in process, on a free loopback port) with one empty bucket, for the
 * tests of the S3 media store: the server talks to it through the real AWS SDK, signed.
 */
export async function startFakeS3(bucket = 'venue-media'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'venue-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    bucketUrl: `${endpoint}/${bucket}`,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async drop(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async close() {
      client.destroy();
      // Keep-alive sockets of the clients (fetch, the SDK) would hold close() for their timeout.
      (server as unknown as { httpServer: Server }).httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
