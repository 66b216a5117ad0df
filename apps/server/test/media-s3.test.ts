import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countJobs } from '../src/lib/jobs/index.ts';
import { STORE_FAILED_MESSAGE } from '../src/modules/media/media.service.ts';
import { menuApi, pngBytes, pngFile, venueWithMenu } from '../src/modules/menu/menu-test-kit.ts';
import { call, createUser, headersFor, multipart, ownerWithVenue } from './fixtures.ts';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Media on an S3-compatible store (decisions §3; issue 14): a fake S3 (s3rver) started here,
 * reached through the AWS SDK. Uploads land in the bucket and nowhere on disk, a second
 * instance on the same database serves and deletes what the first stored, and deleting an
 * entity deletes its object, at once or through the removal job when the store was down.
 */

let s3: FakeS3;
const JWT_SECRET = 'media-s3-test-secret-shared-by-both-instances';
let now = new Date('2026-06-10T06:30:00Z');
const clock = () => now;

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

const keyOf = (url: string, base: string) => url.slice(base.length + 1);
const filesUnder = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : [];

function uploadForm(data: Buffer) {
  return multipart(
    { chunkNumber: '0', totalChunks: '1', folderName: 'profile-pictures', originalname: 'photo.png' },
    { filename: 'photo.png', contentType: 'image/png', data },
  );
}

describe('with MEDIA_BASE_URL on the bucket (as a CDN in front of it)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...s3.env, MEDIA_BASE_URL: s3.bucketUrl });
  });
  afterAll(() => t.close());

  it('stores an upload in the bucket, not on disk, and answers its URL on MEDIA_BASE_URL', async () => {
    const user = await createUser(t.app);
    const png = await pngBytes(16, 16);
    const body = uploadForm(png);
    const res = await call(t.app, {
      method: 'POST',
      url: '/v1/user/upload',
      headers: { ...(await headersFor(t.app, user)), ...body.headers },
      payload: body.payload,
    });
    expect(res.status).toBe(200);
    const url: string = res.json.body.imgURL;
    expect(url.startsWith(`${s3.bucketUrl}/uploads/profile-pictures/`)).toBe(true);
    const key = keyOf(url, s3.bucketUrl);
    expect(await s3.keys()).toContain(key);

    // Served by the store itself: the bytes the server re-encoded (a PNG is stored as WebP, issue 35).
    const served = await fetch(url);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(await s3.read(key));
    expect(filesUnder(path.join(t.config.dataDir, 'media'))).toEqual([]);
  });

  it('answers /ready with the media store it checked', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', database: t.app.deps.database.kind, media: 's3' }]);
  });
});

describe('two instances on one database and one bucket', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ ...s3.env, JWT_SECRET }, { clock });
    b = await createTestApp({ ...s3.env, JWT_SECRET }, { clock, sameDatabaseAs: a });
    // Two apps to build: twice the usual time for a hook.
  }, 120_000);
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** A venue whose first item got a photo through instance A; the photo's key in the bucket. */
  async function itemPhotoThroughA() {
    const venue = await venueWithMenu(a.app);
    const photo = await venue.api.updateMedia({ type: 'item', _id: venue.items[0]._id }, await pngFile());
    expect(photo.status).toBe(200);
    const url: string = photo.json.body.cloud;
    expect(url.startsWith(`${a.config.mediaBaseUrl}/`)).toBe(true);
    return { venue, url, key: keyOf(url, a.config.mediaBaseUrl) };
  }

  it('serves through B, from the bucket, what was stored through A', async () => {
    const { key } = await itemPhotoThroughA();
    expect(await s3.keys()).toContain(key);
    const served = await b.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(await s3.read(key));
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
      'content-disposition': `inline; filename="${key.split('/').pop()}"`,
    });
    expect(served.headers['content-security-policy']).toContain('sandbox');

    const again = await b.app.inject({
      method: 'GET',
      url: `/media/${key}`,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const part = await b.app.inject({ method: 'GET', url: `/media/${key}`, headers: { range: 'bytes=0-3' } });
    expect([part.statusCode, part.headers['content-range'], part.rawPayload]).toEqual([
      206,
      `bytes 0-3/${served.rawPayload.length}`,
      served.rawPayload.subarray(0, 4),
    ]);
  });

  it('shows in B the item photo stored through A, and B deleting the item removes its object', async () => {
    const { venue, url, key } = await itemPhotoThroughA();
    const throughB = menuApi(b.app, venue.headers, venue.profile.userName);
    const menu = await throughB.snapshot();
    expect(menu.menuitems.items.find((item) => item._id === venue.items[0]._id)?.mediaUrl).toBe(url);

    const deleted = await throughB.json('/v2/deleteMenu', { _id: venue.items[0]._id, type: 'Item' });
    expect(deleted.status).toBe(200);
    expect(await s3.keys()).not.toContain(key);
    const gone = await call(a.app, { method: 'GET', url: `/media/${key}` });
    expect([gone.status, gone.json.responseStatus.errorCode]).toEqual([404, 'NOT_FOUND']);
    expect(await countJobs(a.app.deps.db, 'media.remove-object')).toEqual({ failed: expect.any(Number) });
  });

  it('removes an object later, through the removal job, when the store failed at deletion', async () => {
    const { venue, key } = await itemPhotoThroughA();
    const storage = a.app.deps.media;
    const remove = storage.remove;
    storage.remove = async () => {
      throw new Error('store unreachable');
    };
    try {
      const deleted = await venue.api.json('/v2/deleteMenu', { _id: venue.items[0]._id, type: 'Item' });
      expect(deleted.status).toBe(200);
    } finally {
      storage.remove = remove;
    }
    expect(await s3.keys()).toContain(key);
    // Not before its time: the removal tried at once gets the first five minutes.
    expect(await b.app.deps.jobs.runDue()).toBe(0);
    now = new Date(now.getTime() + 6 * 60_000);
    expect(await b.app.deps.jobs.runDue()).toBe(1);
    expect(await s3.keys()).not.toContain(key);
  });

  it('answers the 404 envelope for a key that is not in the bucket, or not a media name', async () => {
    for (const url of [
      '/media/menu-items/000000000000000000000000.png',
      '/media/uploads/..%2f..%2fetc%2fpasswd',
      '/media/uploads/x.html',
    ]) {
      const res = await call(b.app, { method: 'GET', url });
      expect([url, res.status, res.json.responseStatus.errorCode]).toEqual([url, 404, 'NOT_FOUND']);
    }
  });
});

describe('when the bucket cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...s3.env, S3_BUCKET: 'missing-bucket' });
  });
  afterAll(() => t.close());

  it('refuses an upload with 503 and counts nothing against the quota', async () => {
    const venue = await ownerWithVenue(t.app);
    const api = menuApi(t.app, venue.headers, venue.profile.userName);
    const res = await api.addCategory('Food', await pngFile());
    expect([res.status, res.json.responseStatus.errorCode, res.json.responseStatus.errorMessage]).toEqual([
      503,
      'UNAVAILABLE',
      STORE_FAILED_MESSAGE,
    ]);
    expect((await api.snapshot()).menuitems.categories).toEqual([]);
    const rows = await t.app.deps.db.execute('select count(*)::int as n from media_objects');
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it('is not ready', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect([ready.statusCode, ready.json().status]).toEqual([503, 'unavailable']);
  });
});
