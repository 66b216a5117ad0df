import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminDashboardQuerySchema, AdminDashboardResponseSchema } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  profiles,
  qrScans,
  socialLinkClicks,
  subscriptionPayments,
  subscriptions,
  subscriptionTerms,
} from '../../db/schema/index.ts';
import type { UserContext } from '../../lib/context.ts';
import { badRequest } from '../../lib/errors.ts';
import { addLocalDays, FINANCIAL_YEAR_TIME_ZONE, venueInstant, venueToday } from '../../lib/venue-time.ts';

/*
 * The platform dashboard (decisions §6 "The dashboard"), for the phones in DASHBOARD_PHONES.
 * A read-only report across every venue: it is the one place that reads other modules' tables
 * directly, because each figure is a single aggregate over all venues and going through each
 * owner's service would mean one query per venue. Every figure is counted or summed by the
 * database, grouped by Indian day; no row is loaded into the process.
 */

type DashboardQuery = z.output<typeof AdminDashboardQuerySchema>;
type Dashboard = z.infer<typeof AdminDashboardResponseSchema>;
type DayFigure = 'newVenues' | 'bookings' | 'revenuePaise' | 'gstPaise' | 'scans' | 'linkClicks';

/** The platform's days are India's. */
const ZONE = FINANCIAL_YEAR_TIME_ZONE;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
/** Paid states: the grace after the end still counts as a subscriber (term life, decisions §6). */
const ACTIVE_STATES = ['active', 'due', 'overdue'];

/** Both drivers answer execute() with `{ rows }`; the shared Db type leaves it unknown. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `YYYY-MM-DD` of an instant column in India. */
const istDay = (column: SQL | unknown) => sql`to_char(date_trunc('day', ${column} at time zone ${ZONE}), 'YYYY-MM-DD')`;

/** Per-day totals of one figure: `value` aggregated over rows whose `instant` falls in the range. */
function perDay(table: unknown, instant: unknown, value: SQL, where: SQL, range: { start: Date; end: Date }): SQL {
  return sql`select ${istDay(instant)} as day, ${value} as value from ${table}
    where ${instant} >= ${range.start.toISOString()} and ${instant} < ${range.end.toISOString()} and ${where}
    group by 1`;
}

/** Per-day totals over the captured subscription payments, from the terms they paid. */
function paidTermsPerDay(value: SQL, range: { start: Date; end: Date }): SQL {
  const paidAt = subscriptionPayments.paidAt;
  return sql`select ${istDay(paidAt)} as day, ${value} as value from ${subscriptionPayments}
    join ${subscriptionTerms} on ${subscriptionTerms.id} = ${subscriptionPayments.termId}
    where ${paidAt} >= ${range.start.toISOString()} and ${paidAt} < ${range.end.toISOString()}
    group by 1`;
}

/**
 * `GET /v1/admin/dashboard?from=&to=`: platform figures for the Indian days [from, to] (the
 * last 30 by default) and a series per day for the charts.
 * @throws AppError 400 for a reversed range or one over a year
 */
export async function getAdminDashboard(ctx: UserContext, query: DashboardQuery): Promise<Dashboard> {
  const to = query.to ?? venueToday(ZONE, ctx.clock());
  const from = query.from ?? addLocalDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw badRequest('The start date must not be after the end date');
  if (from < addLocalDays(to, -(MAX_DAYS - 1))) throw badRequest('Choose at most a year of days');
  const range = { start: venueInstant(ZONE, from), end: venueInstant(ZONE, addLocalDays(to, 1)) };
  const isBusiness = sql`${profiles.profileType} = 'business'`;

  const figures: Array<[DayFigure, SQL]> = [
    ['newVenues', perDay(profiles, profiles.createdAt, sql`count(*)`, isBusiness, range)],
    ['bookings', perDay(bookings, bookings.createdAt, sql`count(*)`, sql`true`, range)],
    // Revenue is the taxable value of the paid terms; the GST collected on it is the
    // government's and stands beside it (decisions §7), as on each term's invoice.
    ['revenuePaise', paidTermsPerDay(sql`sum(${subscriptionTerms.taxablePaise})`, range)],
    ['gstPaise', paidTermsPerDay(sql`sum(${subscriptionTerms.gstPaise})`, range)],
    ['scans', perDay(qrScans, qrScans.scannedAt, sql`count(*)`, sql`true`, range)],
    // Clicks are kept per venue-local day already (almost every venue is in India's zone).
    [
      'linkClicks',
      sql`select ${socialLinkClicks.day} as day, sum(${socialLinkClicks.clicks}) as value from ${socialLinkClicks}
        where ${socialLinkClicks.day} >= ${from} and ${socialLinkClicks.day} <= ${to} group by 1`,
    ],
  ];

  const series = new Map<string, Dashboard['series'][number]>();
  for (let day = from; day <= to; day = addLocalDays(day, 1)) {
    series.set(day, { day, newVenues: 0, bookings: 0, revenuePaise: 0, gstPaise: 0, scans: 0, linkClicks: 0 });
  }
  for (const [figure, statement] of figures) {
    for (const row of await rowsOf<{ day: string; value: string | number | null }>(ctx.db, statement)) {
      const entry = series.get(row.day);
      if (entry) entry[figure] = Number(row.value ?? 0);
    }
  }

  const [venueCount] = await rowsOf<{ value: string | number }>(
    ctx.db,
    sql`select count(*) as value from ${profiles} where ${isBusiness} and ${profiles.createdAt} < ${range.end.toISOString()}`,
  );
  const active = await rowsOf<{ service: string; value: string | number }>(
    ctx.db,
    sql`select ${subscriptions.service} as service, count(*) as value from ${subscriptions}
      where ${subscriptions.status} in (${sql.join(
        ACTIVE_STATES.map((state) => sql`${state}`),
        sql`, `,
      )}) group by 1`,
  );

  const days = [...series.values()];
  const total = (figure: DayFigure) => days.reduce((sum, day) => sum + day[figure], 0);
  return {
    from,
    to,
    venues: Number(venueCount?.value ?? 0),
    newVenues: total('newVenues'),
    activeSubscriptions: {
      'digital-menu': 0,
      'table-reservation': 0,
      'fast-social-verification': 0,
      ...Object.fromEntries(active.map((row) => [row.service, Number(row.value)])),
    },
    bookings: total('bookings'),
    // Tickets come with the events module (a later issue); until it exists none are sold.
    ticketsSold: 0,
    revenuePaise: total('revenuePaise'),
    gstPaise: total('gstPaise'),
    scans: total('scans'),
    series: days,
  };
}
