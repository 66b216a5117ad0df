import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranslationsBodySchema, type TranslationsBody } from '@venue/shared';
import { call } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { venueWithMenu } from './menu-test-kit.ts';

/*
 * The menu in the guest's language (decisions §7): languages, translations through the draft and
 * Publish, and the guest page in the chosen language.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Venue = Awaited<ReturnType<typeof venueWithMenu>>;

const put = (venue: Venue, url: string, payload: object) => call(t.app, { method: 'PUT', url, headers: venue.headers, payload });

async function translations(venue: Venue, lang: string): Promise<TranslationsBody> {
  const res = await call(t.app, { method: 'GET', url: `/v2/translations?lang=${lang}`, headers: venue.headers });
  expect(res.status).toBe(200);
  return TranslationsBodySchema.parse(res.json.body);
}

async function translate(venue: Venue, payload: object) {
  const res = await put(venue, '/v2/translations', { lang: 'hi', ...payload });
  expect(res.status, res.raw.body).toBe(200);
  return res.json.body;
}

async function publish(venue: Venue) {
  const res = await call(t.app, { method: 'POST', url: '/v2/publish-menu', headers: venue.headers, payload: {} });
  expect(res.status).toBe(200);
}

const guestPage = (venue: Venue, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/v/${venue.profile.userName}${query}`, headers });

/** The dishes' names as the page's cards show them. */
const cardNames = (html: string) => [...html.matchAll(/class="pm-card-open"[^>]*>([^<]*)</g)].map((match) => match[1]);

/** A venue whose menu offers Hindi, with a variety on its first dish. */
async function hindiVenue() {
  const venue = await venueWithMenu(t.app);
  const edit = await venue.api.editItem({
    _id: venue.items[0]._id,
    description: 'Smoky cottage cheese',
    varietyArr: JSON.stringify([{ name: 'Half', price: 120 }]),
  });
  expect(edit.status).toBe(200);
  expect((await put(venue, '/v2/menu-languages', { languages: ['hi'] })).status).toBe(200);
  return venue;
}

describe('the menu languages (decisions §7)', () => {
  it("answers the menu's own language first, saves the extra ones and refuses a language without a font here", async () => {
    const venue = await venueWithMenu(t.app);
    const before = await call(t.app, { method: 'GET', url: '/v2/menu-languages', headers: venue.headers });
    expect(before.status).toBe(200);
    expect(before.json.body.languages).toEqual(['en']);
    expect(before.json.body.available.map((language: { code: string }) => language.code)).toEqual(
      expect.arrayContaining(['en', 'hi', 'ta', 'bn', 'te', 'kn', 'ml', 'gu', 'pa', 'mr']),
    );

    const saved = await put(venue, '/v2/menu-languages', { languages: ['hi', 'en', 'ta', 'hi'] });
    expect(saved.status).toBe(200);
    expect(saved.json.body.languages).toEqual(['en', 'hi', 'ta']);
    const after = await call(t.app, { method: 'GET', url: '/v2/menu-languages', headers: venue.headers });
    expect(after.json.body.languages).toEqual(['en', 'hi', 'ta']);

    // Urdu is a scheduled language, but no font for its script ships here.
    const refused = await put(venue, '/v2/menu-languages', { languages: ['ur'] });
    expect(refused.status).toBe(400);
    expect(refused.json.responseStatus.errorMessage).toMatch(/Choose languages from: en, as, bn/);
  });
});

