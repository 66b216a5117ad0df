import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  DUE_DAYS_BEFORE_END,
  GRACE_DAYS_AFTER_END,
  LATE_FEE_PAISE,
  paiseToRupeeString,
  SERVICE_LABELS,
  SUBSCRIPTION_STATES,
  type DigitalMenuStatus,
  type SubscriptionState,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import type { MenuItemsChangedHook } from '../../lib/context.ts';
import { profiles, subscriptionPlans, subscriptions, users } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import { cancelJob, defineJob, scheduleJob, type JobDefinition } from '../../lib/jobs/index.ts';
import type { Notifier } from '../../lib/notify/index.ts';
import { localDate } from '../../lib/venue-time.ts';
import { countMenuItems, setDigitalMenuStatus } from '../menu/menu.service.ts';

/*
 * Term life (decisions §6): a paid subscription moves active → due (7 days before its period
 * ends) → overdue (at the end; the late fee is set) → suspended (7 days after), each step a
 * durable job (lib/jobs) scheduled when the period is set. A suspended digital menu closes the
 * public page; a menu over its plan's item limit is `digitalMenuOveruse`.
 */

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What the audit trail keeps of a subscription before and after a change (term life and super-admin). */
export const SubscriptionAuditStateSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATES),
  manual: z.boolean(),
  planId: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  lateFeePaise: z.number().int(),
});
export type SubscriptionAuditState = z.infer<typeof SubscriptionAuditStateSchema>;

export const subscriptionAuditStateOf = (row: SubscriptionRow): SubscriptionAuditState => ({
  status: row.status,
  manual: row.manual,
  planId: row.planId,
  currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  lateFeePaise: row.lateFeePaise,
});

const DAY_MS = 86_400_000;

/** Each step: when it runs relative to the period's end, which states it moves on, and to what. */
const STEPS = {
  due: {
    kind: 'subscription.due',
    offsetMs: -DUE_DAYS_BEFORE_END * DAY_MS,
    from: ['active'],
    to: 'due',
    template: 'subscriptionDue',
  },
  overdue: {
    kind: 'subscription.overdue',
    offsetMs: 0,
    from: ['active', 'due'],
    to: 'overdue',
    template: 'subscriptionOverdue',
  },
  suspend: {
    kind: 'subscription.suspend',
    offsetMs: GRACE_DAYS_AFTER_END * DAY_MS,
    from: ['active', 'due', 'overdue'],
    to: 'suspended',
    template: 'subscriptionSuspended',
  },
} as const satisfies Record<
  string,
  {
    kind: string;
    offsetMs: number;
    from: readonly SubscriptionState[];
    to: SubscriptionState;
    template: 'subscriptionDue' | 'subscriptionOverdue' | 'subscriptionSuspended';
  }
>;
type StepName = keyof typeof STEPS;
const STEP_NAMES = Object.keys(STEPS) as StepName[];

/** The audit actions of the three transitions; they share one state shape with the super-admin's. */
export const TERM_LIFE_AUDIT_ACTIONS = {
  due: defineAuditAction({ name: 'subscription.due', entityType: 'subscription', state: SubscriptionAuditStateSchema }),
  overdue: defineAuditAction({ name: 'subscription.overdue', entityType: 'subscription', state: SubscriptionAuditStateSchema }),
  suspend: defineAuditAction({ name: 'subscription.suspend', entityType: 'subscription', state: SubscriptionAuditStateSchema }),
} as const satisfies Record<StepName, unknown>;

/** The period end a job was scheduled for: a renewal in between moves the end and makes the job a no-op. */
const TermLifePayloadSchema = z.object({ subscriptionId: z.string(), periodEnd: z.iso.datetime() });
type TermLifePayload = z.infer<typeof TermLifePayloadSchema>;

/**
 * One key per subscription, step and period end: a period's job is scheduled once however
 * often this is called, and a new period gets jobs of its own (the key of a job that already
 * ran stays taken, so a key without the period could never be scheduled again).
 */
const jobKey = (step: StepName, subscriptionId: string, periodEnd: Date) =>
  `${STEPS[step].kind}:${subscriptionId}:${periodEnd.toISOString()}`;

