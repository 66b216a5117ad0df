import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_QUOTA_BYTES_PER_PROFILE, MENU_UPLOADS_PER_PROFILE_PER_HOUR } from '@venue/shared';
import { mediaObjects } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { mp4HeaderOnly, mp4HtmlPolyglot } from '../../../test/media-files.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { profileUploadRateKey } from '../media/media.service.ts';
import { mp4Bytes, pngFile, venueWithMenu } from './menu-test-kit.ts';

/*
 * What one venue may put on our disk through the menu calls (issue 16, finding 4): files per
 * hour, bytes in all, and only MP4s that really hold a video.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedFiles = (folder: string) => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'media', folder), { recursive: true });
  } catch {
    return [];
  }
};

describe('the hourly menu upload allowance', () => {
  it('answers 429 with Retry-After once a venue has used it; edits without a file and other venues go on', async () => {
    const venue = await venueWithMenu(t.app);
    const other = await venueWithMenu(t.app);
    for (let i = 0; i < MENU_UPLOADS_PER_PROFILE_PER_HOUR; i += 1)
      await t.app.deps.rateLimiter.hit(profileUploadRateKey(venue.profile.id), MENU_UPLOADS_PER_PROFILE_PER_HOUR, 3600);

    const refused = await venue.api.addItem({ itemName: 'One Too Many', subCategory_id: venue.starters._id }, await pngFile());
    expect(refused.status).toBe(429);
    expect(refused.json.responseStatus).toMatchObject({
      errorCode: 'RATE_LIMITED',
      errorMessage: 'Too many uploads. Please try again in 60 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    for (const res of [
      await venue.api.updateMedia({ type: 'item', _id: venue.items[0]._id }, await pngFile()),
      await venue.api.editItem({ _id: venue.items[0]._id }, await pngFile()),
      await venue.api.addCategory('Drinks', await pngFile()),
      await venue.api.addHomeImage({ title: 'Diwali' }, await pngFile()),
    ])
      expect(res.status).toBe(429);

    expect((await venue.api.editItem({ _id: venue.items[0]._id, price: '130' })).status).toBe(200);
    expect((await other.api.updateMedia({ type: 'item', _id: other.items[0]._id }, await pngFile())).status).toBe(200);
  });
});

describe('the venue storage quota', () => {
  it('refuses a file that would pass 500 MB with 422 and a way out, and stores nothing', async () => {
    const venue = await venueWithMenu(t.app);
    const id = newId();
    await t.app.deps.db.insert(mediaObjects).values({
      id,
      profileId: venue.profile.id,
      path: `menu/items/${id}.mp4`,
      bytes: MEDIA_QUOTA_BYTES_PER_PROFILE - 10,
      mediaType: 'video',
    });
    const before = storedFiles('menu/items').length;
    const res = await venue.api.updateMedia({ type: 'item', _id: venue.items[0]._id }, await pngFile());
    expect(res.status).toBe(422);
    expect(res.json.responseStatus).toMatchObject({
      errorCode: 'BUSINESS_RULE',
      errorMessage:
        "This venue's photos and videos have used all of their 500 MB. Delete some you no longer use, then try again.",
    });
    expect(storedFiles('menu/items').length).toBe(before);
  });
});

describe('item videos', () => {
  it.each([
    ['a 32-byte MP4 header', mp4HeaderOnly()],
    ['an MP4 header with a web page behind it', mp4HtmlPolyglot()],
  ])('refuses %s with 400 and stores nothing', async (_label, data) => {
    const venue = await venueWithMenu(t.app);
    const before = storedFiles('menu/items').length;
    const res = await venue.api.addItem(
      { itemName: 'Tandoor Show', subCategory_id: venue.starters._id },
      { filename: 'clip.mp4', contentType: 'video/mp4', data },
    );
    expect(res.status).toBe(400);
    expect(res.json.responseStatus.errorMessage).toBe(
      'This video cannot be played. Please choose an MP4 video recorded by a phone or camera.',
    );
    expect(storedFiles('menu/items').length).toBe(before);
  });

  it('serves a stored video as a download under a CSP that lets nothing run', async () => {
    const venue = await venueWithMenu(t.app);
    const res = await venue.api.addItem(
      { itemName: 'Tandoor Show', subCategory_id: venue.starters._id },
      { filename: 'clip.mp4', contentType: 'video/mp4', data: mp4Bytes() },
    );
    const pathname = new URL(res.json.body.data.mediaUrl).pathname;
    const served = await t.app.inject({ method: 'GET', url: pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${path.basename(pathname)}"`);
    expect(served.headers['content-security-policy']).toMatch(/^default-src 'none';.*sandbox$/);
  });
});
