import { desc, eq, sum } from 'drizzle-orm';
import { z } from 'zod';
import {
  GST_RATE_PERCENT,
  VENDOR_ACCOUNT_MESSAGES,
  WALLET_ENTRIES_LIMIT,
  type VendorAccount,
  type VendorAccountInput,
  type VendorAccountUpdate,
  type WalletResponse,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { vendorAccounts, walletEntries } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';

/*
 * The venue's wallet (ledger of ticket sales less the platform's fee and the GST on it) and its
 * payout account. Other modules write the ledger only through `recordTicketSale`.
 */

/** Paise of `percent` of `paise`, rounded half up (fees and tax are whole paise). */
const percentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100);

/**
 * The ledger rows of one paid ticket order, in the payment's transaction: the sale, the
 * platform fee (`PLATFORM_FEE_PERCENT`) and GST 18% on the fee. A second call for the same
 * order writes nothing (unique per source and kind).
 */
export async function recordTicketSale(
  tx: Db,
  sale: { profileId: string; orderId: string; amountPaise: number; feePercent: number; at: Date; description: string },
): Promise<void> {
  const fee = percentOf(sale.amountPaise, sale.feePercent);
  const gst = percentOf(fee, GST_RATE_PERCENT);
  const rows = [
    { kind: 'sale' as const, amountPaise: sale.amountPaise, description: sale.description },
    { kind: 'platform-fee' as const, amountPaise: -fee, description: `Platform fee ${sale.feePercent}%` },
    { kind: 'gst-on-fee' as const, amountPaise: -gst, description: `GST ${GST_RATE_PERCENT}% on the platform fee` },
  ];
  await tx
    .insert(walletEntries)
    .values(rows.map((row) => ({ id: newId(), profileId: sale.profileId, sourceId: sale.orderId, createdAt: sale.at, ...row })))
    .onConflictDoNothing();
}

/** `GET /v1/vendor/wallet`: the balance and the latest ledger rows, newest first. */
export async function getWallet(ctx: ProfileContext): Promise<WalletResponse> {
  const [total] = await ctx.db
    .select({ balance: sum(walletEntries.amountPaise) })
    .from(walletEntries)
    .where(eq(walletEntries.profileId, ctx.profile.id));
  const rows = await ctx.db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.profileId, ctx.profile.id))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(WALLET_ENTRIES_LIMIT);
  return {
    balancePaise: Number(total?.balance ?? 0),
    entries: rows.map((row) => ({
      _id: row.id,
      kind: row.kind,
      amountPaise: row.amountPaise,
      sourceId: row.sourceId,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

type AccountRow = typeof vendorAccounts.$inferSelect;

const maskAccountNumber = (number: string) => `${'X'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

const toAccount = (row: AccountRow): VendorAccount => ({
  _id: row.id,
  accountHolderName: row.accountHolderName,
  accountNumberMasked: maskAccountNumber(row.accountNumber),
  ifsc: row.ifsc,
  pan: row.pan,
  gstin: row.gstin,
  updatedAt: row.updatedAt.toISOString(),
});

/** The audit trail keeps the account masked: a log is read by more people than the owner. */
const AccountAuditStateSchema = z.object({
  accountHolderName: z.string(),
  accountNumberMasked: z.string(),
  ifsc: z.string(),
  pan: z.string(),
  gstin: z.string().nullable(),
});
const ACCOUNT_SAVED = defineAuditAction({
  name: 'vendor-account.saved',
  entityType: 'vendor-account',
  state: AccountAuditStateSchema,
});
const auditStateOf = (row: AccountRow) => {
  const { _id: _omit, updatedAt: _at, ...state } = toAccount(row);
  return state;
};

async function readAccountRow(db: Db, profileId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(vendorAccounts).where(eq(vendorAccounts.profileId, profileId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** `GET /v1/vendor/account`: the payout account, masked; null before one is added. */
export async function getVendorAccount(ctx: ProfileContext): Promise<{ account: VendorAccount | null }> {
  const row = await readAccountRow(ctx.db, ctx.profile.id);
  return { account: row ? toAccount(row) : null };
}

/** `POST /v1/vendor/account`. @throws AppError CONFLICT when the venue has one already. */
export async function createVendorAccount(ctx: ProfileContext, input: VendorAccountInput): Promise<{ account: VendorAccount }> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const [row] = await tx
      .insert(vendorAccounts)
      .values({ id: newId(), profileId: ctx.profile.id, ...input, gstin: input.gstin ?? null, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: vendorAccounts.profileId })
      .returning();
    if (!row) throw conflict(VENDOR_ACCOUNT_MESSAGES.exists);
    await recordAudit(tx, ACCOUNT_SAVED, {
      profileId: ctx.profile.id,
      actorUserId: ctx.caller.userId,
      entityId: row.id,
      before: null,
      after: auditStateOf(row),
    });
    return { account: toAccount(row) };
  });
}

/** `PATCH /v1/vendor/account`. @throws AppError NOT_FOUND before one is added. */
export async function updateVendorAccount(ctx: ProfileContext, input: VendorAccountUpdate): Promise<{ account: VendorAccount }> {
  return ctx.db.transaction(async (tx) => {
    const before = await readAccountRow(tx, ctx.profile.id, { lock: true });
    if (!before) throw notFound(VENDOR_ACCOUNT_MESSAGES.notFound);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const [after] = await tx
      .update(vendorAccounts)
      .set({ ...changes, updatedAt: ctx.clock() })
      .where(eq(vendorAccounts.id, before.id))
      .returning();
    await recordAudit(tx, ACCOUNT_SAVED, {
      profileId: ctx.profile.id,
      actorUserId: ctx.caller.userId,
      entityId: before.id,
      before: auditStateOf(before),
      after: auditStateOf(after!),
    });
    return { account: toAccount(after!) };
  });
}
