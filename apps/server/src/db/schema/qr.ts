import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
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
    /** 'menu', 'table', 'links' or 'booking' (the table booking page). */
    kind: text('kind', { enum: ['menu', 'table', 'links', 'booking'] }).notNull(),
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
    // The target of qr_scans' venue-consistent key.
    unique('qr_codes_profile_id_unique').on(t.profileId, t.id),
    oneOf('qr_codes_kind_check', t.kind, ['menu', 'table', 'links', 'booking']),
  ],
);

/** One row per scan, so counts can be shown over time (per day on the details page). */
export const qrScans = pgTable(
  'qr_scans',
  {
    id: text('id').primaryKey(),
    qrCodeId: text('qr_code_id').notNull(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A code's profile never changes, so this serves per-code time ranges and the venue key alike.
    index('qr_scans_code_time_idx').on(t.qrCodeId, t.profileId, t.scannedAt),
    // A scan belongs to a code of the same venue.
    foreignKey({
      name: 'qr_scans_code_fk',
      columns: [t.profileId, t.qrCodeId],
      foreignColumns: [qrCodes.profileId, qrCodes.id],
    }).onDelete('cascade'),
    index('qr_scans_profile_time_idx').on(t.profileId, t.scannedAt),
  ],
);