/** For scheduling only: the runner holds the handlers that `createTermLifeJobs` builds. */
const scheduled = (step: StepName): JobDefinition<TermLifePayload> =>
  defineJob({
    kind: STEPS[step].kind,
    payload: TermLifePayloadSchema,
    run: () => Promise.reject(new Error(`${STEPS[step].kind} runs through createTermLifeJobs`)),
  });

/**
 * A subscription whose period drives the jobs: paid terms, and a super-admin's enabling, which
 * always has an end (decisions §7); switched off (inactive) stops them.
 */
const isDrivenByItsPeriod = (row: SubscriptionRow) => row.status !== 'inactive' && row.currentPeriodEnd !== null;

/**
 * Cancels the pending term-life jobs of one period of a subscription (they would be no-ops
 * when they ran; this keeps the queue honest).
 */
export async function cancelTermLifeJobs(tx: Db, subscriptionId: string, periodEnd: Date, now: Date): Promise<void> {
  for (const step of STEP_NAMES) await cancelJob(tx, jobKey(step, subscriptionId, periodEnd), now);
}

/**
 * After a term is paid (or a super-admin changes a subscription), (re)schedules the durable
 * jobs that move the subscription through due → overdue → suspended from its
 * `currentPeriodEnd`, and puts the digital menu's own status in step (a term paid after
 * suspension opens the public page again). Call it inside the transaction that changed the
 * row, after the change; calling it again for the same period changes nothing.
 * `now` only stamps cancelled jobs.
 */
export async function scheduleTermLife(
  tx: Db,
  subscription: { id: string; profileId: string; service: string; currentPeriodEnd: Date | null },
  now: Date = new Date(),
): Promise<void> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)).limit(1);
  if (!row) throw new Error(`scheduleTermLife: subscription ${subscription.id} does not exist in this transaction`);

  // A renewal paid before the end starts where the last period ended: that period's jobs go.
  const previousEnd = row.currentPeriodStart;
  if (previousEnd && previousEnd.getTime() !== row.currentPeriodEnd?.getTime())
    await cancelTermLifeJobs(tx, row.id, previousEnd, now);

  if (isDrivenByItsPeriod(row)) {
    const periodEnd = row.currentPeriodEnd!;
    for (const step of STEP_NAMES) {
      await scheduleJob(
        tx,
        scheduled(step),
        { subscriptionId: row.id, periodEnd: periodEnd.toISOString() },
        {
          runAt: new Date(periodEnd.getTime() + STEPS[step].offsetMs),
          uniqueKey: jobKey(step, row.id, periodEnd),
          profileId: row.profileId,
        },
      );
    }
  } else if (row.currentPeriodEnd) {
    await cancelTermLifeJobs(tx, row.id, row.currentPeriodEnd, now);
  }

  if (row.service === 'digital-menu') await refreshDigitalMenuStatus(tx, row.profileId);
}

/**
 * Recomputes the menu's own status from its digital-menu subscription and its item count:
 * 'suspended' when the subscription is suspended or switched off by a super-admin (suspended
 * wins over overuse), else 'digitalMenuOveruse' when the menu holds more items than the plan
 * allows, else 'active'. No subscription, or one never paid, means no limit.
 * Registered as the menu's items-changed hook, so it also runs in every item add or delete.
 */
export async function refreshDigitalMenuStatus(tx: Db, profileId: string): Promise<DigitalMenuStatus> {
  const digitalMenu = await digitalMenuRowOf(tx, profileId);
  const status = await digitalMenuStatusFor(tx, profileId, digitalMenu);
  await setDigitalMenuStatus(tx, profileId, status);
  return status;
}

async function digitalMenuRowOf(tx: Db, profileId: string) {
  const rows = await tx
    .select({ status: subscriptions.status, manual: subscriptions.manual, itemLimit: subscriptionPlans.itemLimit })
    .from(subscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.profileId, profileId), eq(subscriptions.service, 'digital-menu')));
  return rows[0];
}

