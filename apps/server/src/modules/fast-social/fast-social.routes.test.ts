import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FAST_SOCIAL_MESSAGES, LINK_CLICK_WINDOW_SECONDS } from '@venue/shared';
import { auditEvents, profiles, socialLinkClicks, socialLinks, subscriptions } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { writePublicProfiles } from '../profiles/profiles.service.ts';
import { readLinkPage } from '../public-pages/public-pages.service.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { race } from '../../../test/races.ts';

/*
 * The link page's editor calls and its public side (issue 13, decisions §6 "Link page"): saving
 * links all or nothing, order, schedule, counted redirects, the vCard and who may write.
 */

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** Noon on 23 November 2026 in India. */
const NOON_IST = new Date('2026-11-23T06:30:00Z');

let now = NOON_IST;
let t: TestApp;
let venue: Awaited<ReturnType<typeof ownerWithVenue>>;
let accountId: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  venue = await ownerWithVenue(t.app);
  const all = await readAll();
  expect(all.status).toBe(200);
  accountId = all.json.body.accountId;
});
afterAll(() => t.close());

const readAll = (headers = venue.headers, userName = venue.profile.userName) =>
  call(t.app, { method: 'GET', url: `/fast-social/all?userName=${encodeURIComponent(userName)}`, headers });
const save = (link: object[], headers = venue.headers, account = accountId) =>
  call(t.app, { method: 'POST', url: '/fast-social/links', headers, payload: { accountId: account, links: { link } } });
const deleteLink = (id: string) =>
  call(t.app, { method: 'DELETE', url: '/fast-social/links', headers: venue.headers, payload: { _id: id } });
const storedLinks = () =>
  t.app.deps.db.select().from(socialLinks).where(eq(socialLinks.profileId, venue.profile.id)).orderBy(socialLinks.position);
