import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { profiles } from './profiles.ts';

/*
 * The venue's wallet, payout account and payouts, owned by modules/wallet. The ledger is
 * append-only: the balance is the sum of its rows, and a mistake or a failure is undone by a
 * reversal row, never by an edit (only a pending row's `available_at` moves with its event's end).
 */

/** As packages/shared/src/wallet.ts names them (drizzle-kit reads this file on its own). */
const ENTRY_KINDS = ['sale', 'platform-fee', 'gst-on-fee', 'refund', 'payout', 'deposit-forfeit', 'deposit-applied'] as const;
const ACCOUNT_STATUSES = ['pending', 'verified', 'rejected'] as const;
const PAYOUT_STATUSES = ['processing', 'processed', 'failed'] as const;

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
    /** Signed: a sale adds; the fee, its GST, a refund and a payout take away; a reversal adds back. */
    amountPaise: integer('amount_paise').notNull(),
    /** What the row is for: a ticket order's, refund's, payout's or (a deposit kept) booking's id. */
    sourceId: text('source_id').notNull(),
    /** Gives back an earlier row of the same kind (a refunded order's fee, a failed payout). */
    reversal: boolean('reversal').notNull().default(false),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the row's money settles (decisions §7): until then it is pending, after it available
     * (or, for a refund after a payout, owed). A ticket sale's rows settle `SETTLEMENT_DAYS` after
     * the event ends; a payout, at once. A refund's rows take the sale's instant.
     */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the rows wait for, so they move together when it moves (an event's id for its ticket
     * sales and their refunds); null for rows that settle at once.
     */
    settlementKey: text('settlement_key'),
  },
  (t) => [
    index('wallet_entries_profile_idx').on(t.profileId, t.createdAt),
    index('wallet_entries_settlement_idx').on(t.profileId, t.settlementKey),
    // One row of each kind (and one reversal of it) per source: a second confirmation of a
    // payment, a refund job run twice or a repeated webhook writes nothing.
    uniqueIndex('wallet_entries_source_kind_idx').on(t.sourceId, t.kind, t.reversal),
    oneOf('wallet_entries_kind_check', t.kind, ENTRY_KINDS),
    check(
      'wallet_entries_sign_check',
      sql`(${t.kind} in ('sale', 'deposit-forfeit', 'deposit-applied') and ${t.amountPaise} >= 0 and not ${t.reversal})
        or (${t.kind} = 'refund' and ${t.amountPaise} <= 0 and not ${t.reversal})
        or (${t.kind} in ('platform-fee', 'gst-on-fee', 'payout') and ${t.amountPaise} <= 0 and not ${t.reversal})
        or (${t.kind} in ('platform-fee', 'gst-on-fee', 'payout') and ${t.amountPaise} >= 0 and ${t.reversal})`,
    ),
  ],
);

/**
 * Where payouts go: one account per venue, mirrored at the provider as a linked account
 * (Razorpay Route). The account number is answered masked.
 */
export const vendorAccounts = pgTable(
  'vendor_accounts',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    accountHolder: text('account_holder').notNull(),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    pan: text('pan').notNull(),
    gstin: text('gstin'),
    upiId: text('upi_id'),
    /** The registered address Route's linked account carries; null on accounts saved before it asked. */
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    /** Two-digit GST state code. */
    stateCode: text('state_code'),
    postalCode: text('postal_code'),
    /** The owner as Route's stakeholder: name as on their PAN, and their PAN when the business PAN is not theirs. */
    stakeholderName: text('stakeholder_name'),
    stakeholderPan: text('stakeholder_pan'),
    /** `verified` only once the provider confirmed the linked account; payouts need it. */
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('pending'),
    /** Grows with every change the provider must hear of; the sync job acts only on the latest. */
    revision: integer('revision').notNull().default(1),
    /** The revision the provider has: its verdicts (webhooks) count only when it has the latest. */
    syncedRevision: integer('synced_revision'),
    /** The provider's linked account (`acc_…`) and its Route product configuration (`acc_prd_…`). */
    providerAccountId: text('provider_account_id'),
    providerProductId: text('provider_product_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_accounts_profile_idx').on(t.profileId),
    uniqueIndex('vendor_accounts_provider_account_idx').on(t.providerAccountId),
    check('vendor_accounts_ifsc_check', sql`${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
    check('vendor_accounts_pan_check', sql`${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check('vendor_accounts_stakeholder_pan_check', sql`${t.stakeholderPan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check('vendor_accounts_postal_code_check', sql`${t.postalCode} ~ '^[1-9][0-9]{5}$'`),
    check('vendor_accounts_number_check', sql`${t.accountNumber} ~ '^[0-9]{9,18}$'`),
    oneOf('vendor_accounts_status_check', t.status, ACCOUNT_STATUSES),
  ],
);

/**
 * A payout to the venue's verified account: written `processing` with its ledger row in one
 * transaction, then sent as a provider transfer by a job; `failed` writes the reversal row.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('processing'),
    /** The account it went to, as it was: masked number and the provider's linked account. */
    accountNumberMasked: text('account_number_masked').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    providerTransferId: text('provider_transfer_id'),
    failureReason: text('failure_reason'),
    requestedByUserId: text('requested_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_profile_idx').on(t.profileId, t.createdAt),
    uniqueIndex('payouts_transfer_idx').on(t.providerTransferId),
    oneOf('payouts_status_check', t.status, PAYOUT_STATUSES),
    check('payouts_amount_check', sql`${t.amountPaise} > 0`),
  ],
);
