import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCategories } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { setUpRestaurant, venueDateIn } from './restaurant-test-kit.ts';

/*
 * Issue 35: one set of opening hours and one set of contact details per venue, edited in one
 * place and read by reservations, the link page, the vCard and the profile, whether or not the
 * venue takes bookings.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => call(t.app, { method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
  call(t.app, { method, url, headers, payload });

const SPLIT_FRIDAY = {
  day: 5,
  isOpen: true,
  ranges: [
    { start: '12:00', end: '15:00' },
    { start: '19:00', end: '23:00' },
  ],
};
const weekWith = (...days: Array<{ day: number; isOpen: boolean; ranges: Array<{ start: string; end: string }> }>) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => days.find((entry) => entry.day === day) ?? { day, isOpen: false, ranges: [] });

describe('opening hours, one set per venue', () => {
  it('are set at Profile → Opening hours without a restaurant, with split shifts and a holiday, and every reader sees them', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    const before = await get('/v1/profiles/opening-hours', headers);
    expect(before.status, before.raw.body).toBe(200);
    expect(before.json.body).toEqual({ openingHours: weekWith(), exceptions: [] });

    const hours = { openingHours: [SPLIT_FRIDAY], exceptions: [{ date: '2026-12-25', isOpen: false, ranges: [] }] };
    const saved = await send('PUT', '/v1/profiles/opening-hours', headers, hours);
    expect(saved.status, saved.raw.body).toBe(200);
    const expected = { openingHours: weekWith(SPLIT_FRIDAY), exceptions: hours.exceptions };
    expect(saved.json.body).toEqual(expected);

    // The spec's operationalHours: on the profile list and on the link page's contact details.
    const listed = await get('/v1/user/socialProfiles', headers);
    const mine = listed.json.body.profiles.find((entry: { profileId: string }) => entry.profileId === profile.id);
    expect(mine.operationalHours).toEqual(expected);
    const social = await get(`/fast-social/all?userName=${profile.userName}`, headers);
    expect(social.json.body.sections['Contact Details'].operationalHours).toEqual(expected);

    // A restaurant made afterwards seats inside the venue's hours, not a default of its own.
    const { restaurantId } = await setUpRestaurant(t.app, headers);
    const restaurantHours = await get(`/v1/restaurant/getRestaurantWorkingHours/${restaurantId}`, headers);
    expect(restaurantHours.json.body).toEqual(expected);
  });

  it('changed through any door, change what guests can book at once', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const { restaurantId } = await setUpRestaurant(t.app, headers);
    const date = venueDateIn(3);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const availability = () =>
      call(t.app, { method: 'GET', url: `/v1/bookings/availability?restaurantId=${restaurantId}&date=${date}&partySize=2` });
    expect((await availability()).json.body.closedReason).toBeNull();

    // Profile → Opening hours: that date becomes a holiday; the guests' (cached) read follows.
    const holiday = await send('PUT', '/v1/profiles/opening-hours', headers, {
      openingHours: [],
      exceptions: [{ date, isOpen: false, ranges: [] }],
    });
    expect(holiday.status, holiday.raw.body).toBe(200);
    const closed = (await availability()).json.body;
    expect(closed.closedReason).toBe('closed');
    expect(closed.slots.filter((slot: { available: boolean }) => slot.available)).toEqual([]);
    const viaRestaurant = await get(`/v1/restaurant/getRestaurantWorkingHours/${restaurantId}`, headers);
    expect(viaRestaurant.json.body.exceptions).toEqual([{ date, isOpen: false, ranges: [] }]);

    // The restaurant's own call writes the same set: lifting the holiday there shows at the profile.
    const lifted = await send('PUT', `/v1/restaurant/updateRestaurantWorkingHour/${restaurantId}`, headers, {
      openingHours: [{ day: weekday, isOpen: true, ranges: [{ start: '12:00', end: '15:00' }] }],
      exceptions: [],
    });
    expect(lifted.status, lifted.raw.body).toBe(200);
    expect((await get('/v1/profiles/opening-hours', headers)).json.body.exceptions).toEqual([]);
    expect((await availability()).json.body.closedReason).toBeNull();
  });

  it('are edited by the owner or a manager only, and refused with the shared message when ranges overlap', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    const staff = await createUser(t.app);
    await addMember(t.app, profile.id, staff, 'staff');
    const staffHeaders = await headersFor(t.app, staff, profile.id);
    expect((await get('/v1/profiles/opening-hours', staffHeaders)).status).toBe(200);
    expect((await send('PUT', '/v1/profiles/opening-hours', staffHeaders, { openingHours: [SPLIT_FRIDAY] })).status).toBe(403);
    const overlap = await send('PUT', '/v1/profiles/opening-hours', headers, {
      openingHours: [
        {
          day: 1,
          isOpen: true,
          ranges: [
            { start: '12:00', end: '15:00' },
            { start: '14:00', end: '16:00' },
          ],
        },
      ],
    });
    expect(overlap.status).toBe(400);
  });
});

describe('guests see the hours', () => {
  it('on the menu, the link page and the booking page: today’s hours and the week, and a holiday today', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ ...SPLIT_FRIDAY, day }));
    const none = await t.app.inject({ method: 'GET', url: `/v/${profile.userName}/links` });
    expect(none.body).not.toContain('Opening hours');
    expect((await send('PUT', '/v1/profiles/opening-hours', headers, { openingHours: everyDay })).status).toBe(200);
    await setUpRestaurant(t.app, headers);
    const today = 'Open today 12:00 pm – 3:00 pm, 7:00 pm – 11:00 pm';
    for (const url of [`/v/${profile.userName}`, `/v/${profile.userName}/links`, `/v/${profile.userName}/book`]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('Opening hours');
      expect(page.body, url).toContain(today);
      expect(page.body, url).toContain('<th scope="row">Monday</th><td>12:00 pm – 3:00 pm, 7:00 pm – 11:00 pm</td>');
    }
    // A holiday today, set once at the profile, closes every page's today.
    const date = venueDateIn(0);
    await send('PUT', '/v1/profiles/opening-hours', headers, {
      openingHours: [],
      exceptions: [{ date, isOpen: false, ranges: [] }],
    });
    for (const url of [`/v/${profile.userName}/links`, `/v/${profile.userName}/book`]) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toContain('Closed today (holiday)');
    }
  });
});

describe('contact details, one set per venue', () => {
  it('the business profile, the link page’s basic and contact details, the link page and the vCard show the same numbers', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    const social = await get(`/fast-social/all?userName=${profile.userName}`, headers);
    const accountId: string = social.json.body.accountId;

    // The business profile sets the WhatsApp and business numbers.
    const details = await get('/v1/profiles', headers);
    const categoryId = newId();
    await t.app.deps.db.insert(businessCategories).values({ id: categoryId, name: `Hours test ${categoryId}`, isGlobal: true });
    const categoryArray = [categoryId];
    const edited = await send('POST', '/v1/profiles', headers, {
      name: details.json.body.name,
      categoryArray,
      WhatsappPhoneNumber: '98765 43210',
      businessNumber: '080 4123 4567',
    });
    expect(edited.status, edited.raw.body).toBe(200);

    const basic = (await get(`/fast-social/all?userName=${profile.userName}`, headers)).json.body.sections;
    expect(basic['Basic Details']).toMatchObject({ mobileNumber: '918041234567', businessWhatsappPhoneNumber: '919876543210' });
    expect(basic['Contact Details'].contactNumbers).toEqual([
      { id: expect.any(String), number: '918041234567', isPrimary: true, label: 'Main' },
    ]);
    expect(basic['Contact Details'].whatsappNumber).toBe('919876543210');

    // Contact details change the WhatsApp number and the primary number: everyone follows.
    const contact = await send('POST', '/fast-social/contact-details', headers, {
      accountId,
      address: 'MG Road, Bengaluru',
      contactNumbers: [
        { id: 'desk', number: '080 4000 1111', isPrimary: true, label: 'Desk' },
        { id: 'mobile', number: '98450 12345', isPrimary: false, label: 'Manager' },
      ],
      whatsappNumber: '98450 12345',
      email: 'hello@venue.example',
    });
    expect(contact.status, contact.raw.body).toBe(200);
    const business = (await get('/v1/profiles', headers)).json.body;
    expect(business).toMatchObject({ WhatsappPhoneNumber: '919845012345', businessNumber: '918040001111' });
    // Saving the business profile without its numbers (the dashboard's form now) keeps them.
    const withoutNumbers = await send('POST', '/v1/profiles', headers, { name: 'Renamed Venue', categoryArray });
    expect(withoutNumbers.status, withoutNumbers.raw.body).toBe(200);
    expect(withoutNumbers.json.body).toMatchObject({ WhatsappPhoneNumber: '919845012345', businessNumber: '918040001111' });

    const page = await t.app.inject({ method: 'GET', url: `/v/${profile.userName}/links` });
    expect(page.body).toContain('https://wa.me/919845012345');
    expect(page.body).toContain('tel:+918040001111');
    const card = await t.app.inject({ method: 'GET', url: `/v/${profile.userName}/contact.vcf` });
    expect(card.body).toContain('tel:+918040001111');
    expect(card.body).toContain('EMAIL;TYPE=work:hello@venue.example');
    // Basic details' mobile number replaces the primary number, keeping its label.
    const basicSave = await send('POST', '/fast-social/basic-details', headers, {
      accountId,
      name: 'Renamed Venue',
      mobileNumber: '080 4000 2222',
    });
    expect(basicSave.status, basicSave.raw.body).toBe(200);
    expect(basicSave.json.body.sections['Contact Details'].contactNumbers).toEqual([
      { id: 'desk', number: '918040002222', isPrimary: true, label: 'Desk' },
      { id: 'mobile', number: '919845012345', isPrimary: false, label: 'Manager' },
    ]);
    expect(basicSave.json.body.sections['Basic Details'].email).toBe('hello@venue.example');
  });

  it('a new profile starts with its business number as the primary contact number', async () => {
    const { owner, headers } = await ownerWithVenue(t.app);
    const created = await send('POST', '/v1/user/createSocialProfile', headers, {
      name: 'Second Venue',
      userName: `second_${Date.now().toString(36)}`,
      profileType: 'personal',
      WhatsappPhoneNumber: '98765 43210',
      businessNumber: '080 4123 4567',
    });
    expect(created.status, created.raw.body).toBe(200);
    const userName: string = created.json.body.userName;
    const own = await headersFor(t.app, owner, created.json.body.profileId);
    const sections = (await get(`/fast-social/all?userName=${userName}`, own)).json.body.sections;
    expect(sections['Contact Details'].contactNumbers).toEqual([
      { id: expect.any(String), number: '918041234567', isPrimary: true, label: 'Main' },
    ]);
    expect(sections['Basic Details']).toMatchObject({
      mobileNumber: '918041234567',
      businessWhatsappPhoneNumber: '919876543210',
    });
  });
});
