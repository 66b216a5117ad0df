import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../test/fake-s3.ts';
import { localMediaStorage, MediaRangeError, s3MediaStorage, type MediaStorage } from './index.ts';

/*
 * One contract, both stores: the local directory (the embedded default) and an S3 bucket
 * (s3rver, a fake S3 the test starts, reached through the AWS SDK with signed requests).
 */

let s3: FakeS3;
const localRoot = mkdtempSync(path.join(tmpdir(), 'venue-media-'));
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.close();
  rmSync(localRoot, { recursive: true, force: true });
});

const settingsOf = (fake: FakeS3, bucket = fake.env.S3_BUCKET!) => ({
  endpoint: fake.env.S3_ENDPOINT!,
  bucket,
  region: fake.env.S3_REGION!,
  accessKeyId: fake.env.S3_ACCESS_KEY_ID!,
  secretAccessKey: fake.env.S3_SECRET_ACCESS_KEY!,
  forcePathStyle: true,
});

const stores: Array<[string, () => MediaStorage]> = [
  ['local directory', () => localMediaStorage(localRoot)],
  ['S3 bucket', () => s3MediaStorage(settingsOf(s3))],
];

const headers = { contentType: 'image/png', contentDisposition: 'inline; filename="a.png"' };
const bytes = Buffer.from('0123456789');

describe.each(stores)('%s', (_name, open) => {
  let store: MediaStorage;
  beforeAll(() => {
    store = open();
  });
  afterAll(() => store.close());

  it('stores, reads back and removes an object', async () => {
    const key = `menu-items/${Date.now().toString(16)}aa.png`;
    await store.put(key, bytes, headers);
    const object = (await store.get(key))!;
    expect(await buffer(object.body)).toEqual(bytes);
    expect(object).toMatchObject({ contentLength: 10, totalLength: 10, contentType: 'image/png', contentRange: null });
    expect(object.etag).toBeTruthy();

    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    // Removing what is gone is not an error: removals are retried by a job.
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('reads one byte range, as a video player asks', async () => {
    const key = `menu-items/${Date.now().toString(16)}bb.mp4`;
    await store.put(key, bytes, { contentType: 'video/mp4', contentDisposition: 'attachment; filename="b.mp4"' });
    const middle = (await store.get(key, { range: 'bytes=2-5' }))!;
    expect([(await buffer(middle.body)).toString(), middle.contentLength, middle.contentRange]).toEqual([
      '2345',
      4,
      'bytes 2-5/10',
    ]);
    // (s3rver reads a suffix range such as bytes=-3 from the start, so only open ends are tried here.)
    const tail = (await store.get(key, { range: 'bytes=7-' }))!;
    expect([(await buffer(tail.body)).toString(), tail.contentRange, tail.totalLength]).toEqual(['789', 'bytes 7-9/10', 10]);
    await expect(store.get(key, { range: 'bytes=50-60' })).rejects.toBeInstanceOf(MediaRangeError);
  });

  it('answers null for a key it never stored', async () => {
    expect(await store.get('menu-items/000000000000000000000000.png')).toBeNull();
  });

  it('is reachable', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});

describe('the S3 store', () => {
  it('keeps the content type and disposition with the object, for a CDN serving the bucket', async () => {
    const store = s3MediaStorage(settingsOf(s3));
    const key = `uploads/${Date.now().toString(16)}cc.mp4`;
    await store.put(key, bytes, { contentType: 'video/mp4', contentDisposition: 'attachment; filename="cc.mp4"' });
    const direct = await fetch(`${s3.bucketUrl}/${key}`);
    expect([direct.status, direct.headers.get('content-type'), direct.headers.get('content-disposition')]).toEqual([
      200,
      'video/mp4',
      'attachment; filename="cc.mp4"',
    ]);
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    store.close();
  });

  it('is not ready when its bucket does not exist', async () => {
    const store = s3MediaStorage(settingsOf(s3, 'no-such-bucket'));
    await expect(store.ping()).rejects.toThrow();
    store.close();
  });

  // s3rver checks the key id of a signed request, not its SigV4 signature.
  it('fails on credentials the store does not know', async () => {
    const store = s3MediaStorage({ ...settingsOf(s3), accessKeyId: 'NOT-A-KEY' });
    await expect(store.put('uploads/000000000000000000000001.png', bytes, headers)).rejects.toThrow();
    store.close();
  });
});
