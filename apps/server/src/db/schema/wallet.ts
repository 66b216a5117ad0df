import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { profiles } from './profiles.ts';

/*
 * The venue's wallet and payout account, owned by modules/wallet. The ledger is append-only:
 * the balance is the sum of its rows.
 */

/** As packages/shared/src/wallet.ts names them (drizzle-kit reads this file on its own). */
const ENTRY_KINDS = ['sale', 'platform-fee', 'gst-on-fee'] as const;

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
    /** Signed: a sale adds, the fee and its GST take away. */
    amountPaise: integer('amount_paise').notNull(),
    /** What the row is for, e.g. a ticket order's id. */
    sourceId: text('source_id').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_profile_idx').on(t.profileId, t.createdAt),
    // One row of each kind per source: a second confirmation of a payment writes nothing.
    uniqueIndex('wallet_entries_source_kind_idx').on(t.sourceId, t.kind),
    oneOf('wallet_entries_kind_check', t.kind, ENTRY_KINDS),
    check(
      'wallet_entries_sign_check',
      sql`(${t.kind} = 'sale' and ${t.amountPaise} >= 0) or (${t.kind} <> 'sale' and ${t.amountPaise} <= 0)`,
    ),
  ],
);

/** Where payouts go: one account per venue. The account number is answered masked. */
export const vendorAccounts = pgTable(
  'vendor_accounts',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    accountHolderName: text('account_holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    pan: text('pan').notNull(),
    gstin: text('gstin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_accounts_profile_idx').on(t.profileId),
    check('vendor_accounts_ifsc_check', sql`${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
    check('vendor_accounts_pan_check', sql`${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check('vendor_accounts_number_check', sql`${t.accountNumber} ~ '^[0-9]{9,18}$'`),
  ],
);
