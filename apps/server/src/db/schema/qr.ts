import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * QR codes of a venue (decisions §5 "QR manager"). `code` is the short public token in
 * `/q/{code}`; it is unique across all venues because the redirect knows no profile.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** 'menu', 'table' or 'links'. */
    kind: text('kind', { enum: ['menu', 'table', 'links'] }).notNull(),
    label: text('label').notNull().default(''),
    tableNumber: integer('table_number'),
    createdByUserId: text('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qr_codes_code_idx').on(t.code),
    index('qr_codes_profile_idx').on(t.profileId, t.createdAt),
    // One code per table: two stickers for "Table 5" would split its scan count.
    uniqueIndex('qr_codes_profile_table_idx').on(t.profileId, sql`lower(${t.label})`, t.tableNumber),
  ],
);

/** One row per scan, so counts can be shown over time (per day on the details page). */
export const qrScans = pgTable(
  'qr_scans',
  {
    id: text('id').primaryKey(),
    qrCodeId: text('qr_code_id')
      .notNull()
      .references(() => qrCodes.id, { onDelete: 'cascade' }),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('qr_scans_code_time_idx').on(t.qrCodeId, t.scannedAt),
    index('qr_scans_profile_time_idx').on(t.profileId, t.scannedAt),
  ],
);
