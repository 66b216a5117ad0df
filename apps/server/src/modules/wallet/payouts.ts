import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatPaise, insufficientAvailableMessage, PAYOUT_MESSAGES, type Payout } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError, businessRule } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { defineJob, scheduleJob, type JobDefinition, type JobShape } from '../../lib/jobs/index.ts';
import type { PaymentProvider, Transfer } from '../../lib/payments/payment-provider.ts';
import { onTransferEvent } from '../payments/payments.service.ts';
import { formatVenueMoment } from '../../lib/venue-time.ts';
import { appendLedger, walletFigures, type WalletFigures } from './ledger.ts';
import { findVendorAccount, maskAccountNumber } from './vendor-account.ts';

/*
 * Payouts (`/v1/vendor/payouts`, decisions §6): the venue takes money out of its wallet to its
 * verified account. The request writes the payout and its ledger row in one transaction under
 * the venue's lock; a job then asks the provider for the transfer (Razorpay Route; the sandbox
 * completes it at once), and a failure gives the amount back with a reversal row.
 */

/** `notes.purpose` of the transfers this module makes (payments routes transfer webhooks by it). */
export const PAYOUT_PURPOSE = 'payout';
/** The list answers the latest payouts only. */
const PAYOUTS_LIMIT = 100;

type PayoutRow = typeof payouts.$inferSelect;

const toPayout = (row: PayoutRow): Payout => ({
  _id: row.id,
  amount: row.amountPaise,
  status: row.status,
  accountNumber: row.accountNumberMasked,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const PAYOUT_REQUESTED = defineAuditAction({
  name: 'payout.requested',
  entityType: 'payout',
  state: z.object({ amount: z.number().int(), accountNumber: z.string(), status: z.string() }),
});

const TransferPayloadSchema = z.object({ payoutId: z.string() });
type TransferPayload = z.infer<typeof TransferPayloadSchema>;
const TRANSFER_JOB: JobShape<TransferPayload> = { kind: 'wallet.payout-transfer', payload: TransferPayloadSchema };

const money = (paise: number) => formatPaise(paise, { alwaysPaise: true });

/** The refusal of an amount over the available balance: how much can go now, and when more can. */
function overAvailable(figures: WalletFigures, zone: string): AppError {
  const message = insufficientAvailableMessage({
    available: money(figures.available),
    ...(figures.owed > 0 && { owed: money(figures.owed) }),
    ...(figures.next && { next: { amount: money(figures.next.amountPaise), on: formatVenueMoment(zone, figures.next.at) } }),
  });
  return new AppError('insufficient_available_balance', message);
}

/**
 * `POST /v1/vendor/payouts { amount }` (paise). One transaction under a lock per venue, taken
 * before the available balance is read: two requests at once are served one after the other,
 * so together they can never take out more than is available (decisions §7: settled money only).
 * @throws AppError 422 PAYOUT_MESSAGES: no account, not verified; 422
 *   `insufficient_available_balance`: more than the available balance, saying when more settles.
 */
export async function requestPayout(ctx: ProfileContext, input: { amount: number }): Promise<{ payout: Payout }> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${ctx.profile.id}`}))`);
    const account = await findVendorAccount(tx, ctx.profile.id);
    if (!account) throw businessRule(PAYOUT_MESSAGES.noAccount);
    if (account.status !== 'verified' || !account.providerAccountId) throw businessRule(PAYOUT_MESSAGES.notVerified);
    const now = ctx.clock();
    const figures = await walletFigures(tx, ctx.profile.id, now);
    if (input.amount > figures.available) throw overAvailable(figures, ctx.profile.timeZone);
    const [row] = await tx
      .insert(payouts)
      .values({
        id: newId(),
        profileId: ctx.profile.id,
        amountPaise: input.amount,
        accountNumberMasked: maskAccountNumber(account.accountNumber),
        providerAccountId: account.providerAccountId,
        requestedByUserId: ctx.caller.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const payout = row!;
    await appendLedger(tx, { profileId: ctx.profile.id, sourceId: payout.id, at: now }, [
      { kind: 'payout', amountPaise: -payout.amountPaise, description: `Payout to ${payout.accountNumberMasked}` },
    ]);
    await scheduleJob(
      tx,
      TRANSFER_JOB,
      { payoutId: payout.id },
      { runAt: now, profileId: ctx.profile.id, uniqueKey: `payout-transfer:${payout.id}` },
    );
    await recordAudit(tx, PAYOUT_REQUESTED, {
      profileId: ctx.profile.id,
      actorUserId: ctx.caller.userId,
      entityId: payout.id,
      before: null,
      after: { amount: payout.amountPaise, accountNumber: payout.accountNumberMasked, status: payout.status },
    });
    return { payout: toPayout(payout) };
  });
}

/** `GET /v1/vendor/payouts`: the latest payouts, newest first. */
export async function listPayouts(ctx: ProfileContext): Promise<{ payouts: Payout[] }> {
  const rows = await ctx.db
    .select()
    .from(payouts)
    .where(eq(payouts.profileId, ctx.profile.id))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(PAYOUTS_LIMIT);
  return { payouts: rows.map(toPayout) };
}

/**
 * The provider's answer on a payout's transfer, once (under the payout's row lock; only a
 * `processing` payout moves): processed, or failed with the amount given back to the wallet.
 * A transfer still pending is remembered and waits for its webhook.
 */
async function settlePayout(db: Db, payoutId: string, transfer: Transfer, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!payout || payout.status !== 'processing') return;
    const transferId = transfer.transferId || payout.providerTransferId;
    if (transfer.status === 'pending') {
      await tx.update(payouts).set({ providerTransferId: transferId, updatedAt: now }).where(eq(payouts.id, payout.id));
      return;
    }
    await tx
      .update(payouts)
      .set({
        status: transfer.status,
        providerTransferId: transferId,
        failureReason: transfer.status === 'failed' ? transfer.failureReason : null,
        updatedAt: now,
      })
      .where(eq(payouts.id, payout.id));
    if (transfer.status === 'failed') {
      await appendLedger(tx, { profileId: payout.profileId, sourceId: payout.id, at: now }, [
        { kind: 'payout', amountPaise: payout.amountPaise, reversal: true, description: 'Payout failed: amount returned' },
      ]);
    }
  });
}

/**
 * Sends a payout as a transfer to the venue's linked account. The payout's id is the
 * idempotency key, so a job rerun after a lost answer gets the same transfer, never a second.
 * An outage throws and the job retries; a payout whose transfer never got an answer stays
 * `processing` rather than being given back while the money may have moved.
 */
export function payoutTransferJob(payments: PaymentProvider): JobDefinition<TransferPayload> {
  return defineJob({
    ...TRANSFER_JOB,
    async run({ payoutId }, _job, { db, now }) {
      const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
      if (!payout || payout.status !== 'processing') return;
      const transfer = await payments.createTransfer({
        accountId: payout.providerAccountId,
        amountPaise: payout.amountPaise,
        referenceId: payout.id,
        notes: { purpose: PAYOUT_PURPOSE, payoutId: payout.id, profileId: payout.profileId },
      });
      await settlePayout(db, payout.id, transfer, now);
    },
  });
}

/* Razorpay's word on a transfer that was pending when made (`transfer.processed` / `.failed`). */
export const payoutTransferEvents = onTransferEvent(PAYOUT_PURPOSE, async (ctx, event) => {
  const payoutId = event.transfer.notes.payoutId;
  if (!payoutId) return;
  await settlePayout(ctx.db, payoutId, event.transfer, ctx.clock());
});
