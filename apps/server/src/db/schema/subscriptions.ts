import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { profiles } from './profiles.ts';

const SERVICES = ['digital-menu', 'table-reservation', 'fast-social-verification'] as const;
const INTERVALS = ['monthly', 'yearly'] as const;
const STATES = ['inactive', 'active', 'due', 'overdue', 'suspended'] as const;
export const TERM_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;

/** What a venue can buy: seeded, editable by super-admins. Prices before GST, in paise. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: text('id').primaryKey(),
    service: text('service', { enum: SERVICES }).notNull(),
    name: text('name').notNull(),
    interval: text('interval', { enum: INTERVALS }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** The digital menu's item limit on this plan; null: no limit. */
    itemLimit: integer('item_limit'),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('subscription_plans_service_check', t.service, SERVICES),
    oneOf('subscription_plans_interval_check', t.interval, INTERVALS),
    check('subscription_plans_price_check', sql`${t.pricePaise} > 0`),
  ],
);

/**
 * One row per venue and service: where it stands now. The term rows are its history; this
 * row is what the status call, the banner and the public menu read, and what the term-life
 * jobs move (active → due → overdue → suspended).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    service: text('service', { enum: SERVICES }).notNull(),
    status: text('status', { enum: STATES }).notNull().default('inactive'),
    planId: text('plan_id').references(() => subscriptionPlans.id),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Added to the next payment link (overdue or suspended); cleared when a term is paid. */
    lateFeePaise: integer('late_fee_paise').notNull().default(0),
    /** Set when a super-admin switched it on or off by hand. */
    manual: boolean('manual').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_profile_service_idx').on(t.profileId, t.service),
    index('subscriptions_plan_idx').on(t.planId),
    oneOf('subscriptions_service_check', t.service, SERVICES),
    oneOf('subscriptions_status_check', t.status, STATES),
    check('subscriptions_late_fee_check', sql`${t.lateFeePaise} >= 0`),
  ],
);

/**
 * A billing term: one payment link, paid once. Its id is the link's `reference_id` (24
 * characters, within Razorpay's 40). The period is fixed when it is paid: a renewal starts at
 * the end of the current period, not at the payment date.
 */
export const subscriptionTerms = pgTable(
  'subscription_terms',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    service: text('service', { enum: SERVICES }).notNull(),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text('status', { enum: TERM_STATUSES }).notNull().default('pending'),
    basePaise: integer('base_paise').notNull(),
    lateFeePaise: integer('late_fee_paise').notNull().default(0),
    /** base + late fee: the invoice's taxable value. */
    taxablePaise: integer('taxable_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    /** What the payment link asks for. */
    totalPaise: integer('total_paise').notNull(),
    provider: text('provider').notNull(),
    paymentLinkId: text('payment_link_id'),
    paymentUrl: text('payment_url'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdByUserId: text('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('subscription_terms_profile_idx').on(t.profileId, t.service, t.createdAt),
    index('subscription_terms_plan_idx').on(t.planId),
    uniqueIndex('subscription_terms_link_idx').on(t.paymentLinkId),
    unique('subscription_terms_profile_id_unique').on(t.profileId, t.id),
    oneOf('subscription_terms_service_check', t.service, SERVICES),
    oneOf('subscription_terms_status_check', t.status, TERM_STATUSES),
    check('subscription_terms_total_check', sql`${t.totalPaise} = ${t.taxablePaise} + ${t.gstPaise}`),
    check('subscription_terms_taxable_check', sql`${t.taxablePaise} = ${t.basePaise} + ${t.lateFeePaise}`),
  ],
);

/**
 * A captured payment for a term, as confirmed with the provider. Unique per term and per
 * provider payment id: a second verification of the same payment (callback twice, webhook
 * first) finds the row and changes nothing.
 */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    termId: text('term_id')
      .notNull()
      .references(() => subscriptionTerms.id),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    paymentLinkId: text('payment_link_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** 'callback' or 'webhook': which delivery recorded it first. */
    confirmedBy: text('confirmed_by', { enum: ['callback', 'webhook', 'super-admin'] }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_payments_term_idx').on(t.termId),
    uniqueIndex('subscription_payments_provider_payment_idx').on(t.provider, t.providerPaymentId),
    index('subscription_payments_profile_idx').on(t.profileId, t.paidAt),
    oneOf('subscription_payments_confirmed_by_check', t.confirmedBy, ['callback', 'webhook', 'super-admin']),
  ],
);

/** Who the tax invoice is made out to (CGST Rules, rule 46): the venue's billing details. */
export const billingDetails = pgTable('billing_details', {
  profileId: text('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull().default(''),
  stateCode: text('state_code').notNull(),
  gstin: text('gstin'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
