import { gstBreakdown, type Plan, type ServiceStatus, type Service } from '@venue/shared';
import type { subscriptionPlans, subscriptions } from '../../db/schema/index.ts';
import { FINANCIAL_YEAR_TIME_ZONE, localDate } from '../../lib/venue-time.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanRow = typeof subscriptionPlans.$inferSelect;

/**
 * One service's standing in the spec's shape (ServiceStatusSchema), from its row. The one
 * mapping the status call, the super-admin screen and the banner all read. A venue with no row
 * for a service has never paid for it: `inactive`.
 */
export function toServiceStatus(service: Service, row: SubscriptionRow | undefined, plan: PlanRow | undefined): ServiceStatus {
  if (!row) {
    return {
      service,
      status: 'inactive',
      planId: null,
      planName: null,
      interval: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      nextDueDate: null,
      lateFeePaise: 0,
      manual: false,
    };
  }
  return {
    service,
    status: row.status,
    planId: row.planId,
    planName: plan?.name ?? null,
    interval: plan?.interval ?? null,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    nextDueDate: row.currentPeriodEnd ? localDate(FINANCIAL_YEAR_TIME_ZONE, row.currentPeriodEnd) : null,
    lateFeePaise: row.lateFeePaise,
    manual: row.manual,
  };
}

/** A plan in the shared shape: its price before GST, the GST (18%) and the total a link asks for. */
export function toPlan(row: PlanRow): Plan {
  const tax = gstBreakdown(row.pricePaise, { intraState: true });
  return {
    _id: row.id,
    service: row.service,
    name: row.name,
    interval: row.interval,
    pricePaise: row.pricePaise,
    gstPaise: tax.totalPaise - tax.taxablePaise,
    totalPaise: tax.totalPaise,
    features: row.features,
    itemLimit: row.itemLimit,
    isActive: row.isActive,
  };
}
