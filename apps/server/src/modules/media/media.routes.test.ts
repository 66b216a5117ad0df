import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_PER_USER_PER_HOUR } from '@venue/shared';
import { createUser, headersFor, multipart, call, type TestUser } from '../../../test/fixtures.ts';
import { elfFile, mp4File, phoneJpegFile, pngFile } from '../../../test/media-files.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { uploadRateKey } from './media.service.ts';

let t: TestApp;
let user: TestUser;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
  auth = await headersFor(t.app, user);
});
afterAll(() => t.close());

const spaFields = (folderName = 'profile-pictures') => ({
  chunkNumber: '0',
  totalChunks: '1',
  folderName,
  originalname: 'photo.png',
});

async function upload(
  url: string,
  fields: Record<string, string>,
  file?: { filename: string; contentType: string; data: Buffer },
  headers = auth,
) {
  const body = multipart(fields, file);
  return call(t.app, { method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

/** The dashboard appends `file` first and the text fields after it. */
function fileFirstBody(file: Buffer, fields: Record<string, string>) {
  const boundary = '----venueFileFirst';
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from('\r\n'),
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the hourly upload allowance', () => {
  it('answers 429 with Retry-After once a user has used it, and counts per user', async () => {
    const busy = await createUser(t.app);
    for (let i = 0; i < UPLOADS_PER_USER_PER_HOUR; i += 1)
      await t.app.deps.rateLimiter.hit(uploadRateKey(busy.id), UPLOADS_PER_USER_PER_HOUR, 3600);
    const file = { filename: 'photo.png', contentType: 'image/png', data: await pngFile() };
    const refused = await upload('/v1/DO-upload', spaFields(), file, await headersFor(t.app, busy));
    expect(refused.status).toBe(429);
    expect(refused.json.responseStatus).toMatchObject({
      errorCode: 'RATE_LIMITED',
      errorMessage: 'Too many uploads. Please try again in 60 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Someone else is not affected.
    expect((await upload('/v1/DO-upload', spaFields(), file)).status).toBe(200);
  });
});

describe('GET /media/…', () => {
  it('serves a stored picture inline, under a CSP that lets nothing run', async () => {
    const res = await upload('/v1/user/upload', spaFields(), {
      filename: 'photo.png',
      contentType: 'image/png',
      data: await pngFile(),
    });
    const pathname = new URL(res.json.body.imgURL).pathname;
    const served = await t.app.inject({ method: 'GET', url: pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe(`inline; filename="${path.basename(pathname)}"`);
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it.each([
    ['a file that was never stored', '/media/menu/items/0123456789abcdef01234567.webp'],
    ['a name storeUpload never writes', '/media/menu/items/page.html'],
    ['a half-written file', '/media/menu/items/0123456789abcdef01234567.webp.0123456789abcdef01234567.part'],
  ])('answers %s with the 404 envelope, never the dashboard page', async (_label, url) => {
    t.app.deps.spaIndexHtml = '<!doctype html><title>Dashboard</title>';
    try {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json.responseStatus).toMatchObject({
        success: false,
        errorCode: 'NOT_FOUND',
        errorMessage: 'This photo or video does not exist (any more).',
      });
    } finally {
      t.app.deps.spaIndexHtml = null;
    }
  });
});

describe.each(['/v1/user/upload', '/v1/DO-upload'])('POST %s', (url) => {
  it('stores a picture and answers its absolute imgURL, which the server then serves', async () => {
    const res = await upload(url, spaFields(), { filename: 'photo.png', contentType: 'image/png', data: await pngFile(30, 20) });
    expect(res.status).toBe(200);
    expect(res.json.responseStatus.success).toBe(true);
    const imgURL: string = res.json.body.imgURL;
    expect(imgURL).toMatch(new RegExp(`^${t.config.mediaBaseUrl}/uploads/profile-pictures/[0-9a-f]{24}\\.webp$`));

    const served = await t.app.inject({ method: 'GET', url: new URL(imgURL).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 30, 20]);
  });

  it('reads the fields when they come after the file', async () => {
    const body = fileFirstBody(await pngFile(), spaFields('Avatars'));
    const res = await call(t.app, { method: 'POST', url, payload: body.payload, headers: { ...auth, ...body.headers } });
    expect(res.status).toBe(200);
    expect(res.json.body.imgURL).toMatch(/\/uploads\/avatars\/[0-9a-f]{24}\.webp$/);
  });

  it('strips the GPS position from a phone photo', async () => {
    const res = await upload(url, spaFields(), {
      filename: 'IMG_0001.jpg',
      contentType: 'image/jpeg',
      data: await phoneJpegFile(),
    });
    expect(res.status).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: new URL(res.json.body.imgURL).pathname });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
  });

  it('refuses a 6 MB file with 413 and keeps nothing of it', async () => {
    const before = countStoredFiles();
    const res = await upload(url, spaFields(), {
      filename: 'huge.jpg',
      contentType: 'image/jpeg',
      data: Buffer.alloc(6 * 1024 * 1024, 0xff),
    });
    expect(res.status).toBe(413);
    expect(res.json.responseStatus).toMatchObject({
      success: false,
      errorCode: 'PAYLOAD_TOO_LARGE',
      errorMessage: 'File size exceeds 5MB limit',
    });
    expect(countStoredFiles()).toBe(before);
  });

  it('accepts a picture of almost 5 MB', async () => {
    // Random pixels barely compress: a 1300x1300 RGB PNG is about 5 MB.
    const noise = randomBytes(1250 * 1300 * 3);
    const data = await sharp(noise, { raw: { width: 1250, height: 1300, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(data.length).toBeGreaterThan(4_500_000);
    expect(data.length).toBeLessThanOrEqual(5_242_880);
    const res = await upload(url, spaFields(), { filename: 'big.png', contentType: 'image/png', data });
    expect(res.status).toBe(200);
  });

  it('refuses an executable renamed .jpg with 415', async () => {
    const res = await upload(url, spaFields(), { filename: 'photo.jpg', contentType: 'image/jpeg', data: elfFile() });
    expect(res.status).toBe(415);
    expect(res.json.responseStatus).toMatchObject({
      errorCode: 'UNSUPPORTED_MEDIA',
      errorMessage: 'Only JPG, PNG, GIF or WebP images are allowed',
    });
  });

  it('refuses video: the upload call takes pictures only', async () => {
    const res = await upload(url, spaFields(), { filename: 'clip.mp4', contentType: 'video/mp4', data: mp4File() });
    expect(res.status).toBe(415);
  });

  it.each([[{ chunkNumber: '1', totalChunks: '2' }], [{ chunkNumber: '0', totalChunks: '3' }]])(
    'refuses chunked uploads %j with 400',
    async (chunk) => {
      const res = await upload(
        url,
        { ...spaFields(), ...chunk },
        { filename: 'photo.png', contentType: 'image/png', data: await pngFile() },
      );
      expect(res.status).toBe(400);
      expect(res.json.responseStatus.errorMessage).toBe(
        'Only single-chunk uploads are supported (chunkNumber "0", totalChunks "1")',
      );
    },
  );

  it('asks for a file when none or an empty one is sent', async () => {
    const none = await upload(url, spaFields());
    expect([none.status, none.json.responseStatus.errorMessage]).toEqual([400, 'Please choose a file to upload']);
    const empty = await upload(url, spaFields(), { filename: 'photo.png', contentType: 'image/png', data: Buffer.alloc(0) });
    expect([empty.status, empty.json.responseStatus.errorMessage]).toEqual([400, 'Please choose a file to upload']);
  });

  it('refuses a second file in one form', async () => {
    const png = await pngFile();
    const boundary = '----venueTwoFiles';
    const filePart = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([filePart('file'), filePart('file2'), Buffer.from(`--${boundary}--\r\n`)]);
    const res = await call(t.app, {
      method: 'POST',
      url,
      payload,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect([res.status, res.json.responseStatus.errorMessage]).toEqual([400, 'Upload one file at a time']);
  });

  it('refuses a body that is not a form', async () => {
    const res = await call(t.app, { method: 'POST', url, payload: { file: 'data:image/png;base64,AAAA' }, headers: auth });
    expect(res.status).toBe(400);
    expect(res.json.responseStatus.success).toBe(false);
  });

  it('needs a logged-in caller', async () => {
    const res = await upload(url, spaFields(), { filename: 'photo.png', contentType: 'image/png', data: await pngFile() }, {});
    expect(res.status).toBe(401);
    expect(res.json.responseStatus.errorCode).toBe('UNAUTHENTICATED');
  });

  it('keeps a hostile folder name inside the media directory', async () => {
    const res = await upload(url, spaFields('../../../../tmp/Owned'), {
      filename: 'photo.png',
      contentType: 'image/png',
      data: await pngFile(),
    });
    expect(res.status).toBe(200);
    const stored = new URL(res.json.body.imgURL).pathname.replace(/^\/media\//, '');
    expect(stored).toMatch(/^uploads\/tmp\/owned\/[0-9a-f]{24}\.webp$/);
    expect(existsSync(path.join(t.config.dataDir, 'media', stored))).toBe(true);
  });
});

function countStoredFiles(): number {
  const root = path.join(t.config.dataDir, 'media');
  return existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
    : 0;
}
