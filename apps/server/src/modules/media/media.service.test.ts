import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_QUOTA_BYTES_PER_PROFILE } from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import { mediaObjects } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { createBusinessProfile, createUser, ownerContext } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  animatedGifFile,
  brokenPngFile,
  elfFile,
  gifFile,
  mp4File,
  mp4HeaderOnly,
  mp4HtmlPolyglot,
  peFile,
  phoneJpegFile,
  pngClaiming,
  pngFile,
  webpFile,
} from '../../../test/media-files.ts';
import {
  deleteStoredMedia,
  mediaPathFromUrl,
  mediaUrl,
  mediaUrlCheckFor,
  MEDIA_URL_MESSAGES,
  sanitizeFolder,
  storeUpload,
} from './media.service.ts';

const quietLog = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;

let t: TestApp;
let dataDir: string;
let config: AppConfig;
let ctx: ProfileContext;

/** The owner of a new venue, acting in it. */
async function venueContext(): Promise<ProfileContext> {
  const owner = await createUser(t.app);
  const profile = await createBusinessProfile(t.app, owner);
  return ownerContext(t.app, owner, profile, { config, log: quietLog });
}

beforeAll(async () => {
  t = await createTestApp({ MEDIA_BASE_URL: 'https://cdn.example.in/media' });
  config = t.config;
  dataDir = config.dataDir;
  ctx = await venueContext();
});
afterAll(() => t.close());