async function digitalMenuStatusFor(
  tx: Db,
  profileId: string,
  row: { status: SubscriptionState; manual: boolean; itemLimit: number | null } | undefined,
): Promise<DigitalMenuStatus> {
  if (!row) return 'active';
  if (row.status === 'suspended' || (row.status === 'inactive' && row.manual)) return 'suspended';
  // Never paid (a row a pending subscribe left behind): live without a limit, like no row.
  if (row.status === 'inactive' || row.itemLimit === null) return 'active';
  return (await countMenuItems(tx, profileId)) > row.itemLimit ? 'digitalMenuOveruse' : 'active';
}

/** The owner's phone, the venue's name and zone: whom the term-life messages go to and what they say. */
async function venueOf(tx: Db, profileId: string) {
  const rows = await tx
    .select({ name: profiles.name, timeZone: profiles.timeZone, ownerPhone: users.phone })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.ownerUserId))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return rows[0];
}

/**
 * The runner's handlers for the three steps. Each is idempotent: it moves the subscription only
 * if the row still has the period end it was scheduled for, is not switched by hand, and has
 * not reached the step yet; the move, its audit row and the owner's message commit together.
 */
export function createTermLifeJobs(notifier: Notifier): JobDefinition<TermLifePayload>[] {
  return STEP_NAMES.map((name) => {
    const step = STEPS[name];
    return defineJob({
      kind: step.kind,
      payload: TermLifePayloadSchema,
      async run(payload, _job, { db, now }) {
        await db.transaction(async (tx) => {
          const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, payload.subscriptionId)).for('update');
          if (!row || !isDrivenByItsPeriod(row)) return;
          if (row.currentPeriodEnd!.getTime() !== Date.parse(payload.periodEnd)) return;
          if (!(step.from as readonly SubscriptionState[]).includes(row.status)) return;

          const [moved] = await tx
            .update(subscriptions)
            // Suspension owes the fee too: two runners may take overdue and suspend at once, and suspend may win the row.
            .set({ status: step.to, updatedAt: now, ...(name === 'due' ? {} : { lateFeePaise: LATE_FEE_PAISE }) })
            .where(eq(subscriptions.id, row.id))
            .returning();
          if (row.service === 'digital-menu') await refreshDigitalMenuStatus(tx, row.profileId);
          await recordAudit(tx, TERM_LIFE_AUDIT_ACTIONS[name], {
            profileId: row.profileId,
            actorUserId: null,
            entityId: row.id,
            before: subscriptionAuditStateOf(row),
            after: subscriptionAuditStateOf(moved!),
          });
          await notifyOwner(tx, notifier, name, moved!, payload.periodEnd);
        });
      },
    });
  });
}

/** "2026-12-22" → "2026-12-21". */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

async function notifyOwner(tx: Db, notifier: Notifier, name: StepName, row: SubscriptionRow, periodEnd: string) {
  const venue = await venueOf(tx, row.profileId);
  if (!venue) return;
  const end = new Date(periodEnd);
  // The last day the term covers, as its invoice prints it: the day before the next term starts.
  const lastDay = dayBefore(localDate(venue.timeZone, end));
  const common = { service: SERVICE_LABELS[row.service], venue: venue.name };
  const options = { profileId: row.profileId, uniqueKey: `${STEPS[name].kind}:${row.id}:${periodEnd}` };
  const to = `+${venue.ownerPhone}`;
  if (name === 'due') {
    await notifier.send(
      tx,
      { channel: 'sms', to, template: 'subscriptionDue', variables: { ...common, date: lastDay } },
      options,
    );
  } else if (name === 'overdue') {
    const suspendAt = new Date(end.getTime() + STEPS.suspend.offsetMs);
    await notifier.send(
      tx,
      {
        channel: 'sms',
        to,
        template: 'subscriptionOverdue',
        variables: {
          ...common,
          date: lastDay,
          fee: `rs. ${paiseToRupeeString(LATE_FEE_PAISE)}`,
          suspendDate: localDate(venue.timeZone, suspendAt),
        },
      },
      options,
    );
  } else {
    await notifier.send(tx, { channel: 'sms', to, template: 'subscriptionSuspended', variables: common }, options);
  }
}

/** The overuse check after every menu write that adds or removes items (modules/index.ts lists it). */
export const refreshOnItemsChanged: MenuItemsChangedHook = async (tx, profileId) => {
  await refreshDigitalMenuStatus(tx, profileId);
};