describe('translations (decisions §7)', () => {
  it('lists every entity beside its translation with the missing counts, and refuses what it cannot save', async () => {
    const venue = await hindiVenue();
    const empty = await translations(venue, 'hi');
    // 1 category, 2 subcategories, 3 dishes, 1 variety: all missing.
    expect(empty.total).toEqual({ category: 1, subCategory: 2, item: 3, variety: 1, total: 7 });
    expect(empty.missing).toEqual(empty.total);
    expect(empty.entries.map((entry) => [entry.entityType, entry.original.name])).toEqual([
      ['category', 'Food'],
      ['subCategory', 'Starters'],
      ['item', 'Paneer Tikka'],
      ['variety', 'Half'],
      ['item', 'Chicken 65'],
      ['item', 'Masala Papad'],
      ['subCategory', 'Mains'],
    ]);

    const paneer = venue.items[0]._id;
    const saved = await translate(venue, { entityType: 'item', _id: paneer, name: 'पनीर टिक्का' });
    // The name alone: the dish has a description, so it is still missing.
    expect(saved.entry).toMatchObject({ name: 'पनीर टिक्का', description: '', missing: true });
    const both = await translate(venue, { entityType: 'item', _id: paneer, name: 'पनीर टिक्का', description: 'धुएँदार पनीर' });
    expect(both.entry.missing).toBe(false);
    expect(both.missing).toMatchObject({ item: 2, total: 6 });
    await translate(venue, { entityType: 'variety', _id: `${paneer}:0`, name: 'आधा' });
    await translate(venue, { entityType: 'category', _id: venue.category._id, name: 'खाना' });
    const listed = await translations(venue, 'hi');
    expect(listed.missing).toEqual({ category: 0, subCategory: 2, item: 2, variety: 0, total: 4 });
    expect(listed.entries.find((entry) => entry.entityType === 'variety')).toMatchObject({ _id: `${paneer}:0`, name: 'आधा' });

    // An empty name clears the translation.
    expect((await translate(venue, { entityType: 'category', _id: venue.category._id, name: '' })).entry.missing).toBe(true);

    const refusals = [
      [{ entityType: 'item', _id: paneer, lang: 'ta', name: 'x' }, 422],
      [{ entityType: 'item', _id: paneer, lang: 'en', name: 'x' }, 400],
      [{ entityType: 'item', _id: paneer, lang: 'xx', name: 'x' }, 400],
      [{ entityType: 'category', _id: venue.category._id, lang: 'hi', name: 'x', description: 'y' }, 422],
      [{ entityType: 'item', _id: '65a1c0de0000000000000999', lang: 'hi', name: 'x' }, 404],
      [{ entityType: 'variety', _id: `${paneer}:3`, lang: 'hi', name: 'x' }, 404],
    ] as const;
    for (const [payload, status] of refusals) expect((await put(venue, '/v2/translations', payload)).status).toBe(status);
  });

  it('keeps translations in the draft until Publish, then shows them to guests in their language', async () => {
    const venue = await hindiVenue();
    await publish(venue);
    const paneer = venue.items[0]._id;
    await translate(venue, { entityType: 'item', _id: paneer, name: 'पनीर टिक्का', description: 'धुएँदार पनीर' });
    await translate(venue, { entityType: 'variety', _id: `${paneer}:0`, name: 'आधा' });
    await translate(venue, { entityType: 'subCategory', _id: venue.starters._id, name: 'स्टार्टर' });

    // A draft change like any other: counted, and not yet what guests see.
    expect((await venue.api.snapshot()).menuitems.unpublishedChanges).toBeGreaterThan(0);
    const draftPage = await guestPage(venue, '?lang=hi');
    expect(draftPage.statusCode).toBe(200);
    expect(cardNames(draftPage.body)).toEqual(['Paneer Tikka', 'Chicken 65', 'Masala Papad']);

    await publish(venue);
    const page = await guestPage(venue, '?lang=hi');
    expect(page.body).toContain('<html lang="hi">');
    // Untranslated dishes fall back to the menu's own text.
    expect(cardNames(page.body)).toEqual(['पनीर टिक्का', 'Chicken 65', 'Masala Papad']);
    expect(page.body).toContain('स्टार्टर');
    expect(page.body).toContain('धुएँदार पनीर');
    expect(page.body).toContain('आधा');
    // The card keeps the menu's own words, for a search in English.
    expect(page.body).toContain('&quot;original&quot;:{&quot;name&quot;:&quot;Paneer Tikka&quot;');
    const base = `http://localhost:3000/v/${venue.profile.userName}`;
    for (const [lang, href] of [
      ['en', base],
      ['hi', `${base}?lang=hi`],
      ['x-default', base],
    ])
      expect(page.body).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}">`);
    const englishLink = /<a ([^>]*)>English<\/a>/.exec(page.body)?.[1];
    expect(englishLink).toContain('class="pm-language"');
    expect(englishLink).toMatch(/href="\/v\/[^"]+\?lang=en"/);
    expect(englishLink).toMatch(/hreflang="en"/i);
    expect(/<a ([^>]*)>हिन्दी<\/a>/.exec(page.body)?.[1]).toContain('aria-current="true"');
    // On the English page Hindi is named in English: that page names no Devanagari font to draw "हिन्दी".
    const english = await guestPage(venue, '?lang=en');
    expect(/<a ([^>]*)>Hindi<\/a>/.exec(english.body)?.[1]).toMatch(/hreflang="hi"/i);
    expect(page.headers['set-cookie']).toMatch(/^pm_lang=hi; Path=\/v\/;/);
  });

  it('picks the language from the browser on a first visit and from the guest’s choice after it', async () => {
    const venue = await hindiVenue();
    await translate(venue, { entityType: 'item', _id: venue.items[1]._id, name: 'चिकन 65' });

    const hindiBrowser = await guestPage(venue, '', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindiBrowser.body).toContain('<html lang="hi">');
    expect(cardNames(hindiBrowser.body)).toContain('चिकन 65');
    expect(String(hindiBrowser.headers.vary)).toMatch(/accept-language/);
    // A language the menu does not offer, then English: the menu's own.
    const tamilBrowser = await guestPage(venue, '', { 'accept-language': 'ta,en;q=0.5,hi;q=0.4' });
    expect(tamilBrowser.body).toContain('<html lang="en">');
    // The guest chose English before: the browser's Hindi no longer wins.
    const chosen = await guestPage(venue, '', { 'accept-language': 'hi', cookie: 'pm_lang=en' });
    expect(chosen.body).toContain('<html lang="en">');
    expect(cardNames(chosen.body)).toContain('Chicken 65');
    // The address wins over both.
    expect((await guestPage(venue, '?lang=hi', { cookie: 'pm_lang=en' })).body).toContain('<html lang="hi">');
    // A language the menu no longer offers is the menu's own.
    expect((await put(venue, '/v2/menu-languages', { languages: [] })).status).toBe(200);
    const dropped = await guestPage(venue, '?lang=hi');
    expect(dropped.body).toContain('<html lang="en">');
    expect(dropped.body).not.toContain('hreflang');
  });

  it('names only the chosen script’s Noto font, and serves it', async () => {
    const venue = await hindiVenue();
    const english = await guestPage(venue);
    expect(english.body).not.toContain('@font-face');
    const hindi = await guestPage(venue, '?lang=hi');
    const faces = [...hindi.body.matchAll(/@font-face\{[^}]*\}/g)].map((match) => match[0]);
    // The regular weight only (the page's bold is drawn from it), fetched with the page.
    expect(faces).toHaveLength(1);
    for (const face of faces) {
      expect(face).toContain("font-family:'Noto Sans Devanagari'");
      expect(face).toMatch(/unicode-range:U\+0900-097F/);
    }
    expect(hindi.body).not.toMatch(/Noto Sans (Tamil|Bengali)/);
    const file = /url\((\/public-menu\/fonts\/[^)]+)\)/.exec(faces[0]!)![1]!;
    expect(hindi.body).toContain(`<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin>`);
    expect(english.body).not.toContain('as="font"');
    const font = await t.app.inject({ method: 'GET', url: file });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await t.app.inject({ method: 'GET', url: '/public-menu/fonts/secret.woff2' })).statusCode).toBe(404);
  });
});
