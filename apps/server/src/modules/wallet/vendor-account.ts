import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  gstStateName,
  stakeholderPanOf,
  VENDOR_ACCOUNT_MESSAGES,
  VendorAccountSchema,
  type VendorAccount,
  type VendorAccountInput,
  type VendorAccountUpdate,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { profiles, users, vendorAccounts } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError, businessRule, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { defineJob, scheduleJob, type JobDefinition, type JobShape } from '../../lib/jobs/index.ts';
import type { LinkedAccountInput, PaymentProvider } from '../../lib/payments/payment-provider.ts';
import { onLinkedAccountEvent } from '../payments/payments.service.ts';
import { bankNameOf, isKnownIfsc } from './ifsc-directory.ts';

/*
 * The venue's payout account (`/v1/vendor/account`, decisions §6) and its twin at the payment
 * provider, a linked account. Saving bank details makes the account `pending` and queues a
 * job that tells the provider; the provider's verdict (at once in the sandbox, later by
 * webhook with Razorpay) makes it `verified` or `rejected`. Payouts go only to a verified one.
 */

type AccountRow = typeof vendorAccounts.$inferSelect;

export const maskAccountNumber = (number: string) => `${'X'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

const toAccount = (row: AccountRow): VendorAccount => ({
  _id: row.id,
  legalName: row.legalName,
  accountHolder: row.accountHolder,
  accountNumber: maskAccountNumber(row.accountNumber),
  ifsc: row.ifsc,
  bankName: bankNameOf(row.ifsc),
  pan: row.pan,
  gstin: row.gstin,
  upiId: row.upiId,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  city: row.city,
  stateCode: row.stateCode,
  postalCode: row.postalCode,
  stakeholderName: row.stakeholderName,
  stakeholderPan: row.stakeholderPan,
  status: row.status,
  updatedAt: row.updatedAt.toISOString(),
});

/** The audit trail keeps the account masked: a log is read by more people than the owner. */
/** What an audit row keeps of the account: what the owner sees of it, less its id, time and bank name. */
const AccountAuditStateSchema = VendorAccountSchema.omit({ _id: true, updatedAt: true, bankName: true }).extend({
  status: z.string(),
});
const ACCOUNT_CHANGED = defineAuditAction({
  name: 'vendor-account.details-changed',
  entityType: 'vendor-account',
  state: AccountAuditStateSchema,
});
const auditStateOf = (row: AccountRow) => {
  const { _id: _omit, updatedAt: _at, bankName: _bank, ...state } = toAccount(row);
  return state;
};

/** The fields the provider's linked account is made of: a change to any sends it again. */
const PROVIDER_FIELDS = [
  'legalName',
  'accountHolder',
  'accountNumber',
  'ifsc',
  'pan',
  'gstin',
  'addressLine1',
  'addressLine2',
  'city',
  'stateCode',
  'postalCode',
  'stakeholderName',
  'stakeholderPan',
] as const;

/** @throws AppError 422 with VENDOR_ACCOUNT_MESSAGES.ifscUnknown for a branch not on the offline list. */
function assertKnownIfsc(ifsc: string | undefined): void {
  if (ifsc !== undefined && !isKnownIfsc(ifsc)) throw businessRule(VENDOR_ACCOUNT_MESSAGES.ifscUnknown);
}

async function readAccountRow(db: Db, profileId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(vendorAccounts).where(eq(vendorAccounts.profileId, profileId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The venue's account, for payouts (under the caller's transaction). */
export const findVendorAccount = (db: Db, profileId: string) => readAccountRow(db, profileId);

// ---------------------------------------------------------------------------------------------
// The owner's calls
// ---------------------------------------------------------------------------------------------

/** `GET /v1/vendor/account`: the payout account, masked; null before one is added. */
export async function getVendorAccount(ctx: ProfileContext): Promise<{ account: VendorAccount | null }> {
  const row = await readAccountRow(ctx.db, ctx.profile.id);
  return { account: row ? toAccount(row) : null };
}

/**
 * `POST /v1/vendor/account`: saved `pending`, and the provider told by a job.
 * @throws AppError 409 when the venue has one already; 422 for an IFSC not on the list.
 */
export async function createVendorAccount(ctx: ProfileContext, input: VendorAccountInput): Promise<{ account: VendorAccount }> {
  assertKnownIfsc(input.ifsc);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const [row] = await tx
      .insert(vendorAccounts)
      .values({
        id: newId(),
        profileId: ctx.profile.id,
        ...input,
        gstin: input.gstin ?? null,
        upiId: input.upiId ?? null,
        addressLine2: input.addressLine2 ?? null,
        stakeholderPan: input.stakeholderPan ?? null,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: vendorAccounts.profileId })
      .returning();
    if (!row) throw conflict(VENDOR_ACCOUNT_MESSAGES.exists);
    await scheduleSync(tx, row, now);
    await recordAudit(tx, ACCOUNT_CHANGED, {
      profileId: ctx.profile.id,
      actorUserId: ctx.caller.userId,
      entityId: row.id,
      before: null,
      after: auditStateOf(row),
    });
    return { account: toAccount(row) };
  });
}

/**
 * `PATCH /v1/vendor/account`: a change of what the provider holds (names, bank, PAN, GSTIN)
 * makes the account `pending` again until the provider confirms it; a UPI id alone does not.
 * @throws AppError 404 before one is added; 422 for an IFSC not on the list.
 */
export async function updateVendorAccount(ctx: ProfileContext, input: VendorAccountUpdate): Promise<{ account: VendorAccount }> {
  assertKnownIfsc(input.ifsc);
  return ctx.db.transaction(async (tx) => {
    const before = await readAccountRow(tx, ctx.profile.id, { lock: true });
    if (!before) throw notFound(VENDOR_ACCOUNT_MESSAGES.notFound);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<AccountRow>;
    if (!stakeholderPanOf({ ...before, ...changes })) throw businessRule(VENDOR_ACCOUNT_MESSAGES.stakeholderPanRequired);
    const providerChanged = PROVIDER_FIELDS.some((field) => field in changes && changes[field] !== before[field]);
    const now = ctx.clock();
    const [after] = await tx
      .update(vendorAccounts)
      .set({
        ...changes,
        ...(providerChanged ? { status: 'pending' as const, revision: before.revision + 1 } : {}),
        updatedAt: now,
      })
      .where(eq(vendorAccounts.id, before.id))
      .returning();
    if (providerChanged) await scheduleSync(tx, after!, now);
    await recordAudit(tx, ACCOUNT_CHANGED, {
      profileId: ctx.profile.id,
      actorUserId: ctx.caller.userId,
      entityId: before.id,
      before: auditStateOf(before),
      after: auditStateOf(after!),
    });
    return { account: toAccount(after!) };
  });
}

// ---------------------------------------------------------------------------------------------
// The provider's linked account
// ---------------------------------------------------------------------------------------------

const SyncPayloadSchema = z.object({ accountId: z.string(), revision: z.number().int() });
type SyncPayload = z.infer<typeof SyncPayloadSchema>;
const SYNC_JOB: JobShape<SyncPayload> = { kind: 'wallet.sync-linked-account', payload: SyncPayloadSchema };

/** One job per saved revision: a later save queues its own, and the older one steps aside. */
function scheduleSync(tx: Db, row: AccountRow, now: Date) {
  return scheduleJob(
    tx,
    SYNC_JOB,
    { accountId: row.id, revision: row.revision },
    { runAt: now, profileId: row.profileId, uniqueKey: `vendor-account-sync:${row.id}:${row.revision}` },
  );
}

/** The registered address as Route takes it, when the account has one (accounts saved before it was asked for do not). */
function registeredAddressOf(row: AccountRow): LinkedAccountInput['registeredAddress'] {
  if (!row.addressLine1 || !row.city || !row.stateCode || !row.postalCode) return null;
  return {
    street1: row.addressLine1,
    street2: row.addressLine2,
    city: row.city,
    state: (gstStateName(row.stateCode) ?? row.stateCode).toUpperCase(),
    postalCode: row.postalCode,
  };
}

/** What the provider is told: the account's fields, its address, the owner as stakeholder, and the owner's phone and email. */
async function linkedAccountInputOf(db: Db, row: AccountRow): Promise<LinkedAccountInput> {
  const [owner] = await db
    .select({ phone: users.phone, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.ownerUserId))
    .where(eq(profiles.id, row.profileId))
    .limit(1);
  return {
    referenceId: row.id,
    legalName: row.legalName,
    accountHolder: row.accountHolder,
    email: owner?.email ?? null,
    phone: owner?.phone ?? '',
    pan: row.pan,
    gstin: row.gstin,
    accountNumber: row.accountNumber,
    ifsc: row.ifsc,
    registeredAddress: registeredAddressOf(row),
    stakeholder: { name: row.stakeholderName ?? row.accountHolder, pan: stakeholderPanOf(row) },
  };
}

/** Writes the provider's verdict, unless a newer save is already on its way to the provider. */
async function settleAccount(
  db: Db,
  payload: SyncPayload,
  outcome: { providerProductId?: string; status: AccountRow['status'] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(vendorAccounts).where(eq(vendorAccounts.id, payload.accountId)).for('update');
    if (!row || row.revision !== payload.revision) return;
    await tx
      .update(vendorAccounts)
      .set({ ...outcome, syncedRevision: payload.revision })
      .where(eq(vendorAccounts.id, row.id));
  });
}

/**
 * Creates (first time) and configures the linked account for the saved revision. Two steps,
 * each remembered as it succeeds, so a retry after a failure in between makes no second
 * account. A refusal (Razorpay's 400, an email missing) rejects the account; an outage is
 * retried with backoff.
 */
export function linkedAccountSyncJob(payments: PaymentProvider): JobDefinition<SyncPayload> {
  return defineJob({
    ...SYNC_JOB,
    async run(payload, _job, { db, log }) {
      const [row] = await db.select().from(vendorAccounts).where(eq(vendorAccounts.id, payload.accountId));
      if (!row || row.revision !== payload.revision) return;
      const input = await linkedAccountInputOf(db, row);
      try {
        let accountId = row.providerAccountId;
        if (!accountId) {
          accountId = (await payments.createLinkedAccount(input)).accountId;
          await db.update(vendorAccounts).set({ providerAccountId: accountId }).where(eq(vendorAccounts.id, row.id));
        }
        const linked = await payments.configureLinkedAccount(accountId, input, row.providerProductId);
        if (linked.reason) log.warn({ vendorAccountId: row.id, reason: linked.reason }, 'linked account not verified yet');
        await settleAccount(db, payload, { providerProductId: linked.productId, status: linked.status });
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'BUSINESS_RULE') throw error;
        log.warn({ vendorAccountId: row.id, reason: error.message }, 'the provider refused the linked account');
        await settleAccount(db, payload, { status: 'rejected' });
      }
    },
  });
}

/*
 * Razorpay's later verdict (`product.route.activated`, `.needs_clarification`, …). It counts
 * only when the provider has the latest details: a verdict on details the owner has since
 * changed says nothing about the new ones.
 */
export const linkedAccountEvents = onLinkedAccountEvent(async (ctx, event) => {
  const [row] = await ctx.db
    .select()
    .from(vendorAccounts)
    .where(eq(vendorAccounts.providerAccountId, event.accountId))
    .for('update');
  if (!row || row.syncedRevision !== row.revision) {
    ctx.log.info({ accountId: event.accountId, event: event.event }, 'linked account event for older details ignored');
    return;
  }
  if (event.reason) ctx.log.warn({ vendorAccountId: row.id, reason: event.reason }, 'linked account not verified');
  await ctx.db
    .update(vendorAccounts)
    .set({ status: event.status, providerProductId: row.providerProductId ?? event.productId })
    .where(eq(vendorAccounts.id, row.id));
});