const fileOf = (stored: { path: string }) => path.join(dataDir, 'media', stored.path);

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('storeUpload', () => {
  it('stores a PNG as a WebP (transparency kept) under DATA_DIR/media/<folder> with a generated name and an absolute URL', async () => {
    const stored = await storeUpload(ctx, { data: await pngFile(30, 20), filename: 'my photo.png' }, { folder: 'menu-items' });
    expect(stored).not.toBeNull();
    expect(stored!.path).toMatch(/^menu-items\/[0-9a-f]{24}\.webp$/);
    expect(stored!.url).toBe(`https://cdn.example.in/media/${stored!.path}`);
    expect(stored!.mediaType).toBe('image');
    const meta = await sharp(readFileSync(fileOf(stored!))).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([30, 20, true]);
  });

  it('stores a 500×500 photo crop as a WebP a fraction of its PNG (issue 35: crops were 700 KB PNGs)', async () => {
    // A photo-like crop: colour gradients with sensor grain, a ~700 KB PNG as the crop dialog makes.
    const width = 500;
    const raw = Buffer.alloc(width * width * 3);
    let seed = 12345;
    for (let pixel = 0; pixel < width * width; pixel += 1) {
      const [row, column] = [Math.floor(pixel / width), pixel % width];
      for (let channel = 0; channel < 3; channel += 1) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        raw[pixel * 3 + channel] = (((row + column * (channel + 1)) >> 2) % 200) + (seed % 24);
      }
    }
    const png = await sharp(raw, { raw: { width, height: width, channels: 3 } })
      .png()
      .toBuffer();
    const stored = await storeUpload(ctx, { data: png, filename: 'dish-cropped.png' }, { folder: 'menu-items' });
    const written = readFileSync(fileOf(stored!));
    const meta = await sharp(written).metadata();
    expect([stored!.path.endsWith('.webp'), meta.format, meta.width, meta.height]).toEqual([true, 'webp', 500, 500]);
    expect(png.length).toBeGreaterThan(600_000);
    expect(written.length).toBeLessThan(png.length / 10);
  });

  it('applies the EXIF orientation and strips all metadata (GPS included) from a phone JPEG', async () => {
    const original = await phoneJpegFile();
    const before = await sharp(original).metadata();
    // The fixture really carries what must go: GPS IFD pointer (tag 0x8825), make, orientation.
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from([0x88, 0x25])) || before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.exif!.toString('latin1')).toContain('TestCam');
    expect(before.orientation).toBe(6);

    const stored = await storeUpload(ctx, { data: original, filename: 'IMG_0001.jpg' }, { folder: 'avatars' });
    const written = readFileSync(fileOf(stored!));
    const after = await sharp(written).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(written.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(written.includes(Buffer.from('TestCam'))).toBe(false);
    // Turned upright: 40x20 with orientation 6 is a 20x40 picture.
    expect([after.width, after.height]).toEqual([20, 40]);
  });

  it('accepts GIF and WebP and keeps their formats', async () => {
    const gif = await storeUpload(ctx, { data: await gifFile(), filename: 'a.gif' }, { folder: 'x' });
    const webp = await storeUpload(ctx, { data: await webpFile(), filename: 'a.webp' }, { folder: 'x' });
    expect(gif!.path).toMatch(/\.gif$/);
    expect(webp!.path).toMatch(/\.webp$/);
    expect((await sharp(readFileSync(fileOf(gif!))).metadata()).format).toBe('gif');
    expect((await sharp(readFileSync(fileOf(webp!))).metadata()).format).toBe('webp');
  });

  it('keeps every frame of an animated GIF, also when shrinking it', async () => {
    const stored = await storeUpload(ctx, { data: await animatedGifFile(3000), filename: 'dance.gif' }, { folder: 'x' });
    const meta = await sharp(readFileSync(fileOf(stored!)), { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.width, meta.pageHeight]).toEqual(['gif', 2, 2048, 14]);
  });

  it('shrinks a picture whose long side passes 2048 pixels', async () => {
    const stored = await storeUpload(ctx, { data: await pngFile(3000, 1000), filename: 'wide.png' }, { folder: 'x' });
    const meta = await sharp(readFileSync(fileOf(stored!))).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 683]);
  });

  it.each([
    ['a 32-byte MP4 header with no movie', mp4HeaderOnly()],
    ['an MP4 header followed by a web page', mp4HtmlPolyglot()],
    ['a real MP4 with a web page after it', Buffer.concat([mp4File(), Buffer.from('<html><script>alert(1)</script></html>')])],
  ])('refuses %s with 400 and stores nothing', async (_label, data) => {
    const error = await appErrorOf(storeUpload(ctx, { data, filename: 'clip.mp4' }, { folder: 'fake-videos', allowVideo: true }));
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'BAD_REQUEST',
      'This video cannot be played. Please choose an MP4 video recorded by a phone or camera.',
    ]);
    expect(existsSync(path.join(dataDir, 'media', 'fake-videos'))).toBe(false);
  });

  it('accepts an MP4 only when video is allowed, and stores it unchanged', async () => {
    const video = mp4File();
    const refused = await appErrorOf(storeUpload(ctx, { data: video, filename: 'clip.mp4' }, { folder: 'x' }));
    expect([refused.status, refused.code, refused.message]).toEqual([
      415,
      'UNSUPPORTED_MEDIA',
      'Only JPG, PNG, GIF or WebP images are allowed',
    ]);

    const stored = await storeUpload(ctx, { data: video, filename: 'clip.mp4' }, { folder: 'menu-items', allowVideo: true });
    expect(stored!.mediaType).toBe('video');
    expect(stored!.path).toMatch(/^menu-items\/[0-9a-f]{24}\.mp4$/);
    expect(readFileSync(fileOf(stored!)).equals(video)).toBe(true);
  });

  it.each([
    ['an ELF executable renamed .jpg', elfFile()],
    ['a Windows executable renamed .jpg', peFile()],
    ['an SVG (scripts can hide in it)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['plain text', Buffer.from('just some words, not a picture at all')],
  ])('refuses %s with 415 whatever its name', async (_label, data) => {
    const imageOnly = await appErrorOf(storeUpload(ctx, { data, filename: 'photo.jpg' }, { folder: 'x' }));
    expect([imageOnly.status, imageOnly.message]).toEqual([415, 'Only JPG, PNG, GIF or WebP images are allowed']);
    const withVideo = await appErrorOf(storeUpload(ctx, { data, filename: 'photo.jpg' }, { folder: 'x', allowVideo: true }));
    expect([withVideo.status, withVideo.message]).toEqual([415, 'Only JPG, PNG, GIF, WebP images or MP4 videos are allowed']);
  });

  it('refuses bytes over 5,242,880 with 413', async () => {
    const error = await appErrorOf(storeUpload(ctx, { data: Buffer.alloc(5_242_881, 1), filename: 'big.jpg' }, { folder: 'x' }));
    expect([error.status, error.code, error.message]).toEqual([413, 'PAYLOAD_TOO_LARGE', 'File size exceeds 5MB limit']);
  });

  it('refuses a picture claiming more than 40 megapixels before decoding it', async () => {
    const bomb = await pngClaiming(8000, 8000);
    expect(bomb.length).toBeLessThan(1000);
    const error = await appErrorOf(storeUpload(ctx, { data: bomb, filename: 'bomb.png' }, { folder: 'x' }));
    expect([error.status, error.code]).toEqual([422, 'BUSINESS_RULE']);
  });

  it('refuses a damaged image with 400 and writes nothing', async () => {
    const error = await appErrorOf(
      storeUpload(ctx, { data: await brokenPngFile(), filename: 'broken.png' }, { folder: 'broken-only' }),
    );
    expect([error.status, error.code]).toEqual([400, 'BAD_REQUEST']);
    expect(existsSync(path.join(dataDir, 'media', 'broken-only'))).toBe(false);
  });

  it('answers null for an empty or absent file (clear the media)', async () => {
    expect(await storeUpload(ctx, { data: Buffer.alloc(0), filename: '' }, { folder: 'x' })).toBeNull();
    expect(await storeUpload(ctx, undefined, { folder: 'x' })).toBeNull();
    expect(await storeUpload(ctx, null, { folder: 'x' })).toBeNull();
  });

  it('never writes outside the media directory, whatever the folder name', async () => {
    const stored = await storeUpload(ctx, { data: await pngFile(), filename: 'x.png' }, { folder: '../../../etc/Evil Folder' });
    expect(stored!.path).toMatch(/^etc\/evil-folder\/[0-9a-f]{24}\.webp$/);
    expect(existsSync(fileOf(stored!))).toBe(true);
  });
});

