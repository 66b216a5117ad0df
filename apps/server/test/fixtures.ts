import type { FastifyInstance, InjectOptions } from 'fastify';
import { vi } from 'vitest';
import type { PermissionFlags, Role, ValidateOtpBody } from '@venue/shared';
import { OWNER_FLAGS } from '@venue/shared';
import { profileMembers, profiles, users } from '../src/db/schema/index.ts';
import type { ProfileContext } from '../src/lib/context.ts';
import { newId } from '../src/lib/ids.ts';
import { startTokenFamily } from '../src/modules/auth/refresh-tokens.ts';

/**
 * Direct database fixtures, so a feature's tests need not go through the login flow:
 * a user, a business profile owned by them, members with chosen rights, and the headers
 * that act as a user in a profile.
 */
export interface TestUser {
  id: string;
  phone: string;
}

let phoneCounter = 0;
/** A fresh Indian test number per call (E.164 digits). */
export function nextPhone(): string {
  phoneCounter += 1;
  return `9198${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`;
}

export async function createUser(app: FastifyInstance, phone = nextPhone(), name = 'Test User'): Promise<TestUser> {
  const id = newId();
  await app.deps.db.insert(users).values({ id, phone, name });
  return { id, phone };
}

export async function createBusinessProfile(app: FastifyInstance, owner: TestUser, userName = `venue_${newId().slice(-8)}`) {
  const id = newId();
  await app.deps.db
    .insert(profiles)
    .values({ id, userName, name: `Venue ${userName}`, profileType: 'business', ownerUserId: owner.id });
  await app.deps.db
    .insert(profileMembers)
    .values({ id: newId(), profileId: id, userId: owner.id, phone: owner.phone, role: 'owner', ...OWNER_FLAGS });
  return { id, userName };
}

export async function addMember(
  app: FastifyInstance,
  profileId: string,
  user: TestUser,
  role: Role,
  flags: Partial<PermissionFlags> = {},
) {
  await app.deps.db.insert(profileMembers).values({
    id: newId(),
    profileId,
    userId: user.id,
    phone: user.phone,
    role,
    digitalMenuAccess: flags.digitalMenuAccess ?? false,
    tableReserveAccess: flags.tableReserveAccess ?? false,
    socialProfileAccess: flags.socialProfileAccess ?? false,
  });
}

/** Authorization (and X-Profile-ID when a profile is given) for a user, from a real session. */
export async function headersFor(app: FastifyInstance, user: TestUser, profileId?: string): Promise<Record<string, string>> {
  const { access } = await startTokenFamily(app.deps.db, app.deps.config, { userId: user.id, phone: user.phone }, new Date());
  return { authorization: `Bearer ${access.token}`, ...(profileId ? { 'x-profile-id': profileId } : {}) };
}

/** As headersFor, with the session's refresh token, for a test that ends the session (logout). */
export async function sessionFor(app: FastifyInstance, user: TestUser, profileId: string) {
  const pair = await startTokenFamily(app.deps.db, app.deps.config, { userId: user.id, phone: user.phone }, new Date());
  return {
    headers: { authorization: `Bearer ${pair.access.token}`, 'x-profile-id': profileId },
    refreshToken: pair.refresh.token,
  };
}

/** A venue with its owner, ready to call as that owner. */
export async function ownerWithVenue(app: FastifyInstance) {
  const owner = await createUser(app);
  const profile = await createBusinessProfile(app, owner);
  return { owner, profile, headers: await headersFor(app, owner, profile.id) };
}

/** inject() and parse the envelope. */
export async function call(app: FastifyInstance, options: InjectOptions) {
  const res = await app.inject(options);
  const json = res.body
    ? (JSON.parse(res.body) as {
        responseStatus: { success: boolean; errorCode: string | null; errorMessage: string | null };
        body: any;
      })
    : null;
  return { status: res.statusCode, json: json!, headers: res.headers, raw: res };
}

/** A multipart body for inject(): fields plus at most one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { field?: string; filename: string; contentType: string; data: Buffer },
) {
  const boundary = `----venue${newId()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Logs in through the real calls (userLogin, then validateOtp) and returns validateOtp's body
 * ({ token, user, userProfile, businessProfiles }). Use a number from TEST_PHONES with its
 * code. Each call comes from its own client address, so many logins in one file do not hit
 * the 20-codes-per-address hourly limit; the per-phone limits (one pending code per 30 s,
 * 5 codes per hour) still apply, as in production.
 */
export async function loginWithCode(app: FastifyInstance, phone: string, code: string) {
  const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const requested = await call(app, {
    method: 'POST',
    url: '/v1/user/userLogin',
    payload: { mobileNumber: phone },
    remoteAddress,
  });
  if (requested.status !== 200)
    throw new Error(`userLogin ${phone}: ${requested.status} ${requested.json.responseStatus.errorMessage}`);
  const validated = await call(app, {
    method: 'POST',
    url: '/v1/user/validateOtp',
    payload: { mobileNumber: phone, otp: code },
    remoteAddress,
  });
  if (validated.status !== 200)
    throw new Error(`validateOtp ${phone}: ${validated.status} ${validated.json.responseStatus.errorMessage}`);
  return validated.json.body as ValidateOtpBody;
}

/**
 * A service context for calling a service function directly as the owner of a venue, the way
 * `profileContextOf` builds it for a request.
 */
export function ownerContext(
  app: FastifyInstance,
  owner: TestUser,
  profile: { id: string; userName: string },
  overrides: Partial<ProfileContext> = {},
): ProfileContext {
  const { db, config, clock, notifier, payments, media, menuItemsChanged } = app.deps;
  return {
    db,
    config,
    log: app.log,
    caller: { userId: owner.id, phone: owner.phone, isSuperAdmin: false },
    profile: {
      id: profile.id,
      userName: profile.userName,
      profileType: 'business',
      timeZone: 'Asia/Kolkata',
      role: 'owner',
      flags: { ...OWNER_FLAGS },
    },
    clock,
    notifier,
    payments,
    media,
    menuItemsChanged,
    ...overrides,
  };
}

/** Records the SQL of every statement the app sends its database; `stop` ends it and answers them. */
export function recordStatements(app: FastifyInstance) {
  const { $client: client } = app.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } };
  const spy = vi.spyOn(client, 'query');
  return {
    stop: () => {
      const texts = spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text));
      spy.mockRestore();
      return texts;
    },
  };
}
