import { and, eq, isNull } from 'drizzle-orm';
import type {
  RefreshTokensBodySchema,
  TokenPair,
  UpdateUserProfileRequestSchema,
  UserLoginBodySchema,
  UserProfile,
  ValidateOtpBody,
} from '@venue/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { otpCodes, profileMembers, users } from '../../db/schema/index.ts';
import type { UserContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  createPersonalProfile,
  findPersonalProfile,
  listBusinessProfiles,
  listMemberships,
} from '../profiles/profiles.service.ts';
import type { AuthContext } from './auth-context.ts';
import { checkCode, consumeCode, issueCode } from './login-codes.ts';
import { normalisePhone } from './phone.ts';
import { revokeFamilyOf, rotateRefreshToken, startTokenFamily } from './refresh-tokens.ts';

export { normalisePhone, formatPhone, type NormalisedPhone } from './phone.ts';
export { authContextOf, type AuthContext } from './auth-context.ts';

type UserRow = typeof users.$inferSelect;

/**
 * `addNewUser` and `userLogin` both send a code: the account is made when the code is
 * validated, and answering both alike tells nobody whether a number is registered.
 * @throws AppError 400 invalid number; 429 RATE_LIMITED with Retry-After; 503 when the SMS failed
 */
export async function requestLoginCode(
  ctx: AuthContext,
  input: { mobileNumber: string; clientAddress: string },
): Promise<z.infer<typeof UserLoginBodySchema>> {
  const phone = normalisePhone(input.mobileNumber);
  const issued = await issueCode(ctx, { phone, purpose: 'login', clientAddress: input.clientAddress });
  return { mobileNumber: phone.e164, ...issued };
}

/**
 * Logs in with a one-time code. The first login creates the user and their personal profile;
 * every login claims pending invites for the number (team members added before they ever
 * logged in) and starts a new refresh-token family. All of it commits together with the
 * code's consumption, so a failure leaves the code usable.
 * @throws AppError 422 OTP_INVALID / OTP_EXPIRED / OTP_TOO_MANY_TRIES
 */
export async function validateLoginCode(
  ctx: AuthContext,
  input: { mobileNumber: string; otp: string },
): Promise<ValidateOtpBody> {
  const phone = normalisePhone(input.mobileNumber);
  const codeId = await checkCode(ctx, { phone, purpose: 'login', code: input.otp });

  const { user, token } = await ctx.db.transaction(async (tx) => {
    await consumeCode(tx, codeId, ctx.now);
    const user = await findOrCreateUser(tx, phone.digits, ctx.now);
    // Also covers users made without logging in (the demo seed, an admin): they get their
    // personal profile the first time they do log in.
    if (!(await findPersonalProfile({ db: tx }, user.id))) {
      await createPersonalProfile({ db: tx }, { userId: user.id, phone: user.phone, name: user.name, now: ctx.now });
    }
    await tx
      .update(profileMembers)
      .set({ userId: user.id, updatedAt: ctx.now })
      .where(and(eq(profileMembers.phone, user.phone), isNull(profileMembers.userId)));
    await tx.update(users).set({ lastLoginAt: ctx.now }).where(eq(users.id, user.id));
    const token = await startTokenFamily(tx, ctx.config, { userId: user.id, phone: user.phone }, ctx.now);
    return { user, token };
  });
  ctx.log.info({ userId: user.id }, 'user logged in');
  return loginBodyFor(ctx, user, token);
}

async function findOrCreateUser(db: Db, phone: string, now: Date): Promise<UserRow> {
  const [existing] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (existing) return existing;
  const [created] = await db.insert(users).values({ id: newId(), phone, createdAt: now }).returning();
  return created!;
}

async function loginBodyFor(ctx: AuthContext, user: UserRow, token: TokenPair): Promise<ValidateOtpBody> {
  const [associatedProfiles, businessProfiles, userProfile] = await Promise.all([
    listMemberships(ctx, user.id),
    listBusinessProfiles(ctx, user.id),
    userProfileOf(ctx.db, user),
  ]);
  return {
    token,
    user: {
      uuid: user.id,
      id: user.id,
      mobileNumber: `+${user.phone}`,
      associatedProfiles,
      canSeeDashboard: ctx.config.DASHBOARD_PHONES.includes(user.phone),
      isSuperAdmin: ctx.config.SUPER_ADMIN_PHONES.includes(user.phone),
    },
    userProfile,
    businessProfiles,
  };
}

async function userProfileOf(db: Db, user: UserRow): Promise<UserProfile> {
  const personal = await findPersonalProfile({ db }, user.id);
  return {
    name: user.name,
    userName: personal?.userName ?? null,
    mobileNumber: `+${user.phone}`,
    email: user.email,
    image: user.image,
  };
}