describe('sanitizeFolder', () => {
  it.each([
    ['Main Course', 'main-course'],
    ['../..', 'misc'],
    ['..\\..\\windows', 'windows'],
    ['a/./b/../c/d', 'a/b/c'],
    ['Starters & Snacks!', 'starters-snacks'],
    ['', 'misc'],
    ['x'.repeat(80), 'x'.repeat(40)],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFolder(input)).toBe(expected);
  });
});

describe('mediaUrl and mediaPathFromUrl', () => {
  it('prefixes relative paths, keeps absolute http(s) URLs, maps empty to null', () => {
    expect(mediaUrl(config, 'menu-items/a.png')).toBe('https://cdn.example.in/media/menu-items/a.png');
    expect(mediaUrl(config, '/menu-items/a.png')).toBe('https://cdn.example.in/media/menu-items/a.png');
    expect(mediaUrl(config, 'https://images.example.com/x.jpg')).toBe('https://images.example.com/x.jpg');
    expect(mediaUrl(config, 'HTTP://old.example.com/x.jpg')).toBe('HTTP://old.example.com/x.jpg');
    expect(mediaUrl(config, '')).toBeNull();
    expect(mediaUrl(config, null)).toBeNull();
  });

  it('turns our own URLs back into paths and leaves others alone', () => {
    expect(mediaPathFromUrl(config, 'https://cdn.example.in/media/uploads/a.png')).toBe('uploads/a.png');
    expect(mediaPathFromUrl(config, 'https://elsewhere.example.com/media/a.png')).toBe(
      'https://elsewhere.example.com/media/a.png',
    );
  });
});

describe('deleteStoredMedia', () => {
  it('deletes a stored file by its path or its URL', async () => {
    const first = await storeUpload(ctx, { data: await pngFile(), filename: 'a.png' }, { folder: 'gone' });
    const second = await storeUpload(ctx, { data: await pngFile(), filename: 'b.png' }, { folder: 'gone' });
    await deleteStoredMedia(ctx, first!.path);
    await deleteStoredMedia(ctx, second!.url);
    expect(existsSync(fileOf(first!))).toBe(false);
    expect(existsSync(fileOf(second!))).toBe(false);
    // Already gone: still no error.
    await expect(deleteStoredMedia(ctx, first!.path)).resolves.toBeUndefined();
  });

  it('ignores anything that is not a generated media path', async () => {
    const keep = await storeUpload(ctx, { data: await pngFile(), filename: 'a.png' }, { folder: 'kept' });
    const canary = path.join(dataDir, 'canary.png');
    writeFileSync(canary, 'keep me');
    const keptDir = path.dirname(keep!.path);
    for (const target of [
      '../canary.png',
      `${keptDir}/../../canary.png`,
      canary,
      `https://images.example.com/${keep!.path}`,
      keptDir,
      '',
      null,
    ]) {
      await deleteStoredMedia(ctx, target);
    }
    expect(existsSync(fileOf(keep!))).toBe(true);
    expect(existsSync(canary)).toBe(true);
  });
});

