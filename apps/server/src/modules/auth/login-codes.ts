import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_MAX_TRIES,
  OTP_PER_ADDRESS_PER_HOUR,
  OTP_PER_PHONE_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AuthContext } from './auth-context.ts';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-code.ts';
import { maskPhone } from '../../lib/log-redaction.ts';
import type { NormalisedPhone } from './phone.ts';

export type OtpPurpose = 'login' | 'booking';

const HOUR_SECONDS = 3600;
/** How long used and expired codes are kept, for support questions ("did my code go out?"). */
const RETENTION_MS = 86_400_000;

export const OTP_EXPIRED_MESSAGE = 'This code has expired. Request a new one.';
export const OTP_TOO_MANY_TRIES_MESSAGE = 'Too many wrong tries. Request a new code.';

/** "Incorrect code. 3 tries left." */
export function otpInvalidMessage(triesLeft: number): string {
  return `Incorrect code. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
}

function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', message, {
    details: { retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
};

/** The newest code still waiting to be used (older ones are superseded when a new one is issued). */
async function findPendingCode(db: Db, phone: string, purpose: OtpPurpose) {
  const rows = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export interface IssuedCode {
  resendAfter: number;
  expiresIn: number;
}

/**
 * Issues a one-time code and hands it to the SMS provider (decisions §4): a resend only 30 s
 * after the pending code, at most 5 codes per phone and 20 per client address per hour.
 * Numbers in `SMS_TEST_OTP` get their fixed code through the same table and the same rules,
 * but no message is sent (they are not real phones).
 * @throws AppError 429 RATE_LIMITED with Retry-After; 503 UNAVAILABLE when sending failed
 */
export async function issueCode(
  ctx: AuthContext,
  input: { phone: NormalisedPhone; purpose: OtpPurpose; clientAddress: string },
): Promise<IssuedCode> {
  const { phone, purpose, clientAddress } = input;
  const nowMs = ctx.now.getTime();

  // A resend is only held back while the previous code is still pending: after a successful
  // login, logging in again straight away is not abuse (the hourly limits still apply).
  const pending = await findPendingCode(ctx.db, phone.digits, purpose);
  if (pending) {
    const waitMs = pending.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - nowMs;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw rateLimited(`Please wait ${seconds} seconds before requesting a new code.`, seconds);
    }
  }

  // Address first: a refused address then costs the targeted phone nothing, so nobody can
  // use an exhausted address to burn a victim's hourly allowance.
  const byAddress = await ctx.rateLimiter.hit(`otp:${purpose}:address:${clientAddress}`, OTP_PER_ADDRESS_PER_HOUR, HOUR_SECONDS);
  if (!byAddress.allowed) {
    throw rateLimited(
      `Too many codes requested from this network. Try again in ${minutes(byAddress.retryAfterSeconds)}.`,
      byAddress.retryAfterSeconds,
    );
  }
  const byPhone = await ctx.rateLimiter.hit(`otp:${purpose}:phone:${phone.digits}`, OTP_PER_PHONE_PER_HOUR, HOUR_SECONDS);
  if (!byPhone.allowed) {
    throw rateLimited(
      `Too many codes requested for this number. Try again in ${minutes(byPhone.retryAfterSeconds)}.`,
      byPhone.retryAfterSeconds,
    );
  }

  try {
    await storeAndSend(ctx, phone, purpose, clientAddress);
  } catch (error) {
    // The code never reached the phone, so it does not spend that number's allowance: its owner
    // may ask again once the gateway recovers. The address keeps its hit, so a client cannot
    // make unlimited gateway calls by asking for numbers the gateway refuses.
    await ctx.rateLimiter.release(`otp:${purpose}:phone:${phone.digits}`, byPhone.ticket);
    throw error;
  }
  return { resendAfter: OTP_RESEND_SECONDS, expiresIn: OTP_TTL_SECONDS };
}

/** Stores the new code (closing older ones) and hands it to the SMS provider. */
async function storeAndSend(ctx: AuthContext, phone: NormalisedPhone, purpose: OtpPurpose, clientAddress: string) {
  const nowMs = ctx.now.getTime();
  const testCode = ctx.config.SMS_TEST_OTP.get(phone.digits);
  const code = testCode ?? generateOtpCode();
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    // Old rows serve no rule any more (limits live in the rate limiter): keep the table small.
    await tx
      .delete(otpCodes)
      .where(and(eq(otpCodes.phone, phone.digits), lt(otpCodes.createdAt, new Date(nowMs - RETENTION_MS))));
    // Only the newest code counts: a superseded one is closed so it can never be used.
    await tx
      .update(otpCodes)
      .set({ consumedAt: ctx.now })
      .where(and(eq(otpCodes.phone, phone.digits), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      id,
      phone: phone.digits,
      purpose,
      codeHmac: hashOtpCode(ctx.config.jwtSecret, id, code),
      clientAddress,
      expiresAt: new Date(nowMs + OTP_TTL_SECONDS * 1000),
      createdAt: ctx.now,
    });
  });

  if (testCode) {
    ctx.log.info(`test number ${maskPhone(phone.e164)}: fixed one-time code from SMS_TEST_OTP`);
  } else {
    try {
      await ctx.sms.sendOtp({
        to: phone.e164,
        code,
        text: `${code} is your verification code. It expires in ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`,
      });
    } catch (error) {
      // The code never left: drop it so the user may ask again at once.
      await ctx.db.delete(otpCodes).where(eq(otpCodes.id, id));
      throw error;
    }
  }
}

/**
 * Checks a typed code against the pending one. A wrong code costs a try (counted atomically,
 * outside any transaction so the count survives the error); the fifth wrong try kills it.
 * On a match returns the code's id; the caller consumes it with `consumeCode` inside the
 * transaction that acts on it, so a failure there leaves the code usable.
 * @throws AppError 422 OTP_INVALID, OTP_EXPIRED or OTP_TOO_MANY_TRIES
 */
export async function checkCode(
  ctx: AuthContext,
  input: { phone: NormalisedPhone; purpose: OtpPurpose; code: string },
): Promise<string> {
  const pending = await findPendingCode(ctx.db, input.phone.digits, input.purpose);
  if (!pending || pending.expiresAt.getTime() <= ctx.now.getTime()) throw new AppError('OTP_EXPIRED', OTP_EXPIRED_MESSAGE);
  if (pending.attempts >= OTP_MAX_TRIES) throw new AppError('OTP_TOO_MANY_TRIES', OTP_TOO_MANY_TRIES_MESSAGE);

  if (otpCodeMatches(ctx.config.jwtSecret, pending.id, input.code, pending.codeHmac)) return pending.id;

  const [counted] = await ctx.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, pending.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_TRIES)))
    .returning({ attempts: otpCodes.attempts });
  // No row: a parallel wrong try used the last one up, or the code was used meanwhile.
  if (!counted || counted.attempts >= OTP_MAX_TRIES) throw new AppError('OTP_TOO_MANY_TRIES', OTP_TOO_MANY_TRIES_MESSAGE);
  throw new AppError('OTP_INVALID', otpInvalidMessage(OTP_MAX_TRIES - counted.attempts));
}

/**
 * Marks a checked code used, exactly once even under concurrent requests: only the UPDATE
 * that still finds `consumed_at IS NULL` wins.
 * @throws AppError 422 OTP_EXPIRED when another request used it first, or it expired meanwhile
 */
export async function consumeCode(db: Db, codeId: string, now: Date): Promise<void> {
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.id, codeId),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_TRIES),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ id: otpCodes.id });
  if (!consumed) throw new AppError('OTP_EXPIRED', OTP_EXPIRED_MESSAGE);
}