const link = (name: string, extra: object = {}) => ({ name, url: `https://example.in/${name}`, icon: 'website', ...extra });
/** The hrefs of the owner's links on the public page, in page order. */
async function publicLinkNames(): Promise<string[]> {
  const page = await t.app.inject({ method: 'GET', url: `/v/${venue.profile.userName}/links` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('no-store');
  const stored = await storedLinks();
  const hrefs = [...page.body.matchAll(new RegExp(`href="/v/${venue.profile.userName}/l/([0-9a-f]{24})"`, 'g'))].map((m) => m[1]);
  return hrefs.map((id) => stored.find((row) => row.id === id)?.name ?? `unknown ${id}`);
}
let addressCounter = 0;
/** A guest's address not seen before: a click counts once per address and link per window. */
const nextAddress = () => {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
};
const follow = (linkId: string, userAgent: string | null = BROWSER, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'GET',
    url: `/v/${venue.profile.userName}/l/${linkId}`,
    headers: userAgent === null ? {} : { 'user-agent': userAgent },
    remoteAddress,
  });

async function clearLinks() {
  await t.app.deps.db.delete(socialLinks).where(eq(socialLinks.profileId, venue.profile.id));
}

describe('GET /fast-social/all', () => {
  it('answers the three sections and one account, made on the first read and kept after', async () => {
    const again = await readAll();
    expect(again.json.body.accountId).toBe(accountId);
    expect(Object.keys(again.json.body.sections)).toEqual(['Basic Details', 'Contact Details', 'Links']);
    expect(again.json.body.sections['Basic Details']).toMatchObject({ username: venue.profile.userName, email: null });
    expect(again.json.body.verified).toBe(false);
  });

  it('answers 404 for a venue the caller is not a member of, and for an unknown name', async () => {
    const other = await ownerWithVenue(t.app);
    expect((await readAll(other.headers)).status).toBe(404);
    expect((await readAll(venue.headers, 'no_such_venue')).status).toBe(404);
  });
});

describe('POST /fast-social/links', () => {
  it('refuses javascript:, data: and vbscript: links with the message', async () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      const res = await save([{ ...link('Bad'), url }]);
      expect(res.status, url).toBe(400);
      expect(res.json.responseStatus.errorMessage, url).toBe(FAST_SOCIAL_MESSAGES.urlScheme);
    }
    expect(await storedLinks()).toEqual([]);
  });

  it('writes nothing when the third of three links is invalid, or names a link of another venue', async () => {
    await clearLinks();
    const bad = await save([link('One'), link('Two'), { ...link('Three'), url: 'javascript:void(0)' }]);
    expect(bad.status).toBe(400);
    expect(await storedLinks()).toEqual([]);

    const other = await ownerWithVenue(t.app);
    const otherAccount = (await readAll(other.headers, other.profile.userName)).json.body.accountId;
    const theirs = await save([link('Theirs')], other.headers, otherAccount);
    const theirId = theirs.json.body.sections.Links[0]._id;
    const foreign = await save([link('One'), link('Two'), { ...link('Three'), _id: theirId }]);
    expect(foreign.status).toBe(404);
    expect(foreign.json.responseStatus.errorMessage).toBe(FAST_SOCIAL_MESSAGES.linkNotFound);
    expect(await storedLinks()).toEqual([]);
    const untouched = await t.app.deps.db.select().from(socialLinks).where(eq(socialLinks.id, theirId));
    expect(untouched[0]).toMatchObject({ name: 'Theirs', profileId: other.profile.id });

    expect((await save([link('Mine')], venue.headers, otherAccount)).status).toBe(404);
    expect(await storedLinks()).toEqual([]);
  });

  it('stores the order of the list, updates by _id, and closes the gap after a delete', async () => {
    await clearLinks();
    const first = await save([link('A'), link('B'), link('C')]);
    expect(first.status).toBe(200);
    const [a, b, c] = first.json.body.sections.Links as Array<{ _id: string; order: number }>;
    expect(first.json.body.sections.Links.map((entry: { name: string; order: number }) => [entry.name, entry.order])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    const reordered = await save([
      { ...link('C'), _id: c!._id },
      { ...link('A renamed'), _id: a!._id, icon: 'instagram' },
      { ...link('B'), _id: b!._id },
    ]);
    expect(reordered.status).toBe(200);
    expect((await storedLinks()).map((row) => [row.id, row.name, row.position, row.icon])).toEqual([
      [c!._id, 'C', 1, 'website'],
      [a!._id, 'A renamed', 2, 'instagram'],
      [b!._id, 'B', 3, 'website'],
    ]);
    expect(await publicLinkNames()).toEqual(['C', 'A renamed', 'B']);

    const removed = await deleteLink(a!._id);
    expect(removed.status).toBe(200);
    expect((await storedLinks()).map((row) => [row.name, row.position])).toEqual([
      ['C', 1],
      ['B', 2],
    ]);
    const trail = await t.app.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.profileId, venue.profile.id), eq(auditEvents.entityId, accountId)))
      .orderBy(auditEvents.createdAt);
    const last = trail.at(-1)!;
    expect(last.action).toBe('fast-social.links-changed');
    expect(last.actorUserId).toBe(venue.owner.id);
    expect((last.before as { links: Array<{ name: string }> }).links.map((entry) => entry.name)).toEqual(['C', 'A renamed', 'B']);
    expect((last.after as { links: Array<{ name: string }> }).links.map((entry) => entry.name)).toEqual(['C', 'B']);
    expect((await deleteLink(a!._id)).status).toBe(404);
  });
});

