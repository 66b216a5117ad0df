import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { WALLET_ENTRIES_LIMIT, type WalletQuery, type WalletResponse } from '@venue/shared';
import { walletEntries } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { venueDayRange } from '../../lib/venue-time.ts';
import { walletFigures } from './ledger.ts';

/*
 * The venue's wallet (decisions §6 "Vendor account, wallet and bank details"): an append-only
 * ledger in paise of ticket sales, the platform's fee and the GST on it, refunds and payouts.
 * The balance is the sum of every row. Other modules write it only through the functions
 * exported here; the payout account and payouts live in vendor-account.ts and payouts.ts.
 */

export { moveSettlement, recordDepositKept, recordTicketRefund, recordTicketSale, type Settlement } from './ledger.ts';
export { createVendorAccount, findVendorAccount, getVendorAccount, updateVendorAccount } from './vendor-account.ts';
export { listPayouts, requestPayout } from './payouts.ts';

/**
 * `GET /v1/vendor/wallet?kind=&from=&to=`: the balance (always the whole ledger's sum), its
 * available, pending and owed parts at the clock's now (decisions §7), and the latest rows,
 * newest first, of the kind and between the venue's local dates asked for (both days included).
 */
export async function getWallet(ctx: ProfileContext, query: WalletQuery = {}): Promise<WalletResponse> {
  const zone = ctx.profile.timeZone;
  const filters: SQL[] = [eq(walletEntries.profileId, ctx.profile.id)];
  if (query.kind) filters.push(eq(walletEntries.kind, query.kind));
  if (query.from) filters.push(gte(walletEntries.createdAt, venueDayRange(zone, query.from).start));
  if (query.to) filters.push(lt(walletEntries.createdAt, venueDayRange(zone, query.to).end));
  const rows = await ctx.db
    .select()
    .from(walletEntries)
    .where(and(...filters))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(WALLET_ENTRIES_LIMIT);
  const figures = await walletFigures(ctx.db, ctx.profile.id, ctx.clock());
  return {
    balance: figures.balance,
    availableBalance: figures.available,
    pendingBalance: figures.pending,
    owedBalance: figures.owed,
    nextAvailableAt: figures.next?.at.toISOString() ?? null,
    settlementDays: ctx.config.SETTLEMENT_DAYS,
    ledger: rows.map((row) => ({
      _id: row.id,
      kind: row.kind,
      amount: row.amountPaise,
      sourceId: row.sourceId,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
