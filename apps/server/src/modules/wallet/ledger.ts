import { and, eq, sum } from 'drizzle-orm';
import { GST_RATE_PERCENT } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { walletEntries } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/*
 * The ledger's writes and its sum. Rows are only ever added: a refund or a failed payout is
 * undone by rows of its own, never by an edit.
 */

/** Paise of `percent` of `paise`, rounded half up (fees and tax are whole paise). */
const percentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100);

type EntryKind = (typeof walletEntries.$inferInsert)['kind'];
interface Entry {
  kind: EntryKind;
  amountPaise: number;
  description: string;
  reversal?: boolean;
}

/** Rows of one source, each at most once (unique per source, kind and reversal): a repeat writes nothing. */
export async function appendLedger(tx: Db, source: { profileId: string; sourceId: string; at: Date }, rows: Entry[]) {
  await tx
    .insert(walletEntries)
    .values(
      rows.map((row) => ({
        id: newId(),
        profileId: source.profileId,
        sourceId: source.sourceId,
        createdAt: source.at,
        reversal: false,
        ...row,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The ledger rows of one paid ticket order, in the payment's transaction: the sale, the
 * platform fee (`PLATFORM_FEE_PERCENT`) and GST 18% on the fee. A second call for the same
 * order writes nothing.
 */
export async function recordTicketSale(
  tx: Db,
  sale: { profileId: string; orderId: string; amountPaise: number; feePercent: number; at: Date; description: string },
): Promise<void> {
  const fee = percentOf(sale.amountPaise, sale.feePercent);
  const gst = percentOf(fee, GST_RATE_PERCENT);
  await appendLedger(tx, { profileId: sale.profileId, sourceId: sale.orderId, at: sale.at }, [
    { kind: 'sale', amountPaise: sale.amountPaise, description: sale.description },
    { kind: 'platform-fee', amountPaise: -fee, description: `Platform fee ${sale.feePercent}%` },
    { kind: 'gst-on-fee', amountPaise: -gst, description: `GST ${GST_RATE_PERCENT}% on the platform fee` },
  ]);
}

/**
 * A refunded ticket order, in the refund's transaction: the sale taken back (`refund`), and the
 * platform fee and its GST given back (reversals), all with the refund as their source, so the
 * venue carries nothing of an order it did not keep. An order whose sale never reached the
 * ledger (paid after its hold was released) writes nothing. Idempotent.
 * @returns whether the sale was in the ledger.
 */
export async function recordTicketRefund(
  tx: Db,
  refund: { profileId: string; orderId: string; refundId: string; at: Date },
): Promise<boolean> {
  const sale = await tx
    .select({ kind: walletEntries.kind, amountPaise: walletEntries.amountPaise })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.profileId, refund.profileId),
        eq(walletEntries.sourceId, refund.orderId),
        eq(walletEntries.reversal, false),
      ),
    );
  const amountOf = (kind: EntryKind) => sale.find((row) => row.kind === kind)?.amountPaise ?? 0;
  if (!sale.some((row) => row.kind === 'sale')) return false;
  await appendLedger(tx, { profileId: refund.profileId, sourceId: refund.refundId, at: refund.at }, [
    { kind: 'refund', amountPaise: -amountOf('sale'), description: `Refund: order ${refund.orderId}` },
    { kind: 'platform-fee', amountPaise: -amountOf('platform-fee'), reversal: true, description: 'Platform fee returned' },
    { kind: 'gst-on-fee', amountPaise: -amountOf('gst-on-fee'), reversal: true, description: 'GST on the platform fee returned' },
  ]);
  return true;
}

/** The venue's balance in paise: the sum of its whole ledger. Pass a transaction to read it under its lock. */
export async function walletBalance(db: Db, profileId: string): Promise<number> {
  const [total] = await db
    .select({ balance: sum(walletEntries.amountPaise) })
    .from(walletEntries)
    .where(eq(walletEntries.profileId, profileId));
  return Number(total?.balance ?? 0);
}