describe('media ownership and quota', () => {
  const ownedPaths = async (profileId: string) =>
    (await t.app.deps.db.select().from(mediaObjects).where(eq(mediaObjects.profileId, profileId))).map((row) => [
      row.path,
      row.bytes,
      row.mediaType,
    ]);

  it('records every stored file as a media object of the active venue, with its size on disk', async () => {
    const venue = await venueContext();
    const stored = await storeUpload(venue, { data: await pngFile(), filename: 'a.png' }, { folder: 'menu/items' });
    expect(await ownedPaths(venue.profile.id)).toEqual([[stored!.path, readFileSync(fileOf(stored!)).length, 'image']]);
  });

  it("never deletes another venue's file, even when asked by its path or URL", async () => {
    const venueA = await venueContext();
    const venueB = await venueContext();
    const ofB = await storeUpload(venueB, { data: await pngFile(), filename: 'b.png' }, { folder: 'menu/items' });
    await deleteStoredMedia(venueA, ofB!.path);
    await deleteStoredMedia(venueA, ofB!.url);
    expect(existsSync(fileOf(ofB!))).toBe(true);
    expect(await ownedPaths(venueB.profile.id)).toHaveLength(1);
  });

  it('refuses a file that would pass the venue quota with 422, and stores nothing', async () => {
    const venue = await venueContext();
    // A venue that already keeps all but 100 bytes of its quota.
    await t.app.deps.db.insert(mediaObjects).values({
      id: '0123456789abcdef01234567',
      profileId: venue.profile.id,
      path: 'menu/items/0123456789abcdef01234567.mp4',
      bytes: MEDIA_QUOTA_BYTES_PER_PROFILE - 100,
      mediaType: 'video',
    });
    const error = await appErrorOf(storeUpload(venue, { data: await pngFile(), filename: 'a.png' }, { folder: 'quota-full' }));
    expect([error.status, error.code, error.message]).toEqual([
      422,
      'BUSINESS_RULE',
      "This venue's photos and videos have used all of their 500 MB. Delete some you no longer use, then try again.",
    ]);
    expect(existsSync(path.join(dataDir, 'media', 'quota-full'))).toBe(false);
    expect(await ownedPaths(venue.profile.id)).toHaveLength(1);
  });

  it('frees the quota when a file is deleted', async () => {
    const venue = await venueContext();
    const stored = await storeUpload(venue, { data: await pngFile(), filename: 'a.png' }, { folder: 'x' });
    await deleteStoredMedia(venue, stored!.path);
    expect(await ownedPaths(venue.profile.id)).toEqual([]);
  });
});

describe('mediaUrlCheckFor (spreadsheet Media URLs)', () => {
  it("accepts the venue's own media and links elsewhere; refuses scripts, data, relative paths and other venues' media", async () => {
    const venueA = await venueContext();
    const venueB = await venueContext();
    const ofA = await storeUpload(venueA, { data: await pngFile(), filename: 'a.png' }, { folder: 'menu/items' });
    const ofB = await storeUpload(venueB, { data: await pngFile(), filename: 'b.png' }, { folder: 'menu/items' });
    const check = await mediaUrlCheckFor(venueA);
    expect(check('')).toBeNull();
    expect(check(ofA!.url)).toBeNull();
    expect(check('https://images.example.com/paneer.jpg')).toBeNull();
    expect(check('http://images.example.com/paneer.jpg')).toBeNull();
    expect(check(ofB!.url)).toBe(MEDIA_URL_MESSAGES.notInThisMenu);
    expect(check(`http://cdn.example.in:8080/media/${ofB!.path}`)).toBe(MEDIA_URL_MESSAGES.notInThisMenu);
    expect(check('javascript:alert(document.cookie)')).toBe(MEDIA_URL_MESSAGES.notALink);
    expect(check('data:image/png;base64,iVBORw0KGgo=')).toBe(MEDIA_URL_MESSAGES.notALink);
    expect(check(`/media/${ofB!.path}`)).toBe(MEDIA_URL_MESSAGES.notALink);
    expect(check(ofB!.path)).toBe(MEDIA_URL_MESSAGES.notALink);
    expect(check(`https://images.example.com/${'x'.repeat(2100)}`)).toBe(MEDIA_URL_MESSAGES.tooLong);
  });
});