describe('the public link page and its redirects', () => {
  it('shows a link scheduled for tomorrow only from tomorrow, and one switched off never', async () => {
    await clearLinks();
    now = NOON_IST;
    const tomorrowIst = '2026-11-24T00:00:00+05:30';
    const saved = await save([
      link('Today'),
      link('Tomorrow', { startsAt: tomorrowIst }),
      link('Off', { live: false }),
      link('Ended', { endsAt: '2026-11-23T11:00:00+05:30' }),
    ]);
    expect(saved.status).toBe(200);
    const byName = Object.fromEntries(
      saved.json.body.sections.Links.map((entry: { name: string; _id: string }) => [entry.name, entry._id]),
    );
    expect(await publicLinkNames()).toEqual(['Today']);
    expect((await follow(byName.Tomorrow)).statusCode).toBe(404);
    expect((await follow(byName.Off)).statusCode).toBe(404);
    expect((await follow(byName.Ended)).statusCode).toBe(404);

    now = new Date(new Date(tomorrowIst).getTime() + 1000);
    expect(await publicLinkNames()).toEqual(['Today', 'Tomorrow']);
    const res = await follow(byName.Tomorrow);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.in/Tomorrow');
    now = NOON_IST;
  });

  it('counts a guest’s click on the venue-local day, bots and HEAD requests not at all', async () => {
    await clearLinks();
    now = NOON_IST;
    const saved = await save([link('Counted')]);
    const id: string = saved.json.body.sections.Links[0]._id;
    const res = await follow(id);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.in/Counted');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    await follow(id);
    expect((await follow(id, GOOGLEBOT)).statusCode).toBe(302);
    await follow(id, 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)');
    await follow(id, null);
    await t.app.inject({ method: 'HEAD', url: `/v/${venue.profile.userName}/l/${id}`, headers: { 'user-agent': BROWSER } });
    // 23:59 in India is still the 23rd there, though already past midnight nowhere else matters.
    now = new Date('2026-11-23T18:29:00Z');
    await follow(id);
    now = new Date('2026-11-23T18:31:00Z');
    await follow(id);
    const rows = await t.app.deps.db
      .select({ day: socialLinkClicks.day, clicks: socialLinkClicks.clicks })
      .from(socialLinkClicks)
      .where(and(eq(socialLinkClicks.linkId, id)))
      .orderBy(socialLinkClicks.day);
    expect(rows).toEqual([
      { day: '2026-11-23', clicks: 3 },
      { day: '2026-11-24', clicks: 1 },
    ]);
    const clicks = await call(t.app, {
      method: 'GET',
      url: `/fast-social/links/${id}/clicks?from=2026-11-22&to=2026-11-24`,
      headers: venue.headers,
    });
    expect(clicks.json.body).toEqual({
      linkId: id,
      days: [
        { day: '2026-11-22', clicks: 0 },
        { day: '2026-11-23', clicks: 3 },
        { day: '2026-11-24', clicks: 1 },
      ],
      total: 4,
    });
    expect((await readAll()).json.body.sections.Links[0].clicks).toBe(4);
    now = NOON_IST;
  });

  it('counts one address’s clicks on a link once per window, each address and link apart (issue 34)', async () => {
    await clearLinks();
    now = NOON_IST;
    const saved = await save([link('Flooded'), link('Other')]);
    const [flooded, other]: string[] = saved.json.body.sections.Links.map((row: { _id: string }) => row._id);
    const address = nextAddress();
    for (let index = 0; index < 200; index += 1) {
      const res = await follow(flooded!, BROWSER, address);
      expect(res.statusCode).toBe(302);
    }
    await follow(flooded!, BROWSER, nextAddress());
    await follow(other!, BROWSER, address);
    const clicksOf = async (id: string) =>
      (await t.app.deps.db.select().from(socialLinkClicks).where(eq(socialLinkClicks.linkId, id))).reduce(
        (sum, row) => sum + row.clicks,
        0,
      );
    expect([await clicksOf(flooded!), await clicksOf(other!)]).toEqual([2, 1]);
    // A visit after the window is a visit again.
    now = new Date(NOON_IST.getTime() + (LINK_CLICK_WINDOW_SECONDS - 1) * 1000);
    await follow(flooded!, BROWSER, address);
    expect(await clicksOf(flooded!)).toBe(2);
    now = new Date(NOON_IST.getTime() + (LINK_CLICK_WINDOW_SECONDS + 1) * 1000);
    await follow(flooded!, BROWSER, address);
    expect(await clicksOf(flooded!)).toBe(3);
    now = NOON_IST;
  });

  it(race('answers concurrent clicks without losing one'), async () => {
    await clearLinks();
    const id: string = (await save([link('Busy')])).json.body.sections.Links[0]._id;
    await Promise.all(Array.from({ length: 10 }, () => follow(id)));
    const [row] = await t.app.deps.db.select().from(socialLinkClicks).where(eq(socialLinkClicks.linkId, id));
    expect(row!.clicks).toBe(10);
  });

  it('answers unknown links, ids of other venues and unknown venues with the 404 page', async () => {
    const other = await ownerWithVenue(t.app);
    const otherAccount = (await readAll(other.headers, other.profile.userName)).json.body.accountId;
    const theirs: string = (await save([link('Theirs')], other.headers, otherAccount)).json.body.sections.Links[0]._id;
    for (const url of [
      `/v/${venue.profile.userName}/l/${theirs}`,
      `/v/${venue.profile.userName}/l/${newId()}`,
      `/v/${venue.profile.userName}/l/not-an-id`,
      `/v/no_such_venue/l/${theirs}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
    const [row] = await t.app.deps.db.select().from(socialLinkClicks).where(eq(socialLinkClicks.linkId, theirs));
    expect(row).toBeUndefined();
  });

  it('shows the verified badge while fast-social verification is paid for, and the FSSAI licence', async () => {
    await writePublicProfiles(t.app.deps.db, (tx) =>
      tx.update(profiles).set({ fssaiLicence: '12345678901234' }).where(eq(profiles.id, venue.profile.id)),
    );
    await t.app.deps.db
      .insert(subscriptions)
      .values({ id: newId(), profileId: venue.profile.id, service: 'fast-social-verification', status: 'overdue' });
    expect((await readAll()).json.body.verified).toBe(true);
    const menu = await call(t.app, { method: 'GET', url: `/v/${venue.profile.userName}/menu.json` });
    expect(menu.json.body.venue.fssaiLicence).toBe('12345678901234');
    await t.app.deps.db.update(subscriptions).set({ status: 'suspended' }).where(eq(subscriptions.profileId, venue.profile.id));
    expect((await readAll()).json.body.verified).toBe(false);
  });
});

/** Split shifts on Friday and Saturday, and a holiday (decisions §6 shape). */
const LUNCH_AND_DINNER = {
  openingHours: [
    {
      day: 5,
      isOpen: true,
      ranges: [
        { start: '12:00', end: '15:00' },
        { start: '19:00', end: '23:00' },
      ],
    },
    {
      day: 6,
      isOpen: true,
      ranges: [
        { start: '12:00', end: '15:00' },
        { start: '19:00', end: '23:30' },
      ],
    },
  ],
  exceptions: [{ date: '2026-10-20', isOpen: false, ranges: [] }],
};
const closedDay = (day: number) => ({ day, isOpen: false, ranges: [] });

describe('basic and contact details', () => {
  it('saves the name and the venue’s one set of contact details; contact numbers need exactly one primary', async () => {
    const basic = await call(t.app, {
      method: 'POST',
      url: '/fast-social/basic-details',
      headers: venue.headers,
      payload: {
        accountId,
        name: 'Spice Route',
        email: 'hello@spice.example',
        mobileNumber: '080 4123 4567',
        businessWhatsappPhoneNumber: '98765 43210',
      },
    });
    expect(basic.status).toBe(200);
    expect(basic.json.body.sections['Basic Details']).toMatchObject({
      name: 'Spice Route',
      email: 'hello@spice.example',
      mobileNumber: '918041234567',
      businessWhatsappPhoneNumber: '919876543210',
    });
    const [profile] = await t.app.deps.db.select().from(profiles).where(eq(profiles.id, venue.profile.id));
    expect(profile!.name).toBe('Spice Route');

    const contact = (contactNumbers: object[]) =>
      call(t.app, {
        method: 'POST',
        url: '/fast-social/contact-details',
        headers: venue.headers,
        payload: {
          accountId,
          address: 'MG Road, Bengaluru',
          googleMapsLink: 'https://maps.google.com/?q=x',
          contactNumbers,
          operationalHours: LUNCH_AND_DINNER,
        },
      });
    const none = await contact([
      { id: '1', number: '9876543210', isPrimary: false },
      { id: '2', number: '8041234567', isPrimary: false },
    ]);
    expect(none.status).toBe(400);
    expect(none.json.responseStatus.errorMessage).toBe(FAST_SOCIAL_MESSAGES.onePrimary);
    const two = await contact([
      { id: '1', number: '9876543210', isPrimary: true },
      { id: '2', number: '8041234567', isPrimary: true },
    ]);
    expect(two.status).toBe(400);
    const saved = await contact([
      { id: '1', number: '9876543210', isPrimary: false, label: 'Bookings' },
      { id: '2', number: '8041234567', isPrimary: true },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.json.body.sections['Contact Details']).toEqual({
      address: 'MG Road, Bengaluru',
      googleMapsLink: 'https://maps.google.com/?q=x',
      contactNumbers: [
        { id: '1', number: '919876543210', isPrimary: false, label: 'Bookings' },
        { id: '2', number: '918041234567', isPrimary: true, label: 'Main' },
      ],
      whatsappNumber: '919876543210',
      email: 'hello@spice.example',
      operationalHours: {
        openingHours: [0, 1, 2, 3, 4, 5, 6].map(
          (day) => LUNCH_AND_DINNER.openingHours.find((d) => d.day === day) ?? closedDay(day),
        ),
        exceptions: LUNCH_AND_DINNER.exceptions,
      },
    });
    // The mobile number of the basic details is the primary one, whichever editor set it.
    const all = await call(t.app, {
      method: 'GET',
      url: `/fast-social/all?userName=${venue.profile.userName}`,
      headers: venue.headers,
    });
    expect(all.json.body.sections['Basic Details'].mobileNumber).toBe('918041234567');
  });

  it('reads the older { days } hours too, and refuses hours it cannot read', async () => {
    const post = (operationalHours: unknown) =>
      call(t.app, {
        method: 'POST',
        url: '/fast-social/contact-details',
        headers: venue.headers,
        payload: { accountId, address: 'MG Road, Bengaluru', contactNumbers: [], operationalHours },
      });
    const legacy = await post({
      days: [
        { day: 'Monday', closed: false, open: '09:00', close: '17:00' },
        { day: 'Tuesday', closed: true, open: '09:00', close: '17:00' },
      ],
    });
    expect(legacy.status, legacy.raw.body).toBe(200);
    const week = legacy.json.body.sections['Contact Details'].operationalHours.openingHours;
    expect(week[1]).toEqual({ day: 1, isOpen: true, ranges: [{ start: '09:00', end: '17:00' }] });
    expect(week[2]).toEqual({ day: 2, isOpen: false, ranges: [] });
    // The exceptions were not named, so the holiday stays.
    expect(legacy.json.body.sections['Contact Details'].operationalHours.exceptions).toEqual(LUNCH_AND_DINNER.exceptions);
    const unreadable = await post({ mon: ['09:00-17:00'] });
    expect(unreadable.status).toBe(400);
    // Put the numbers and hours back for the tests below.
    const restore = await call(t.app, {
      method: 'POST',
      url: '/fast-social/contact-details',
      headers: venue.headers,
      payload: {
        accountId,
        address: 'MG Road, Bengaluru',
        googleMapsLink: 'https://maps.google.com/?q=x',
        contactNumbers: [
          { id: '1', number: '9876543210', isPrimary: false, label: 'Bookings' },
          { id: '2', number: '8041234567', isPrimary: true },
        ],
        operationalHours: LUNCH_AND_DINNER,
      },
    });
    expect(restore.status).toBe(200);
  });

  it('serves a vCard 4.0 that parses, with the primary number first and long lines folded', async () => {
    const longName = `श्री गणेश भोजनालय ${'और मिठाई '.repeat(6)}; Pure Veg, since 1962`;
    await writePublicProfiles(t.app.deps.db, (tx) =>
      tx.update(profiles).set({ name: longName }).where(eq(profiles.id, venue.profile.id)),
    );
    const res = await t.app.inject({ method: 'GET', url: `/v/${venue.profile.userName}/contact.vcf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${venue.profile.userName}.vcf"`);
    const card = parseVcard(res.rawPayload);
    expect(card.get('FN')).toEqual([{ params: '', value: longName }]);
    expect(card.get('KIND')).toEqual([{ params: '', value: 'org' }]);
    expect(card.get('ORG')).toEqual([{ params: '', value: longName }]);
    expect(card.get('TEL')).toEqual([
      { params: ';VALUE=uri;TYPE="work,voice";PREF=1', value: 'tel:+918041234567' },
      { params: ';VALUE=uri;TYPE="work,voice"', value: 'tel:+919876543210' },
    ]);
    expect(card.get('EMAIL')).toEqual([{ params: ';TYPE=work', value: 'hello@spice.example' }]);
    expect(card.get('ADR')).toEqual([{ params: ';TYPE=work', value: ';;MG Road\\, Bengaluru;;;;' }]);
    expect(card.get('URL')).toEqual([{ params: '', value: `${t.config.publicBaseUrl}/v/${venue.profile.userName}/links` }]);
    expect((await t.app.inject({ method: 'GET', url: '/v/no_such_venue/contact.vcf' })).statusCode).toBe(404);
  });
});

describe('the link page data', () => {
  it('lists the owner links first, then menu, WhatsApp and call, with badge, FSSAI, contact and vCard link', async () => {
    await clearLinks();
    now = NOON_IST;
    const saved = await save([link('Insta', { icon: 'instagram' })]);
    const id: string = saved.json.body.sections.Links[0]._id;
    await t.app.deps.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.profileId, venue.profile.id));
    const ctx = { db: t.app.deps.db, config: t.config, clock: () => now } as Parameters<typeof readLinkPage>[0];
    const found = await readLinkPage(ctx, venue.profile.userName.toUpperCase());
    const user = venue.profile.userName;
    expect(found!.page).toMatchObject({
      links: [
        { kind: 'custom', label: 'Insta', href: `/v/${user}/l/${id}`, icon: 'instagram' },
        { kind: 'menu', label: 'View Menu', href: `/v/${user}`, icon: null },
        { kind: 'whatsapp', href: 'https://wa.me/919876543210', icon: null },
        { kind: 'call', href: 'tel:+918041234567', icon: null },
      ],
      verified: true,
      fssaiLicence: '12345678901234',
      contact: {
        address: 'MG Road, Bengaluru',
        googleMapsLink: 'https://maps.google.com/?q=x',
        phones: [
          { number: '+918041234567', label: 'Main', isPrimary: true },
          { number: '+919876543210', label: 'Bookings', isPrimary: false },
        ],
        email: 'hello@spice.example',
      },
      vcardHref: `/v/${user}/contact.vcf`,
    });
    expect(found!.page.venue.fssaiLicence).toBe('12345678901234');
  });
});

