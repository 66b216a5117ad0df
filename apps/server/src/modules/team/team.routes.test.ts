import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TeamAuditEntry } from '@venue/shared';
import { jobs, profileMembers, profiles } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { addMember, call, createUser, headersFor, loginWithCode, nextPhone, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, TEST_PHONES, type TestApp } from '../../../test/test-app.ts';

const NO_ACCESS = { digitalMenuAccess: false, tableReserveAccess: false, socialProfileAccess: false };
const MENU_ONLY = { ...NO_ACCESS, digitalMenuAccess: true };

describe('team calls', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  const edit = (headers: Record<string, string>, payload: object) =>
    call(app, { method: 'POST', url: '/v1/user/editUserRoleAndPermissions', headers, payload });
  const remove = (headers: Record<string, string>, payload: object) =>
    call(app, { method: 'POST', url: '/v1/user/deleteUserAccess', headers, payload });
  const list = (headers: Record<string, string>) => call(app, { method: 'GET', url: '/v1/user/users', headers });
  const permissions = (headers: Record<string, string>) =>
    call(app, { method: 'GET', url: '/v1/user/user-permissions', headers });
  const audit = (headers: Record<string, string>) => call(app, { method: 'GET', url: '/v1/user/team-audit', headers });

  describe('user-permissions', () => {
    it("answers the caller's role and flags in the spec's shape", async () => {
      const venue = await ownerWithVenue(app);
      const staff = await createUser(app);
      await addMember(app, venue.profile.id, staff, 'staff', { tableReserveAccess: true });
      const res = await permissions(await headersFor(app, staff, venue.profile.id));
      expect(res.status).toBe(200);
      expect(res.json.body).toEqual({
        role: 'staff',
        permissions: {
          digitalMenuAccess: { value: false },
          tableReserveAccess: { value: true },
          socialProfileAccess: { value: false },
        },
      });
      const owner = await permissions(venue.headers);
      expect(owner.json.body.role).toBe('owner');
      expect(owner.json.body.permissions.digitalMenuAccess.value).toBe(true);
    });

    it('accepts the profile as the spec sends it, in the query', async () => {
      const venue = await ownerWithVenue(app);
      const res = await call(app, {
        method: 'GET',
        url: `/v1/user/user-permissions?profileId=${venue.profile.id}`,
        headers: { authorization: venue.headers.authorization! },
      });
      expect(res.status).toBe(200);
      expect(res.json.body.role).toBe('owner');
    });

    it('refuses someone outside the profile with 403', async () => {
      const venue = await ownerWithVenue(app);
      const outsider = await createUser(app);
      const res = await permissions(await headersFor(app, outsider, venue.profile.id));
      expect(res.status).toBe(403);
    });
  });

  describe('adding and changing members', () => {
    it('turns a number that never logged in into a pending invite, listed with the team', async () => {
      const venue = await ownerWithVenue(app);
      const phone = nextPhone();
      const res = await edit(venue.headers, {
        profileId: venue.profile.id,
        mobileNumber: `+${phone}`,
        role: 'staff',
        permissions: MENU_ONLY,
      });
      expect(res.status).toBe(200);
      expect(res.json.body.created).toBe(true);
      expect(res.json.body.user).toMatchObject({
        userId: null,
        mobileNumber: phone,
        role: 'staff',
        hasLoggedIn: false,
        permissions: MENU_ONLY,
      });

      const team = await list(venue.headers);
      expect(team.json.body.users.map((u: { role: string }) => u.role)).toEqual(['owner', 'staff']);
      expect(team.json.body.users[0].isYou).toBe(true);
      expect(team.json.body.users[1]).toMatchObject({ mobileNumber: phone, hasLoggedIn: false });
    });

    it('adds a user who has logged in before as an invite too, answered exactly as an unknown number (issue 34)', async () => {
      const venue = await ownerWithVenue(app);
      const user = await createUser(app, TEST_PHONES.sixth.phone, 'Asha');
      const stranger = nextPhone();
      const national = user.phone.slice(2);
      const known = await edit(venue.headers, {
        mobileNumber: `${national.slice(0, 5)} ${national.slice(5)}`,
        role: 'manager',
        permissions: NO_ACCESS,
      });
      const unknown = await edit(venue.headers, { mobileNumber: `+${stranger}`, role: 'manager', permissions: NO_ACCESS });
      expect(known.status).toBe(200);
      // Nothing in the answer tells the two apart but the number itself.
      const shape = (body: { created: boolean; user: Record<string, unknown> }) => ({
        created: body.created,
        user: { ...body.user, _id: '', memberId: '', mobileNumber: '', createdAt: '', updatedAt: '' },
      });
      expect(shape(known.json.body)).toEqual(shape(unknown.json.body));
      expect(known.json.body.user).toMatchObject({ userId: null, name: null, hasLoggedIn: false, role: 'manager' });
      // The team list and the audit trail say the same of both.
      const team = await list(venue.headers);
      const rowOf = (phone: string) => team.json.body.users.find((u: { mobileNumber: string }) => u.mobileNumber === phone);
      expect(rowOf(user.phone)).toMatchObject({ name: null, hasLoggedIn: false });
      expect(rowOf(stranger)).toMatchObject({ name: null, hasLoggedIn: false });
      const trail = await audit(venue.headers);
      expect(trail.json.body.events.map((event: { action: string }) => event.action)).toEqual([
        'member.invited',
        'member.invited',
      ]);

      // Their next login claims it, as an unknown number's first login does.
      await loginWithCode(app, TEST_PHONES.sixth.phone, TEST_PHONES.sixth.code);
      expect(rowOf(user.phone)).toBeDefined();
      const claimed = (await list(venue.headers)).json.body.users.find(
        (u: { mobileNumber: string }) => u.mobileNumber === user.phone,
      );
      expect(claimed).toMatchObject({ userId: user.id, name: 'Asha', hasLoggedIn: true });

      // The same number again changes the member instead of adding a second row.
      const again = await edit(venue.headers, { mobileNumber: `0${national}`, role: 'staff', permissions: MENU_ONLY });
      expect(again.status).toBe(200);
      expect(again.json.body.created).toBe(false);
      const rows = await app.deps.db.select().from(profileMembers).where(eq(profileMembers.profileId, venue.profile.id));
      expect(rows).toHaveLength(3);
      expect(rows.find((r) => r.phone === user.phone)).toMatchObject({ role: 'staff', digitalMenuAccess: true });
    });

    it('changes a member by userId and a pending invite by memberId', async () => {
      const venue = await ownerWithVenue(app);
      const staff = await createUser(app);
      await addMember(app, venue.profile.id, staff, 'staff');
      const byUser = await edit(venue.headers, { userId: staff.id, role: 'manager', permissions: MENU_ONLY });
      expect(byUser.json.body.user).toMatchObject({ userId: staff.id, role: 'manager', permissions: MENU_ONLY });

      const invite = await edit(venue.headers, { mobileNumber: nextPhone(), role: 'staff', permissions: NO_ACCESS });
      const byMember = await edit(venue.headers, {
        memberId: invite.json.body.user.memberId,
        role: 'staff',
        permissions: { ...NO_ACCESS, socialProfileAccess: true },
      });
      expect(byMember.status).toBe(200);
      expect(byMember.json.body.user.permissions.socialProfileAccess).toBe(true);
    });

    it('answers bad input with a clear message and status', async () => {
      const venue = await ownerWithVenue(app);
      const cases: Array<[object, number, string]> = [
        [{ mobileNumber: '12345', role: 'staff', permissions: NO_ACCESS }, 400, 'Enter a valid mobile number'],
        [{ mobileNumber: nextPhone(), role: 'owner', permissions: NO_ACCESS }, 400, 'Choose a role: manager or staff'],
        [{ role: 'staff', permissions: NO_ACCESS }, 400, 'Enter a mobile number or choose a team member'],
        [{ mobileNumber: nextPhone(), role: 'staff' }, 400, 'Choose the permissions for this member'],
        [
          { mobileNumber: nextPhone(), role: 'staff', permissions: { ...NO_ACCESS, digitalMenuAccess: 'yes' } },
          400,
          'digitalMenuAccess must be true or false',
        ],
        [{ userId: newId(), role: 'staff', permissions: NO_ACCESS }, 404, 'This person is not a member of this business'],
        [
          { userId: venue.owner.id, role: 'staff', permissions: NO_ACCESS },
          422,
          "The owner's role and permissions cannot be changed",
        ],
      ];
      for (const [payload, status, message] of cases) {
        const res = await edit(venue.headers, payload);
        expect({ status: res.status, message: res.json.responseStatus.errorMessage }).toEqual({ status, message });
      }
      const team = await list(venue.headers);
      expect(team.json.body.users).toHaveLength(1);
      expect(team.json.body.users[0]).toMatchObject({ role: 'owner', permissions: { digitalMenuAccess: true } });
    });

    it('never acts on a profile named in the body other than the active one', async () => {
      const a = await ownerWithVenue(app);
      const b = await ownerWithVenue(app);
      const res = await edit(a.headers, {
        profileId: b.profile.id,
        mobileNumber: nextPhone(),
        role: 'staff',
        permissions: NO_ACCESS,
      });
      expect(res.status).toBe(403);
      expect((await list(b.headers)).json.body.users).toHaveLength(1);
      expect((await list(a.headers)).json.body.users).toHaveLength(1);
    });

    it('keeps teams to business profiles', async () => {
      const owner = await createUser(app);
      const profileId = newId();
      await app.deps.db.insert(profiles).values({
        id: profileId,
        userName: `me_${profileId.slice(-8)}`,
        name: 'Me',
        profileType: 'personal',
        ownerUserId: owner.id,
      });
      await app.deps.db
        .insert(profileMembers)
        .values({ id: newId(), profileId, userId: owner.id, phone: owner.phone, role: 'owner' });
      const res = await edit(await headersFor(app, owner, profileId), {
        mobileNumber: nextPhone(),
        role: 'staff',
        permissions: NO_ACCESS,
      });
      expect(res.status).toBe(422);
      expect(res.json.responseStatus.errorMessage).toBe('Team members can only be added to a business profile');
    });

    it('lets only the owner manage the team; managers may read it, staff may not', async () => {
      const venue = await ownerWithVenue(app);
      const manager = await createUser(app);
      const staff = await createUser(app);
      await addMember(app, venue.profile.id, manager, 'manager', {
        digitalMenuAccess: true,
        tableReserveAccess: true,
        socialProfileAccess: true,
      });
      await addMember(app, venue.profile.id, staff, 'staff', MENU_ONLY);
      const managerHeaders = await headersFor(app, manager, venue.profile.id);
      const staffHeaders = await headersFor(app, staff, venue.profile.id);

      expect((await list(managerHeaders)).status).toBe(200);
      expect((await list(staffHeaders)).status).toBe(403);
      // A manager may not raise anyone's rights, their own included.
      const raise = await edit(managerHeaders, { userId: manager.id, role: 'manager', permissions: MENU_ONLY });
      expect(raise.status).toBe(403);
      expect(raise.json.responseStatus.errorMessage).toBe('Only the owner can do this');
      expect((await edit(staffHeaders, { userId: staff.id, role: 'manager', permissions: MENU_ONLY })).status).toBe(403);
      expect((await remove(managerHeaders, { userId: staff.id })).status).toBe(403);
      expect((await audit(managerHeaders)).status).toBe(403);
    });
  });

  describe('pending invites', () => {
    it("take effect at the invited number's first login, with the rights the owner chose", async () => {
      const venue = await ownerWithVenue(app);
      const { phone, code } = TEST_PHONES.fifth;
      const invite = await edit(venue.headers, { mobileNumber: phone.slice(2), role: 'staff', permissions: MENU_ONLY });
      expect(invite.json.body.user.hasLoggedIn).toBe(false);

      const login = await loginWithCode(app, phone, code);
      expect(login.user.associatedProfiles).toEqual(expect.arrayContaining([{ profileId: venue.profile.id, role: 'staff' }]));
      const staffHeaders = { authorization: `Bearer ${login.token.access.token}`, 'x-profile-id': venue.profile.id };
      expect((await permissions(staffHeaders)).json.body).toMatchObject({
        role: 'staff',
        permissions: { digitalMenuAccess: { value: true } },
      });

      const team = await list(venue.headers);
      const member = team.json.body.users.find((u: { mobileNumber: string }) => u.mobileNumber === phone);
      expect(member).toMatchObject({ userId: login.user.id, hasLoggedIn: true, memberId: invite.json.body.user.memberId });
    });
  });

  describe('invite messages', () => {
    it('queue one SMS invite naming the venue when a number is added, and none when the add is refused', async () => {
      const venue = await ownerWithVenue(app);
      const phone = nextPhone();
      const invitesTo = async (to: string) =>
        (await app.deps.db.select().from(jobs).where(eq(jobs.kind, 'notify.send'))).filter(
          (job) => (job.payload as { to: string }).to === to,
        );

      expect((await edit(venue.headers, { mobileNumber: phone.slice(2), role: 'staff', permissions: MENU_ONLY })).status).toBe(
        200,
      );
      const queued = await invitesTo(`+${phone}`);
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({
        profileId: venue.profile.id,
        status: 'pending',
        payload: {
          channel: 'sms',
          template: 'staffInvite',
          variables: { venue: `Venue ${venue.profile.userName}`, link: `${t.config.publicBaseUrl}/login` },
        },
      });

      // Changing the member's rights is not a new invite.
      await edit(venue.headers, { mobileNumber: phone.slice(2), role: 'manager', permissions: MENU_ONLY });
      expect(await invitesTo(`+${phone}`)).toHaveLength(1);

      await app.deps.jobs.runDue();
      expect((await invitesTo(`+${phone}`))[0]).toMatchObject({ status: 'done' });
    });
  });

  describe('removing access', () => {
    it('removes a member, whose very next request is refused', async () => {
      const venue = await ownerWithVenue(app);
      const staff = await createUser(app);
      await addMember(app, venue.profile.id, staff, 'staff', MENU_ONLY);
      const staffHeaders = await headersFor(app, staff, venue.profile.id);
      expect((await permissions(staffHeaders)).status).toBe(200);

      const res = await remove(venue.headers, { profileId: venue.profile.id, userId: staff.id });
      expect(res.status).toBe(200);
      expect(res.json.body.removed.mobileNumber).toBe(staff.phone);
      const after = await permissions(staffHeaders);
      expect(after.status).toBe(403);
      expect(after.json.responseStatus.errorCode).toBe('PROFILE_FORBIDDEN');
    });

    it('withdraws a pending invite by memberId', async () => {
      const venue = await ownerWithVenue(app);
      const invite = await edit(venue.headers, { mobileNumber: nextPhone(), role: 'staff', permissions: NO_ACCESS });
      const res = await remove(venue.headers, { memberId: invite.json.body.user.memberId });
      expect(res.status).toBe(200);
      expect((await list(venue.headers)).json.body.users).toHaveLength(1);
    });

    it('refuses to remove the owner, an unknown member, or a member of another business', async () => {
      const a = await ownerWithVenue(app);
      const b = await ownerWithVenue(app);
      const bStaff = await createUser(app);
      await addMember(app, b.profile.id, bStaff, 'staff');

      const owner = await remove(a.headers, { userId: a.owner.id });
      expect(owner.status).toBe(422);
      expect(owner.json.responseStatus.errorMessage).toBe('The owner cannot be removed');
      expect((await remove(a.headers, { userId: newId() })).status).toBe(404);
      expect((await remove(a.headers, { userId: bStaff.id })).status).toBe(404);
      expect((await remove(a.headers, { userId: b.owner.id })).status).toBe(404);
      expect((await remove(a.headers, {})).json.responseStatus.errorMessage).toBe('Choose the team member to remove');
      expect((await list(b.headers)).json.body.users).toHaveLength(2);
    });
  });

  describe('changes take effect on the next request', () => {
    it('grants and withdraws rights between two requests of the same token', async () => {
      const venue = await ownerWithVenue(app);
      const staff = await createUser(app);
      await addMember(app, venue.profile.id, staff, 'staff');
      const staffHeaders = await headersFor(app, staff, venue.profile.id);

      expect((await list(staffHeaders)).status).toBe(403);
      expect((await permissions(staffHeaders)).json.body.permissions.digitalMenuAccess.value).toBe(false);

      await edit(venue.headers, { userId: staff.id, role: 'manager', permissions: MENU_ONLY });
      expect((await list(staffHeaders)).status).toBe(200);
      expect((await permissions(staffHeaders)).json.body).toMatchObject({
        role: 'manager',
        permissions: { digitalMenuAccess: { value: true } },
      });

      await edit(venue.headers, { userId: staff.id, role: 'staff', permissions: NO_ACCESS });
      expect((await list(staffHeaders)).status).toBe(403);
      expect((await permissions(staffHeaders)).json.body.permissions.digitalMenuAccess.value).toBe(false);
    });

    it('applies a feature flag to a real write on the very next request', async () => {
      const venue = await ownerWithVenue(app);
      const staff = await createUser(app);
      await addMember(app, venue.profile.id, staff, 'staff');
      const staffHeaders = await headersFor(app, staff, venue.profile.id);
      // An unknown category: past the guard, the menu answers 404; before it, the guard says 403.
      const rename = () =>
        call(app, {
          method: 'POST',
          url: '/v2/editCategory',
          headers: staffHeaders,
          payload: { _id: newId(), category: 'Drinks' },
        });

      expect((await rename()).status).toBe(403);
      await edit(venue.headers, { userId: staff.id, role: 'staff', permissions: MENU_ONLY });
      expect((await rename()).status).toBe(404);
      await edit(venue.headers, { userId: staff.id, role: 'staff', permissions: NO_ACCESS });
      const refused = await rename();
      expect(refused.status).toBe(403);
      expect(refused.json.responseStatus.errorMessage).toBe("You don't have permission to edit this feature");
    });
  });

  describe('audit trail', () => {
    it('records who changed what and when, newest first, for the owner only', async () => {
      const venue = await ownerWithVenue(app);
      const invited = nextPhone();
      const invite = await edit(venue.headers, { mobileNumber: invited, role: 'staff', permissions: NO_ACCESS });
      await edit(venue.headers, { memberId: invite.json.body.user.memberId, role: 'manager', permissions: MENU_ONLY });
      await remove(venue.headers, { memberId: invite.json.body.user.memberId });
      // A failed change writes nothing.
      await edit(venue.headers, { userId: venue.owner.id, role: 'staff', permissions: NO_ACCESS });

      const res = await audit(venue.headers);
      expect(res.status).toBe(200);
      const events = res.json.body.events as TeamAuditEntry[];
      expect(events.map((e) => e.action)).toEqual(['member.removed', 'member.updated', 'member.invited']);
      expect(events.every((e) => e.actor?.userId === venue.owner.id && e.target.mobileNumber === invited)).toBe(true);
      expect(events[1]).toMatchObject({
        role: 'manager',
        permissions: MENU_ONLY,
        previous: { role: 'staff', permissions: NO_ACCESS },
      });
      expect(events[0]).toMatchObject({ role: null, previous: { role: 'manager' } });
      expect(Date.parse(events[2]!.createdAt)).toBeLessThanOrEqual(Date.parse(events[0]!.createdAt));

      const other = await ownerWithVenue(app);
      expect((await audit(other.headers)).json.body.events).toEqual([]);
    });
  });

  describe('getUserByNumber', () => {
    const lookUp = (headers: Record<string, string>, number: string) =>
      call(app, { method: 'GET', url: `/v1/user/getUserByNumber/${encodeURIComponent(number)}`, headers });

    it('tells the owner whether a number is on the team, and nothing about anyone else (issue 34)', async () => {
      const venue = await ownerWithVenue(app);
      const stranger = await createUser(app, nextPhone(), 'Meera Stranger');
      const colleague = await createUser(app, nextPhone(), 'Kiran Colleague');
      await addMember(app, venue.profile.id, colleague, 'staff');
      const invited = nextPhone();
      await edit(venue.headers, { mobileNumber: `+${invited}`, role: 'staff', permissions: NO_ACCESS });
      // A registered stranger and a number nobody ever used: the same answer.
      expect((await lookUp(venue.headers, stranger.phone.slice(2))).json.body).toEqual({ isOnTeam: false, name: null });
      expect((await lookUp(venue.headers, '+91 98111 00002')).json.body).toEqual({ isOnTeam: false, name: null });
      expect((await lookUp(venue.headers, `+${colleague.phone}`)).json.body).toEqual({ isOnTeam: true, name: 'Kiran Colleague' });
      expect((await lookUp(venue.headers, invited)).json.body).toEqual({ isOnTeam: true, name: null });
      const invalid = await lookUp(venue.headers, '123');
      expect(invalid.status).toBe(400);
      expect(invalid.json.responseStatus.errorMessage).toBe('Enter a valid mobile number');
    });

    it('answers owners and managers of the active profile only', async () => {
      const venue = await ownerWithVenue(app);
      const manager = await createUser(app);
      const staff = await createUser(app);
      await addMember(app, venue.profile.id, manager, 'manager');
      await addMember(app, venue.profile.id, staff, 'staff');
      const number = venue.owner.phone.slice(2);
      expect((await lookUp(await headersFor(app, manager, venue.profile.id), number)).status).toBe(200);
      expect((await lookUp(await headersFor(app, staff, venue.profile.id), number)).status).toBe(403);
      const loner = await createUser(app);
      expect((await lookUp(await headersFor(app, loner), number)).status).toBe(400);
      expect((await lookUp({}, number)).status).toBe(401);
    });

    it('allows 30 lookups an hour per caller, then answers 429 with Retry-After', async () => {
      const venue = await ownerWithVenue(app);
      const other = await ownerWithVenue(app);
      const statuses: number[] = [];
      for (let index = 0; index < 40; index += 1)
        statuses.push((await lookUp(venue.headers, `98${String(index).padStart(8, '0')}`)).status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      const refused = await lookUp(venue.headers, '9811100003');
      expect(refused.status).toBe(429);
      expect(refused.json.responseStatus).toMatchObject({
        errorCode: 'RATE_LIMITED',
        errorMessage: 'Too many number lookups. Try again in 60 minutes.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await lookUp(other.headers, '9811100003')).status).toBe(200);
    });
  });
});
