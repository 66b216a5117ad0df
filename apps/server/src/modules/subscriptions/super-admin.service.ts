import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PAYMENT_MESSAGES,
  PLAN_INTERVALS,
  serviceOfSuperAdminPath,
  SERVICES,
  SUPER_ADMIN_MESSAGES,
  SUPER_ADMIN_PROFILES_LIMIT,
  type Plan,
  type Service,
  type SubscriptionState,
  type SuperAdminService,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { profiles, subscriptionPlans, subscriptions, users } from '../../db/schema/index.ts';
import { defineAuditAction, readAudit, recordAudit } from '../../lib/audit/index.ts';
import type { UserContext } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { addLocalDays, venueInstant, venueToday } from '../../lib/venue-time.ts';
import { TERM_PAID_AUDIT } from './subscription-activation.ts';
import { toPlan, toServiceStatus } from './subscription-state.ts';
import {
  cancelTermLifeJobs,
  refreshDigitalMenuStatus,
  scheduleTermLife,
  SubscriptionAuditStateSchema,
  subscriptionAuditStateOf,
  TERM_LIFE_AUDIT_ACTIONS,
} from './term-life.ts';

/*
 * The super-admin's subscription calls (spec §6, decisions §6): find a venue, read and switch
 * each of its three services by hand with a reason, edit the plans. Every change is one
 * transaction with its audit row (who, when, why, before, after).
 */

const SUPER_ADMIN_AUDIT_ACTIONS = {
  enable: defineAuditAction({
    name: 'subscription.superAdminEnable',
    entityType: 'subscription',
    state: SubscriptionAuditStateSchema,
  }),
  disable: defineAuditAction({
    name: 'subscription.superAdminDisable',
    entityType: 'subscription',
    state: SubscriptionAuditStateSchema,
  }),
};

/** Everything that moved one subscription, for its trail on the super-admin screen. */
const SUBSCRIPTION_TRAIL_ACTIONS = [
  TERM_PAID_AUDIT,
  ...Object.values(SUPER_ADMIN_AUDIT_ACTIONS),
  ...Object.values(TERM_LIFE_AUDIT_ACTIONS),
];
const TRAIL_LIMIT = 50;

const PlanAuditStateSchema = z.object({
  name: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  pricePaise: z.number().int(),
  features: z.array(z.string()),
  itemLimit: z.number().int().nullable(),
  isActive: z.boolean(),
});
const PLAN_UPDATE_AUDIT = defineAuditAction({
  name: 'subscriptionPlan.update',
  entityType: 'subscription_plan',
  state: PlanAuditStateSchema,
});

type PlanRow = typeof subscriptionPlans.$inferSelect;

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * GET superadmin/profiles?q=: business profiles whose name, username or owner's phone holds
 * `q` (at most 20, by name), each with where its three services stand.
 */
export async function searchSubscriptionProfiles(ctx: UserContext, query: { q: string }) {
  const q = query.q.trim();
  const digits = q.replace(/\D/g, '');
  const matches = q
    ? or(
        ilike(profiles.name, likePattern(q)),
        ilike(profiles.userName, likePattern(q)),
        // Phones are stored as digits: "+91 98…" and "98…" both find the owner.
        digits.length >= 3 && digits.length === q.replace(/[\s+()-]/g, '').length
          ? ilike(users.phone, likePattern(digits))
          : undefined,
      )
    : undefined;
  const rows = await ctx.db
    .select({ id: profiles.id, name: profiles.name, userName: profiles.userName, ownerPhone: users.phone })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.ownerUserId))
    .where(and(eq(profiles.profileType, 'business'), matches))
    .orderBy(asc(sql`lower(${profiles.name})`), asc(profiles.id))
    .limit(SUPER_ADMIN_PROFILES_LIMIT);

  const states = rows.length
    ? await ctx.db
        .select({ profileId: subscriptions.profileId, service: subscriptions.service, status: subscriptions.status })
        .from(subscriptions)
        .where(
          inArray(
            subscriptions.profileId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return {
    profiles: rows.map((row) => {
      const services = Object.fromEntries(SERVICES.map((service) => [service, 'inactive'])) as Record<Service, SubscriptionState>;
      for (const state of states) if (state.profileId === row.id) services[state.service] = state.status;
      return { _id: row.id, name: row.name, userName: row.userName, ownerPhone: row.ownerPhone, services };
    }),
  };
}

async function assertProfileExists(db: Db, profileId: string): Promise<void> {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
  if (!rows[0]) throw notFound(SUPER_ADMIN_MESSAGES.profileNotFound);
}

/** The venue's zone, whose days `until` counts in. @throws 404 for an unknown profile. */
async function timeZoneOfProfile(db: Db, profileId: string): Promise<string> {
  const rows = await db.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
  if (!rows[0]) throw notFound(SUPER_ADMIN_MESSAGES.profileNotFound);
  return rows[0].timeZone;
}

const laterOf = (end: Date, other: Date | null) => (other && other.getTime() > end.getTime() ? other : end);

async function subscriptionOf(db: Db, profileId: string, service: Service, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.profileId, profileId), eq(subscriptions.service, service)));
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

/** The status and trail of one service, as the status, enable and disable calls answer. */
async function statusWithTrail(db: Db, profileId: string, service: Service) {
  const row = await subscriptionOf(db, profileId, service);
  const plan = row?.planId
    ? (await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, row.planId)).limit(1))[0]
    : undefined;
  const trail = row
    ? await readAudit(db, { profileId, actions: SUBSCRIPTION_TRAIL_ACTIONS, entityId: row.id, limit: TRAIL_LIMIT })
    : [];
  return {
    profileId,
    status: toServiceStatus(service, row, plan),
    audit: trail.map((entry) => ({
      at: entry.createdAt.toISOString(),
      actorPhone: entry.actor?.phone ?? null,
      action: entry.action,
      reason: entry.reason,
      before: entry.before,
      after: entry.after,
    })),
  };
}