/**
 * A small RFC 6350 reader for the test: every line ends in CRLF and holds at most 75 octets,
 * continuation lines are unfolded, BEGIN/VERSION come first and END last; values unescaped.
 */
function parseVcard(raw: Buffer): Map<string, Array<{ params: string; value: string }>> {
  const text = raw.toString('utf8');
  expect(raw.equals(Buffer.from(text, 'utf8')), 'valid UTF-8').toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  }
  expect(
    physical.some((line) => line.startsWith(' ')),
    'a long line was folded',
  ).toBe(true);
  const logical = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  expect(logical.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:4.0']);
  expect(logical.at(-1)).toBe('END:VCARD');
  const properties = new Map<string, Array<{ params: string; value: string }>>();
  for (const line of logical.slice(2, -1)) {
    const match = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    expect(match, line).not.toBeNull();
    const [, name, params, value] = match!;
    const unescaped =
      name === 'ADR' ? value! : value!.replace(/\\([\\,;nN])/g, (_m, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
    properties.set(name!, [...(properties.get(name!) ?? []), { params: params!, value: unescaped }]);
  }
  for (const required of ['FN', 'KIND', 'ORG', 'TEL', 'URL']) expect(properties.has(required), required).toBe(true);
  return properties;
}

describe('races', () => {
  it(race('makes one account when first reads arrive together'), async () => {
    const fresh = await ownerWithVenue(t.app);
    const reads = await Promise.all(Array.from({ length: 5 }, () => readAll(fresh.headers, fresh.profile.userName)));
    expect(reads.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(reads.map((res) => res.json.body.accountId)).size).toBe(1);
  });

  it('keeps positions dense when saves and deletes of one venue overlap', async () => {
    await clearLinks();
    const saved = await save([link('P'), link('Q'), link('R')]);
    const [p, q, r] = saved.json.body.sections.Links as Array<{ _id: string }>;
    await Promise.all([
      save([link('New 1')]),
      save([
        { ...link('R'), _id: r!._id },
        { ...link('P'), _id: p!._id },
      ]),
      deleteLink(q!._id),
      save([link('New 2')]),
    ]);
    const positions = (await storedLinks()).map((row) => row.position);
    expect(positions).toEqual(positions.map((_, index) => index + 1));
    expect(positions).toHaveLength(4);
  });
});

describe('who may write', () => {
  it('lets staff without socialProfileAccess read but not write (403)', async () => {
    const staff = await createUser(t.app);
    await addMember(t.app, venue.profile.id, staff, 'staff', { digitalMenuAccess: true });
    const headers = await headersFor(t.app, staff, venue.profile.id);
    expect((await readAll(headers)).status).toBe(200);
    const id: string = (await readAll()).json.body.sections.Links[0]._id;
    expect((await call(t.app, { method: 'GET', url: `/fast-social/links/${id}/clicks`, headers })).status).toBe(200);
    const before = await storedLinks();
    const writes = [
      { method: 'POST' as const, url: '/fast-social/links', payload: { accountId, links: { link: [link('Staff')] } } },
      { method: 'DELETE' as const, url: '/fast-social/links', payload: { _id: id } },
      { method: 'POST' as const, url: '/fast-social/basic-details', payload: { accountId, name: 'Staff Name' } },
      { method: 'POST' as const, url: '/fast-social/contact-details', payload: { accountId, contactNumbers: [] } },
    ];
    for (const write of writes) {
      const res = await call(t.app, { ...write, headers });
      expect(res.status, write.url).toBe(403);
    }
    expect(await storedLinks()).toEqual(before);
  });
});