/**
 * Trades a refresh token for a new pair (rotation; see rotateRefreshToken for reuse).
 * @throws AppError 401 REFRESH_INVALID
 */
export async function refreshSession(
  ctx: AuthContext,
  input: { refreshToken: string },
): Promise<z.infer<typeof RefreshTokensBodySchema>> {
  return { token: await rotateRefreshToken(ctx.db, ctx.config, ctx.sessions, input.refreshToken, ctx.now) };
}

/**
 * Ends the session the refresh token belongs to (its whole family): its access tokens stop
 * working at once. An unknown or someone else's token changes nothing.
 */
export async function logout(ctx: AuthContext, input: { refreshToken?: string | undefined }): Promise<{ loggedOut: true }> {
  if (input.refreshToken) await revokeFamilyOf(ctx.db, ctx.sessions, input.refreshToken, ctx.now);
  return { loggedOut: true };
}

async function loadCaller(ctx: UserContext): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.caller.userId)).limit(1);
  // A valid token for a deleted user: the session is over.
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your account no longer exists. Please log in again.');
  return user;
}

/** The caller's own details (`getUserProfile/`). */
export async function getUserProfile(ctx: UserContext): Promise<UserProfile> {
  return userProfileOf(ctx.db, await loadCaller(ctx));
}

/**
 * `updateProfile` and `EditProfile`: name, email and image of the caller. Fields left out stay
 * as they are; an empty email or image clears it.
 */
export async function updateUserProfile(
  ctx: UserContext,
  input: z.output<typeof UpdateUserProfileRequestSchema>,
): Promise<UserProfile> {
  const changes: Partial<Pick<UserRow, 'name' | 'email' | 'image'>> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.email !== undefined) changes.email = input.email || null;
  if (input.image !== undefined) changes.image = input.image || null;
  if (Object.keys(changes).length > 0) await ctx.db.update(users).set(changes).where(eq(users.id, ctx.caller.userId));
  return getUserProfile(ctx);
}

/**
 * A code that proves a customer owns a phone number, for a table booking
 * (`generateBookingOTP`; decisions §4: same rules as login codes, counted separately).
 * @throws AppError 400 invalid number; 429 RATE_LIMITED with Retry-After; 503 when the SMS failed
 */
export async function requestBookingCode(
  ctx: AuthContext,
  input: { mobileNumber: string; clientAddress: string },
): Promise<z.infer<typeof UserLoginBodySchema>> {
  const phone = normalisePhone(input.mobileNumber);
  const issued = await issueCode(ctx, { phone, purpose: 'booking', clientAddress: input.clientAddress });
  return { mobileNumber: phone.e164, ...issued };
}

/**
 * Checks and uses up a booking code; returns the verified number as stored (E.164 digits).
 * Pass a transaction as `ctx.db` to make the booking and the code's use one unit.
 * @throws AppError 422 OTP_INVALID / OTP_EXPIRED / OTP_TOO_MANY_TRIES
 */
export async function verifyBookingCode(ctx: AuthContext, input: { mobileNumber: string; otp: string }): Promise<string> {
  const phone = normalisePhone(input.mobileNumber);
  const codeId = await checkCode(ctx, { phone, purpose: 'booking', code: input.otp });
  await consumeCode(ctx.db, codeId, ctx.now);
  return phone.digits;
}

/**
 * `verifyBookingCode` as the first step of a guest's write, inside its transaction `tx`. A
 * wrong, used or expired code comes back as `refused` rather than thrown: the caller commits
 * (the try is counted; nothing else happened yet) and throws it after, or five wrong tries
 * would never kill the code. Any other failure is thrown.
 */
export async function useBookingCodeIn(
  ctx: AuthContext,
  tx: Db,
  input: { mobileNumber: string; otp: string },
): Promise<{ mobileNumber: string; refused: null } | { mobileNumber: null; refused: AppError }> {
  try {
    return { mobileNumber: await verifyBookingCode({ ...ctx, db: tx }, input), refused: null };
  } catch (error) {
    if (error instanceof AppError && error.code.startsWith('OTP_')) return { mobileNumber: null, refused: error };
    throw error;
  }
}

/**
 * Erasure (DPDP Act 2023, modules/guests): the booking codes a guest's number asked for (they
 * live minutes and serve only the rate limits). Login codes are a member's own, not a guest's.
 */
export async function forgetBookingCodes(tx: Db, phoneDigits: string): Promise<void> {
  await tx.delete(otpCodes).where(and(eq(otpCodes.phone, phoneDigits), eq(otpCodes.purpose, 'booking')));
}
