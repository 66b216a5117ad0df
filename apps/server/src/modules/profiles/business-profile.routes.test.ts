import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATEGORY_COUNT_MESSAGE, GSTIN_MESSAGE, gstinCheckCharacter } from '@venue/shared';
import { auditEvents, businessCategories, profileCategories, profiles } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Edit business profile (spec §2 /profile/edit-business-profile, §5, §7 "/v1/profiles (GST)"; issue 13). */
describe('GET and POST /v1/profiles', () => {
  let t: TestApp;
  let venue: Awaited<ReturnType<typeof ownerWithVenue>>;
  let categories: string[];
  const first14 = '29ABCDE1234F1Z';
  const validGstin = `${first14}${gstinCheckCharacter(first14)}`;
  const wrongCheck = `${first14}${gstinCheckCharacter(first14) === 'A' ? 'B' : 'A'}`;

  beforeAll(async () => {
    t = await createTestApp();
    venue = await ownerWithVenue(t.app);
    categories = ['Cafe', 'Bakery', 'Bar', 'Diner'].map(() => newId());
    await t.app.deps.db
      .insert(businessCategories)
      .values(categories.map((id, index) => ({ id, name: `Edit test ${index} ${id.slice(-6)}`, isGlobal: true })));
  });
  afterAll(() => t.close());

  const edit = (payload: object, headers = venue.headers) =>
    call(t.app, { method: 'POST', url: '/v1/profiles', headers, payload });
  const valid = () => ({
    name: 'Spice Route Kitchen',
    image: 'https://cdn.example.in/logo.webp',
    categoryArray: [categories[0], categories[1]],
    gst: validGstin.toLowerCase(),
    WhatsappPhoneNumber: '98765 43210',
    businessNumber: '080 4123 4567',
    fssaiLicence: '10012345678901',
  });

  it('saves every field in one go and answers what is stored, audited', async () => {
    const res = await edit(valid());
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      profileId: venue.profile.id,
      name: 'Spice Route Kitchen',
      image: 'https://cdn.example.in/logo.webp',
      gst: validGstin,
      WhatsappPhoneNumber: '919876543210',
      businessNumber: '918041234567',
      fssaiLicence: '10012345678901',
    });
    expect(res.json.body.categories.map((category: { _id: string }) => category._id).sort()).toEqual(
      [categories[0], categories[1]].sort(),
    );
    const read = await call(t.app, { method: 'GET', url: '/v1/profiles', headers: venue.headers });
    expect(read.json.body).toEqual(res.json.body);
    const audit = await t.app.deps.db.select().from(auditEvents).where(eq(auditEvents.profileId, venue.profile.id));
    expect(audit.map((row) => row.action)).toEqual(['profile.business-details-edited']);
  });

  it('refuses each bad field with its message and changes nothing', async () => {
    const [before] = await t.app.deps.db.select().from(profiles).where(eq(profiles.id, venue.profile.id));
    const cases: Array<[object, string]> = [
      [{ gst: wrongCheck }, GSTIN_MESSAGE],
      [{ fssaiLicence: '1234567890123' }, 'FSSAI licence number must be 14 digits'],
      [{ fssaiLicence: '1234567890123a' }, 'FSSAI licence number must be 14 digits'],
      [{ categoryArray: [] }, CATEGORY_COUNT_MESSAGE],
      [{ categoryArray: categories }, CATEGORY_COUNT_MESSAGE],
      [{ name: 'A' }, 'Profile name must be at least 2 characters'],
      [{ categoryArray: [newId()] }, 'One or more selected categories no longer exist. Please choose them again.'],
      [{ businessNumber: '12345678' }, 'Enter a valid business number'],
    ];
    for (const [change, message] of cases) {
      const res = await edit({ ...valid(), ...change });
      expect(res.status, message).toBe(400);
      expect(res.json.responseStatus.errorMessage).toBe(message);
    }
    const [after] = await t.app.deps.db.select().from(profiles).where(eq(profiles.id, venue.profile.id));
    expect(after).toEqual(before);
    const linked = await t.app.deps.db.select().from(profileCategories).where(eq(profileCategories.profileId, venue.profile.id));
    expect(linked).toHaveLength(2);
  });

  it('clears optional fields sent empty', async () => {
    const res = await edit({ ...valid(), gst: '', fssaiLicence: '', WhatsappPhoneNumber: '', image: '' });
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ gst: null, fssaiLicence: null, WhatsappPhoneNumber: null, image: null });
  });

  it('lets the owner and managers edit; staff read only', async () => {
    const manager = await createUser(t.app);
    await addMember(t.app, venue.profile.id, manager, 'manager');
    expect((await edit(valid(), await headersFor(t.app, manager, venue.profile.id))).status).toBe(200);
    const staff = await createUser(t.app);
    await addMember(t.app, venue.profile.id, staff, 'staff', { digitalMenuAccess: true, socialProfileAccess: true });
    const staffHeaders = await headersFor(t.app, staff, venue.profile.id);
    expect((await edit({ ...valid(), name: 'Staff Rename' }, staffHeaders)).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/v1/profiles', headers: staffHeaders })).json.body.name).toBe(
      'Spice Route Kitchen',
    );
  });
});