/** GET superadmin/profile/{profileId}/{service}/status. @throws 404 for an unknown profile. */
export async function getSuperAdminServiceStatus(ctx: UserContext, params: { profileId: string; service: SuperAdminService }) {
  await assertProfileExists(ctx.db, params.profileId);
  return statusWithTrail(ctx.db, params.profileId, serviceOfSuperAdminPath(params.service));
}

/**
 * POST superadmin/profile/{profileId}/{service}/enable | disable, with a reason. Enabling makes
 * the service active by hand until the end of `until` on the venue's clock (decisions §7: never
 * open-ended), or to the end of a paid period that runs longer; no late fee is owed, and the
 * ordinary term life (due, overdue, suspended) runs from that end. Disabling makes it inactive
 * by hand (a digital menu's public page closes) and stops the term-life jobs until a paid term
 * starts a period again.
 * @throws 404 for an unknown profile, 400 when `until` is not after the venue's today.
 */
export async function switchSubscriptionByHand(
  ctx: UserContext,
  params: { profileId: string; service: SuperAdminService },
  change: { enabled: true; reason: string; until: string } | { enabled: false; reason: string },
) {
  const service = serviceOfSuperAdminPath(params.service);
  await ctx.db.transaction(async (tx) => {
    const zone = await timeZoneOfProfile(tx, params.profileId);
    const now = ctx.clock();
    if (change.enabled && change.until <= venueToday(zone, now)) throw badRequest(SUPER_ADMIN_MESSAGES.untilNotAfterToday);
    const before = await subscriptionOf(tx, params.profileId, service, { forUpdate: true });
    const end = before?.currentPeriodEnd ?? null;
    const values = change.enabled
      ? {
          status: 'active' as const,
          manual: true,
          currentPeriodEnd: laterOf(venueInstant(zone, addLocalDays(change.until, 1)), end),
          lateFeePaise: 0,
          updatedAt: now,
        }
      : { status: 'inactive' as const, manual: true, updatedAt: now };
    const [after] = await tx
      .insert(subscriptions)
      .values({ id: newId(), profileId: params.profileId, service, ...values })
      .onConflictDoUpdate({ target: [subscriptions.profileId, subscriptions.service], set: values })
      .returning();
    // The jobs of a moved end are keyed by it, where scheduleTermLife would not look.
    if (end && after!.currentPeriodEnd?.getTime() !== end.getTime()) await cancelTermLifeJobs(tx, after!.id, end, now);
    await scheduleTermLife(tx, after!, now);
    await recordAudit(tx, change.enabled ? SUPER_ADMIN_AUDIT_ACTIONS.enable : SUPER_ADMIN_AUDIT_ACTIONS.disable, {
      profileId: params.profileId,
      actorUserId: ctx.caller.userId,
      entityId: after!.id,
      before: before ? subscriptionAuditStateOf(before) : null,
      after: subscriptionAuditStateOf(after!),
      reason: change.reason,
    });
    ctx.log.info(
      { profileId: params.profileId, service, enabled: change.enabled, actorUserId: ctx.caller.userId },
      'subscription switched by a super-admin',
    );
  });
  return statusWithTrail(ctx.db, params.profileId, service);
}

const planAuditStateOf = (row: PlanRow) => ({
  name: row.name,
  interval: row.interval,
  pricePaise: row.pricePaise,
  features: row.features,
  itemLimit: row.itemLimit,
  isActive: row.isActive,
});

export interface PlanChanges {
  name?: string | undefined;
  pricePaise?: number | undefined;
  features?: string[] | undefined;
  itemLimit?: number | null | undefined;
  isActive?: boolean | undefined;
}

/**
 * PATCH superadmin/plans/{planId}. A new item limit re-checks every menu on the plan at once
 * (over it: `digitalMenuOveruse`; back within it: active). Prices apply to links made after.
 * @throws 404 for an unknown plan, 400 when nothing would change.
 */
export async function updateSubscriptionPlan(ctx: UserContext, planId: string, changes: PlanChanges): Promise<Plan> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as PlanChanges;
  if (Object.keys(set).length === 0) throw badRequest(SUPER_ADMIN_MESSAGES.nothingToChange);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)).for('update');
    if (!before) throw notFound(PAYMENT_MESSAGES.planNotFound);
    const [after] = await tx
      .update(subscriptionPlans)
      .set({ ...set, updatedAt: ctx.clock() })
      .where(eq(subscriptionPlans.id, planId))
      .returning();
    await recordAudit(tx, PLAN_UPDATE_AUDIT, {
      profileId: null,
      actorUserId: ctx.caller.userId,
      entityId: planId,
      before: planAuditStateOf(before),
      after: planAuditStateOf(after!),
    });
    if (before.service === 'digital-menu' && before.itemLimit !== after!.itemLimit) {
      const onPlan = await tx
        .select({ profileId: subscriptions.profileId })
        .from(subscriptions)
        .where(and(eq(subscriptions.planId, planId), eq(subscriptions.service, 'digital-menu')));
      for (const { profileId } of onPlan) await refreshDigitalMenuStatus(tx, profileId);
    }
    return toPlan(after!);
  });
}
