import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OWNER_FLAGS, RESERVATION_MESSAGES } from '@venue/shared';
import { profileMembers, profiles } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { LUNCH, setUpRestaurant, venueDateIn } from './restaurant-test-kit.ts';
import { race } from '../../../test/races.ts';

/** The owner's reservation set-up calls (decisions §6 "Reservations"), under /v1/restaurant/. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => call(t.app, { method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  call(t.app, { method: 'POST', url, headers, payload });
const put = (url: string, headers: Record<string, string>, payload: object) =>
  call(t.app, { method: 'PUT', url, headers, payload });

describe('the restaurant', () => {
  it('is one per business profile, in the profile’s zone, and checkRestaurantForProfile tells', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    await t.app.deps.db.update(profiles).set({ timeZone: 'Asia/Dubai' }).where(eq(profiles.id, profile.id));
    const byQuery = { authorization: headers.authorization! };
    const before = await get(`/v1/restaurant/checkRestaurantForProfile?profileId=${profile.id}`, byQuery);
    expect(before.json.body).toEqual({ hasRestaurant: false, restaurant: null });

    const created = await post('/v1/restaurant/createRestaurant/', headers, { name: 'Saffron House', city: 'Dubai' });
    expect(created.status, created.raw.body).toBe(200);
    expect(created.json.body.restaurant).toMatchObject({
      name: 'Saffron House',
      city: 'Dubai',
      timeZone: 'Asia/Dubai',
      isActive: true,
    });
    const again = await post('/v1/restaurant/createRestaurant/', headers, { name: 'Second', city: 'Dubai' });
    expect([again.status, again.json.responseStatus.errorMessage]).toEqual([409, RESERVATION_MESSAGES.restaurantExists]);

    const after = await get(`/v1/restaurant/checkRestaurantForProfile?profileId=${profile.id}`, byQuery);
    expect(after.json.body).toMatchObject({ hasRestaurant: true, restaurant: { _id: created.json.body.restaurant._id } });
    const status = await get(`/v1/subscription/subscription-status?profileId=${profile.id}`, byQuery);
    expect(status.json.body).toMatchObject({
      hasConnectedRestaurant: true,
      subscriptionStatus: { 'table-reservation': { restaurantId: created.json.body.restaurant._id } },
    });
  });

  it(race('is made once when two set-ups race, and never for a personal profile'), async () => {
    const { headers } = await ownerWithVenue(t.app);
    const answers = await Promise.all(
      ['First', 'Second'].map((name) => post('/v1/restaurant/createRestaurant/', headers, { name, city: 'Pune' })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);

    const person = await createUser(t.app);
    const personalId = newId();
    await t.app.deps.db.insert(profiles).values({
      id: personalId,
      userName: `person_${personalId.slice(-8)}`,
      name: 'Me',
      profileType: 'personal',
      ownerUserId: person.id,
    });
    await t.app.deps.db
      .insert(profileMembers)
      .values({ id: newId(), profileId: personalId, userId: person.id, phone: person.phone, role: 'owner', ...OWNER_FLAGS });
    const personal = await post('/v1/restaurant/createRestaurant/', await headersFor(t.app, person, personalId), {
      name: 'Home',
      city: 'Pune',
    });
    expect([personal.status, personal.json.responseStatus.errorMessage]).toEqual([422, RESERVATION_MESSAGES.businessOnly]);
  });

  it('is found by name or city by any signed-in user, on both search paths, without private fields', async () => {
    const { headers } = await ownerWithVenue(t.app);
    await setUpRestaurant(t.app, headers, { name: 'Zephyr 100% Dosa', city: 'Mysuru' });
    const searcher = await headersFor(t.app, await createUser(t.app));
    for (const url of ['/v1/restaurant/searchRestaurants', '/v1/search/searchRestaurants']) {
      for (const q of ['zephyr', 'MYSURU', '100%']) {
        const res = await get(`${url}?q=${encodeURIComponent(q)}`, searcher);
        expect(res.status, res.raw.body).toBe(200);
        expect(res.json.body.restaurants).toEqual([
          { _id: expect.any(String), name: 'Zephyr 100% Dosa', city: 'Mysuru', address: '12 MG Road', googlePlaceId: null },
        ]);
      }
      const none = await get(`${url}?q=${encodeURIComponent('_%')}`, searcher);
      expect(none.json.body.restaurants).toEqual([]);
    }
  });

  it('changes settings, pauses and resumes, and keeps party limits in order', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const { restaurantId } = await setUpRestaurant(t.app, headers);
    const settings = await post('/v1/restaurant/updateRestaurantSettings', headers, {
      restaurantId,
      minNoticeMinutes: 30,
      maxDaysAhead: 14,
      timeZone: 'America/New_York',
    });
    expect(settings.json.body.restaurant).toMatchObject({ minNoticeMinutes: 30, maxDaysAhead: 14, timeZone: 'America/New_York' });
    const paused = await post('/v1/restaurant/updateRestaurantActivity', headers, { restaurantId, isActive: false });
    expect(paused.json.body.restaurant.isActive).toBe(false);

    expect((await get('/v1/restaurant/getPartySizeDetails/', headers)).json.body).toEqual({ min: 1, max: 10 });
    const party = await post('/v1/restaurant/updatePartySizeDetails', headers, { restaurantId, min: 2, max: 12 });
    expect(party.json.body).toEqual({ min: 2, max: 12 });
    const reversed = await post('/v1/restaurant/updatePartySizeDetails', headers, { restaurantId, min: 8, max: 4 });
    expect([reversed.status, reversed.json.responseStatus.errorMessage]).toEqual([400, RESERVATION_MESSAGES.partyOrder]);
  });
});

describe('opening hours', () => {
  it('start every day 12:00–23:00, take several ranges a day and dated exceptions', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const { restaurantId } = await setUpRestaurant(t.app, headers);
    const initial = await get(`/v1/restaurant/getRestaurantWorkingHours/${restaurantId}`, headers);
    expect(initial.json.body.openingHours).toHaveLength(7);
    expect(initial.json.body.openingHours[3]).toEqual({ day: 3, isOpen: true, ranges: [{ start: '12:00', end: '23:00' }] });

    const holiday = venueDateIn(5);
    const update = {
      openingHours: [
        { day: 1, isOpen: false, ranges: [] },
        {
          day: 2,
          isOpen: true,
          ranges: [
            { start: '19:00', end: '23:00' },
            { start: '12:00', end: '15:00' },
          ],
        },
      ],
      exceptions: [
        { date: holiday, isOpen: false, ranges: [] },
        { date: venueDateIn(6), isOpen: true, ranges: [{ start: '18:00', end: '21:00' }] },
      ],
    };
    const saved = await put(`/v1/restaurant/updateRestaurantWorkingHour/${restaurantId}`, headers, update);
    expect(saved.status, saved.raw.body).toBe(200);
    expect(saved.json.body.openingHours[1]).toEqual({ day: 1, isOpen: false, ranges: [] });
    expect(saved.json.body.openingHours[2].ranges).toHaveLength(2);
    expect(saved.json.body.openingHours[0].isOpen).toBe(true);
    expect(saved.json.body.exceptions).toEqual(update.exceptions);

    // The holiday closes every slot of the date to guests.
    const slots = await call(t.app, {
      method: 'GET',
      url: `/v1/bookings/availability?restaurantId=${restaurantId}&date=${holiday}&partySize=2`,
    });
    expect(slots.json.body.slots.length).toBeGreaterThan(0);
    expect(slots.json.body.slots.some((slot: { available: boolean }) => slot.available)).toBe(false);

    for (const [bad, message] of [
      [
        {
          openingHours: [
            {
              day: 1,
              isOpen: true,
              ranges: [
                { start: '12:00', end: '16:00' },
                { start: '15:00', end: '18:00' },
              ],
            },
          ],
        },
        RESERVATION_MESSAGES.rangesOverlap,
      ],
      [{ openingHours: [{ day: 1, isOpen: true, ranges: [{ start: '16:00', end: '12:00' }] }] }, RESERVATION_MESSAGES.rangeOrder],
      [{ openingHours: [], exceptions: [update.exceptions[0], update.exceptions[0]] }, RESERVATION_MESSAGES.duplicateDate],
    ] as const) {
      const res = await put(`/v1/restaurant/updateRestaurantWorkingHour/${restaurantId}`, headers, bad);
      expect([res.status, res.json.responseStatus.errorMessage]).toEqual([400, message]);
    }
  });
});

describe('meal times and slots', () => {
  it('are listed in order, edited, deleted (the rest close ranks); the slots show covers and closed ones', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const { restaurantId, mealTimeId: lunchId } = await setUpRestaurant(t.app, headers);
    const dinner = await post('/v1/restaurant/createMealTime', headers, {
      restaurantId,
      ...LUNCH,
      name: 'Dinner',
      start: '19:00',
      end: '22:00',
      slotIntervalMinutes: 15,
      stayMinutes: 120,
      coversPerSlot: 40,
    });
    expect(dinner.status, dinner.raw.body).toBe(200);
    const dinnerId: string = dinner.json.body.mealTime._id;
    const listed = await get(`/v1/restaurant/mealTimes/${restaurantId}`, headers);
    expect(listed.json.body.mealTimes.map((meal: { name: string }) => meal.name)).toEqual(['Lunch', 'Dinner']);

    const edited = await put(`/v1/restaurant/updateMealTime/${lunchId}`, headers, {
      restaurantId,
      ...LUNCH,
      end: '14:00',
      coversPerSlot: 8,
    });
    expect(edited.json.body.mealTime).toMatchObject({ end: '14:00', coversPerSlot: 8 });
    const shortStay = await put(`/v1/restaurant/updateMealTime/${lunchId}`, headers, { restaurantId, ...LUNCH, stayMinutes: 15 });
    expect([shortStay.status, shortStay.json.responseStatus.errorMessage]).toEqual([400, RESERVATION_MESSAGES.stayOrder]);

    const date = venueDateIn(3);
    const closed = await post('/v1/restaurant/updateRestaurantSlot', headers, {
      restaurantId,
      slotDate: date,
      slotStartTimes: ['12:30', '19:15'],
      slotStatus: 'closed',
    });
    expect(closed.status, closed.raw.body).toBe(200);
    const slots = await get(`/v1/restaurant/fetchRestaurantSlots/${restaurantId}/${date}`, headers);
    const free = (time: string) => ({ time, mealTimeId: lunchId, slotStatus: 'open', coversBooked: 0, coversLeft: 8 });
    expect(slots.json.body.slots.slice(0, 4)).toEqual([
      // 12:00's 90-minute stay runs into 12:30, so guests cannot take it either (decisions §6).
      { ...free('12:00'), guest: { available: false, coversLeft: 0, reason: 'closed', blockedBy: '12:30' } },
      { ...free('12:30'), slotStatus: 'closed', guest: { available: false, coversLeft: 0, reason: 'closed', blockedBy: null } },
      { ...free('13:00'), guest: { available: true, coversLeft: 8, reason: null, blockedBy: null } },
      { ...free('13:30'), guest: { available: true, coversLeft: 8, reason: null, blockedBy: null } },
    ]);
    expect(slots.json.body.slots.filter((slot: { slotStatus: string }) => slot.slotStatus === 'closed')).toHaveLength(2);
    const reopened = await post('/v1/restaurant/updateRestaurantSlot', headers, {
      restaurantId,
      slotDate: date,
      slotStartTimes: ['12:30'],
      slotStatus: 'open',
    });
    expect(reopened.json.body.slots.filter((slot: { slotStatus: string }) => slot.slotStatus === 'closed')).toHaveLength(1);

    expect((await post('/v1/restaurant/deleteMealTime', headers, { _id: lunchId })).status).toBe(200);
    const after = await get(`/v1/restaurant/mealTimes/${restaurantId}`, headers);
    expect(after.json.body.mealTimes.map((meal: { _id: string }) => meal._id)).toEqual([dinnerId]);
    const gone = await post('/v1/restaurant/deleteMealTime', headers, { _id: lunchId });
    expect([gone.status, gone.json.responseStatus.errorMessage]).toEqual([404, RESERVATION_MESSAGES.mealTimeNotFound]);
  });
});

describe('terms', () => {
  it('are added last, edited in place and deleted with the rest renumbered', async () => {
    const { headers } = await ownerWithVenue(t.app);
    await setUpRestaurant(t.app, headers);
    for (const clause of ['First', 'Second', 'Third']) await post('/v1/restaurant/updateTnCClause', headers, { clause });
    const listed = await get('/v1/restaurant/getAllTnCClauses/', headers);
    const [first, second] = listed.json.body.clauses;
    await post('/v1/restaurant/updateTnCClause', headers, { _id: second._id, clause: 'Second, edited' });
    const deleted = await post('/v1/restaurant/deleteTnCClause', headers, { _id: first._id });
    expect(
      deleted.json.body.clauses.map((clause: { clause: string; position: number }) => [clause.clause, clause.position]),
    ).toEqual([
      ['Second, edited', 1],
      ['Third', 2],
    ]);
  });
});

describe('another venue’s ids and rights', () => {
  it('answers 404 for another venue’s restaurant, meal time and clause, and changes nothing', async () => {
    const a = await ownerWithVenue(t.app);
    await setUpRestaurant(t.app, a.headers);
    const b = await ownerWithVenue(t.app);
    const ofB = await setUpRestaurant(t.app, b.headers);
    await post('/v1/restaurant/updateTnCClause', b.headers, { clause: 'B only' });
    const clauseOfB = (await get('/v1/restaurant/getAllTnCClauses/', b.headers)).json.body.clauses[0]._id;
    const attempts = [
      await get(`/v1/restaurant/getRestaurantWorkingHours/${ofB.restaurantId}`, a.headers),
      await get(`/v1/restaurant/mealTimes/${ofB.restaurantId}`, a.headers),
      await get(`/v1/restaurant/fetchRestaurantSlots/${ofB.restaurantId}/${venueDateIn(1)}`, a.headers),
      await post('/v1/restaurant/updateRestaurantActivity', a.headers, { restaurantId: ofB.restaurantId, isActive: false }),
      await post('/v1/restaurant/createMealTime', a.headers, { restaurantId: ofB.restaurantId, ...LUNCH }),
      await put(`/v1/restaurant/updateMealTime/${ofB.mealTimeId}`, a.headers, { restaurantId: ofB.restaurantId, ...LUNCH }),
      await post('/v1/restaurant/deleteMealTime', a.headers, { _id: ofB.mealTimeId }),
      await post('/v1/restaurant/updateTnCClause', a.headers, { _id: clauseOfB, clause: 'Taken over' }),
      await post('/v1/restaurant/deleteTnCClause', a.headers, { _id: clauseOfB }),
    ];
    expect(attempts.map((res) => res.status)).toEqual(attempts.map(() => 404));
    expect((await get(`/v1/restaurant/mealTimes/${ofB.restaurantId}`, b.headers)).json.body.mealTimes).toHaveLength(1);
    expect((await get('/v1/restaurant/getAllTnCClauses/', b.headers)).json.body.clauses[0].clause).toBe('B only');
  });

  it('lets staff without tableReserveAccess read every set-up call, and refuses every write with 403', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    const { restaurantId, mealTimeId } = await setUpRestaurant(t.app, headers);
    const staff = await createUser(t.app);
    await addMember(t.app, profile.id, staff, 'staff', { digitalMenuAccess: true });
    const asStaff = await headersFor(t.app, staff, profile.id);
    const reads = [
      `/v1/restaurant/checkRestaurantForProfile?profileId=${profile.id}`,
      `/v1/restaurant/getRestaurantWorkingHours/${restaurantId}`,
      `/v1/restaurant/mealTimes/${restaurantId}`,
      `/v1/restaurant/fetchRestaurantSlots/${restaurantId}/${venueDateIn(1)}`,
      '/v1/restaurant/getPartySizeDetails/',
      '/v1/restaurant/getAllTnCClauses/',
    ];
    for (const url of reads) expect([url, (await get(url, asStaff)).status]).toEqual([url, 200]);
    const writes: Array<[string, string, object]> = [
      ['POST', '/v1/restaurant/createRestaurant/', { name: 'X', city: 'Y' }],
      ['POST', '/v1/restaurant/updateRestaurantActivity', { restaurantId, isActive: false }],
      ['POST', '/v1/restaurant/updateRestaurantSettings', { restaurantId, maxDaysAhead: 5 }],
      ['PUT', `/v1/restaurant/updateRestaurantWorkingHour/${restaurantId}`, { openingHours: [] }],
      ['POST', '/v1/restaurant/createMealTime', { restaurantId, ...LUNCH }],
      ['PUT', `/v1/restaurant/updateMealTime/${mealTimeId}`, { restaurantId, ...LUNCH }],
      ['POST', '/v1/restaurant/deleteMealTime', { _id: mealTimeId }],
      [
        'POST',
        '/v1/restaurant/updateRestaurantSlot',
        { restaurantId, slotDate: venueDateIn(1), slotStartTimes: ['12:00'], slotStatus: 'closed' },
      ],
      ['POST', '/v1/restaurant/updatePartySizeDetails', { restaurantId, min: 1, max: 4 }],
      ['POST', '/v1/restaurant/updateTnCClause', { clause: 'Nope' }],
      ['POST', '/v1/restaurant/deleteTnCClause', { _id: mealTimeId }],
    ];
    for (const [method, url, payload] of writes) {
      const res = await call(t.app, { method: method as 'POST', url, headers: asStaff, payload });
      expect([url, res.status]).toEqual([url, 403]);
    }
    expect((await get(`/v1/restaurant/mealTimes/${restaurantId}`, headers)).json.body.mealTimes).toHaveLength(1);
  });
});
