import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** E.164 digits without '+', e.g. 919000000001. */
  phone: text('phone').notNull().unique(),
  name: text('name'),
  email: text('email'),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/** One-time codes, stored only as an HMAC (decisions §4). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['login', 'booking'] }).notNull(),
    codeHmac: text('code_hmac').notNull(),
    attempts: integer('attempts').notNull().default(0),
    clientAddress: text('client_address'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_phone_idx').on(t.phone, t.purpose, t.createdAt),
    index('otp_codes_address_idx').on(t.clientAddress, t.createdAt),
    oneOf('otp_codes_purpose_check', t.purpose, ['login', 'booking']),
  ],
);

/**
 * Refresh tokens, stored hashed. Each login starts a family; every refresh rotates to a new
 * row of the same family. Presenting a rotated token again revokes the family (RFC 9700).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The family's absolute end: rotation never extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);
