import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { GST_RATE_PERCENT, ticketSaleSplit } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { walletEntries } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/*
 * The ledger's writes, its sum and its settlement. Rows are only ever added: a refund or a failed
 * payout is undone by rows of its own, never by an edit. The one thing that moves is a pending
 * row's `available_at`, when what it waits for (an event's end) moves.
 */

type EntryKind = (typeof walletEntries.$inferInsert)['kind'];
interface Entry {
  kind: EntryKind;
  amountPaise: number;
  description: string;
  reversal?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When money waits for something to end before it settles (decisions §7 "Trust in daily use"):
 * `key` names that thing (a ticketed event's id), `endsAt` its end, and the money becomes
 * available `days` (`SETTLEMENT_DAYS`) later. Other sources (a forfeited deposit) plug in with
 * their own key and end.
 */
export interface Settlement {
  key: string;
  endsAt: Date;
  days: number;
}

const settlesAt = (settlement: Settlement) => new Date(settlement.endsAt.getTime() + settlement.days * DAY_MS);

interface Source {
  profileId: string;
  sourceId: string;
  at: Date;
  /** When the rows settle and what they wait for; without it they are available at `at`. */
  availableAt?: Date;
  settlementKey?: string | null;
}

/** Rows of one source, each at most once (unique per source, kind and reversal): a repeat writes nothing. */
export async function appendLedger(tx: Db, source: Source, rows: Entry[]) {
  await tx
    .insert(walletEntries)
    .values(
      rows.map((row) => ({
        id: newId(),
        profileId: source.profileId,
        sourceId: source.sourceId,
        createdAt: source.at,
        availableAt: source.availableAt ?? source.at,
        settlementKey: source.settlementKey ?? null,
        reversal: false,
        ...row,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The ledger rows of one paid ticket order, in the payment's transaction: the sale, the
 * platform fee (`PLATFORM_FEE_PERCENT`) and GST 18% on the fee, all pending until the event's
 * settlement. A second call for the same order writes nothing.
 */
export async function recordTicketSale(
  tx: Db,
  sale: {
    profileId: string;
    orderId: string;
    amountPaise: number;
    feePercent: number;
    at: Date;
    description: string;
    settlement: Settlement;
  },
): Promise<void> {
  const { feePaise: fee, gstPaise: gst } = ticketSaleSplit(sale.amountPaise, sale.feePercent);
  const source = {
    profileId: sale.profileId,
    sourceId: sale.orderId,
    at: sale.at,
    availableAt: settlesAt(sale.settlement),
    settlementKey: sale.settlement.key,
  };
  await appendLedger(tx, source, [
    { kind: 'sale', amountPaise: sale.amountPaise, description: sale.description },
    { kind: 'platform-fee', amountPaise: -fee, description: `Platform fee ${sale.feePercent}%` },
    { kind: 'gst-on-fee', amountPaise: -gst, description: `GST ${GST_RATE_PERCENT}% on the platform fee` },
  ]);
}

/**
 * A booking's deposit the venue keeps (decisions §7 "Deposits"): forfeited by a late cancellation
 * or a no-show, or applied to an arrived guest's bill; with the platform fee and its GST as for
 * a ticket sale, pending until the booking's settlement. A second call writes nothing.
 */
export async function recordDepositKept(
  tx: Db,
  deposit: {
    kind: 'deposit-forfeit' | 'deposit-applied';
    profileId: string;
    bookingId: string;
    amountPaise: number;
    feePercent: number;
    at: Date;
    description: string;
    settlement: Settlement;
  },
): Promise<void> {
  const { feePaise: fee, gstPaise: gst } = ticketSaleSplit(deposit.amountPaise, deposit.feePercent);
  await appendLedger(
    tx,
    {
      profileId: deposit.profileId,
      sourceId: deposit.bookingId,
      at: deposit.at,
      availableAt: settlesAt(deposit.settlement),
      settlementKey: deposit.settlement.key,
    },
    [
      { kind: deposit.kind, amountPaise: deposit.amountPaise, description: deposit.description },
      { kind: 'platform-fee', amountPaise: -fee, description: `Platform fee ${deposit.feePercent}%` },
      { kind: 'gst-on-fee', amountPaise: -gst, description: `GST ${GST_RATE_PERCENT}% on the platform fee` },
    ],
  );
}

/**
 * A refunded ticket order, in the refund's transaction: the sale taken back (`refund`), and the
 * platform fee and its GST given back (reversals), all with the refund as their source, so the
 * venue carries nothing of an order it did not keep. The rows settle when the sale does: a
 * refund of pending money takes it from pending, a refund of settled money from what is
 * available (owed, when it was paid out already). An order whose sale never reached the
 * ledger (paid after its hold was released) writes nothing. Idempotent.
 * @returns whether the sale was in the ledger.
 */
export async function recordTicketRefund(
  tx: Db,
  refund: { profileId: string; orderId: string; refundId: string; at: Date },
): Promise<boolean> {
  const sale = await tx
    .select({
      kind: walletEntries.kind,
      amountPaise: walletEntries.amountPaise,
      availableAt: walletEntries.availableAt,
      settlementKey: walletEntries.settlementKey,
    })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.profileId, refund.profileId),
        eq(walletEntries.sourceId, refund.orderId),
        eq(walletEntries.reversal, false),
      ),
    );
  const amountOf = (kind: EntryKind) => sale.find((row) => row.kind === kind)?.amountPaise ?? 0;
  const saleRow = sale.find((row) => row.kind === 'sale');
  if (!saleRow) return false;
  const source = {
    profileId: refund.profileId,
    sourceId: refund.refundId,
    at: refund.at,
    availableAt: saleRow.availableAt,
    settlementKey: saleRow.settlementKey,
  };
  await appendLedger(tx, source, [
    { kind: 'refund', amountPaise: -amountOf('sale'), description: `Refund: order ${refund.orderId}` },
    { kind: 'platform-fee', amountPaise: -amountOf('platform-fee'), reversal: true, description: 'Platform fee returned' },
    { kind: 'gst-on-fee', amountPaise: -amountOf('gst-on-fee'), reversal: true, description: 'GST on the platform fee returned' },
  ]);
  return true;
}

/**
 * The thing the rows of `settlement.key` wait for now ends at `settlement.endsAt` (an event's end
 * was edited): their pending rows settle `days` after it, and never sooner than `days` after
 * `now`, so moving an end into the past does not release money at once (it could be paid out,
 * then refunded from the platform's pocket). Rows already settled stay settled.
 */
export async function moveSettlement(tx: Db, input: { profileId: string; settlement: Settlement; now: Date }): Promise<void> {
  const { settlement, now } = input;
  const endsAt = new Date(Math.max(settlement.endsAt.getTime(), now.getTime()));
  await tx
    .update(walletEntries)
    .set({ availableAt: settlesAt({ ...settlement, endsAt }) })
    .where(
      and(
        eq(walletEntries.profileId, input.profileId),
        eq(walletEntries.settlementKey, settlement.key),
        gt(walletEntries.availableAt, now),
      ),
    );
}

/** The wallet's figures in paise at one instant (decisions §7); see WalletResponseSchema. */
export interface WalletFigures {
  balance: number;
  available: number;
  pending: number;
  owed: number;
  /** When the available figure next grows, and by how much; null when nothing pending adds to it. */
  next: { at: Date; amountPaise: number } | null;
}

/**
 * The balance (the whole ledger's sum) split by settlement at `now`: the settled rows' sum is
 * what may be paid out (or, below zero, what is owed: refunds after a payout), and the rest is
 * pending. Owed money is recovered from the next rows that settle before anything is available
 * again, and the available figure never exceeds the balance. Pass a transaction to read it
 * under its lock.
 */
export async function walletFigures(db: Db, profileId: string, now: Date): Promise<WalletFigures> {
  const [totals] = await db
    .select({
      balance: sql<string>`coalesce(sum(${walletEntries.amountPaise}), 0)`,
      settled: sql<string>`coalesce(sum(${walletEntries.amountPaise}) filter (where ${walletEntries.availableAt} <= ${now.toISOString()}::timestamptz), 0)`,
    })
    .from(walletEntries)
    .where(eq(walletEntries.profileId, profileId));
  const balance = Number(totals?.balance ?? 0);
  const settled = Number(totals?.settled ?? 0);
  const availableWith = (settledSum: number) => Math.max(0, Math.min(settledSum, balance));
  const available = availableWith(settled);
  let next: WalletFigures['next'] = null;
  if (balance > settled) {
    // Pending rows settle in groups (an event's sales at one instant); walk them in order until
    // the available figure grows, which it does only once owed money is recovered.
    const groups = await db
      .select({ at: walletEntries.availableAt, amount: sql<string>`sum(${walletEntries.amountPaise})` })
      .from(walletEntries)
      .where(and(eq(walletEntries.profileId, profileId), gt(walletEntries.availableAt, now)))
      .groupBy(walletEntries.availableAt)
      .orderBy(asc(walletEntries.availableAt));
    let running = settled;
    for (const group of groups) {
      running += Number(group.amount);
      if (availableWith(running) > available) {
        next = { at: group.at, amountPaise: availableWith(running) - available };
        break;
      }
    }
  }
  return { balance, available, pending: Math.max(0, balance - settled), owed: Math.max(0, -settled), next };
}
