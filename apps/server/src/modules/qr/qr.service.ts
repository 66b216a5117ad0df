import { createHash } from 'node:crypto';
import { and, between, count, desc, eq, gte, inArray, max, ne, sql } from 'drizzle-orm';
import {
  QR_CODE_ALPHABET,
  QR_CODE_LENGTH,
  QR_CODE_PATTERN,
  QR_MESSAGES,
  QR_KIND_CAPTIONS,
  QR_SHEETS_PER_PROFILE_PER_HOUR,
  qrSheetsRateLimitedMessage,
  qrDisplayName,
  tableLabelOf,
  type CreateQrCodeInput,
  type CreateQrTablesInput,
  type QrCode,
  type QrCodeListBody,
  type QrFormat,
  type QrKind,
  type QrStatsBody,
  type QrTablesBody,
  type UpdateQrCodeInput,
} from '@venue/shared';
import { profiles, qrCodes, qrScans } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { ProfileContext, ServiceContext } from '../../lib/context.ts';
import { AppError, badRequest, businessRule, conflict, notFound } from '../../lib/errors.ts';
import { newId, randomCode } from '../../lib/ids.ts';
import { lastVenueDays, venueInstant } from '../../lib/venue-time.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { cachedRender, isRendered } from '../../lib/render-cache.ts';
import { runRender } from '../../lib/render-pool.ts';
import type { SheetEntry } from './qr-files.ts';
import type { ImageTask, SheetTask } from './qr-worker.ts';

/*
 * QR codes of the active venue (decisions §5 "QR manager"). Every query is filtered by the
 * active profile; another venue's id is simply "not found".
 */

type QrRow = typeof qrCodes.$inferSelect;

const generateCode = () => randomCode(QR_CODE_ALPHABET, QR_CODE_LENGTH);

const shortUrlOf = (ctx: ServiceContext, code: string) => `${ctx.config.publicBaseUrl}/q/${code}`;

/** Where a scan lands; computed at scan time so a renamed venue keeps working codes. */
export function targetPathOf(kind: QrKind, userName: string): string {
  const base = `/v/${encodeURIComponent(userName)}`;
  if (kind === 'links') return `${base}/links`;
  if (kind === 'booking') return `${base}/book`;
  return base;
}

function toQrCode(ctx: ProfileContext, row: QrRow, stats: { scans: number; last: Date | null }): QrCode {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    label: row.label,
    tableNumber: row.tableNumber,
    displayName: qrDisplayName(row),
    shortUrl: shortUrlOf(ctx, row.code),
    targetPath: targetPathOf(row.kind, ctx.profile.userName),
    scanCount: stats.scans,
    lastScannedAt: stats.last ? new Date(stats.last).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function venueName(ctx: ProfileContext): Promise<string> {
  const rows = await ctx.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, ctx.profile.id)).limit(1);
  return rows[0]?.name ?? ctx.profile.userName;
}

async function scanStats(ctx: ProfileContext, ids: string[]) {
  if (ids.length === 0) return new Map<string, { scans: number; last: Date | null }>();
  const rows = await ctx.db
    .select({ id: qrScans.qrCodeId, scans: count(), last: max(qrScans.scannedAt) })
    .from(qrScans)
    .where(and(eq(qrScans.profileId, ctx.profile.id), inArray(qrScans.qrCodeId, ids)))
    .groupBy(qrScans.qrCodeId);
  return new Map(rows.map((row) => [row.id, { scans: Number(row.scans), last: row.last }]));
}

/** Tables first in number order, then the other codes, newest first. */
function compareCodes(a: QrRow, b: QrRow): number {
  if (a.kind === 'table' && b.kind === 'table')
    return a.label.localeCompare(b.label) || (a.tableNumber ?? 0) - (b.tableNumber ?? 0);
  if (a.kind === 'table') return -1;
  if (b.kind === 'table') return 1;
  return b.createdAt.getTime() - a.createdAt.getTime();
}

/** Whether the venue has made any QR code yet (the set-up checklist's "QR" step). */
export async function hasQrCode(db: Db, profileId: string): Promise<boolean> {
  const rows = await db.select({ id: qrCodes.id }).from(qrCodes).where(eq(qrCodes.profileId, profileId)).limit(1);
  return rows.length > 0;
}

export async function listQrCodes(ctx: ProfileContext): Promise<QrCodeListBody> {
  const rows = await ctx.db.select().from(qrCodes).where(eq(qrCodes.profileId, ctx.profile.id)).orderBy(desc(qrCodes.createdAt));
  const stats = await scanStats(
    ctx,
    rows.map((row) => row.id),
  );
  return {
    venue: { name: await venueName(ctx), userName: ctx.profile.userName },
    codes: rows.sort(compareCodes).map((row) => toQrCode(ctx, row, stats.get(row.id) ?? { scans: 0, last: null })),
  };
}

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
};

/** Whether this venue already has a code for the table (label compared without case), other than `exceptId`. */
async function tableHasCode(ctx: ProfileContext, label: string, tableNumber: number, exceptId?: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: qrCodes.id })
    .from(qrCodes)
    .where(
      and(
        eq(qrCodes.profileId, ctx.profile.id),
        eq(sql`lower(${qrCodes.label})`, label.toLowerCase()),
        eq(qrCodes.tableNumber, tableNumber),
        exceptId ? ne(qrCodes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Creates a code. A table may have one code only (two stickers would split its count): a second
 * one for the same label and number is refused with 409.
 */
export async function createQrCode(ctx: ProfileContext, input: CreateQrCodeInput): Promise<{ qrCode: QrCode }> {
  const tableNumber = input.kind === 'table' ? input.tableNumber : null;
  const label = tableNumber === null ? input.label : tableLabelOf(input.label, tableNumber);
  if (tableNumber !== null && (await tableHasCode(ctx, label, tableNumber))) throw conflict(QR_MESSAGES.duplicateTable);
  // Codes are random; on the rare clash with another venue's code, draw again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const rows = await ctx.db
        .insert(qrCodes)
        .values({
          id: newId(),
          profileId: ctx.profile.id,
          code: generateCode(),
          kind: input.kind,
          label,
          tableNumber,
          createdByUserId: ctx.caller.userId,
        })
        .returning();
      return { qrCode: toQrCode(ctx, rows[0]!, { scans: 0, last: null }) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The table index also raises 23505 when a concurrent request created the same table.
      if (tableNumber !== null && (await tableHasCode(ctx, label, tableNumber))) throw conflict(QR_MESSAGES.duplicateTable);
    }
  }
  throw new AppError('INTERNAL', QR_MESSAGES.createFailed);
}

/** The numbers from `from` to `to` (inclusive) that already have a code under `label`. */
async function tablesWithCodes(db: Db, profileId: string, label: string, from: number, to: number): Promise<Set<number>> {
  const rows = await db
    .select({ tableNumber: qrCodes.tableNumber })
    .from(qrCodes)
    .where(
      and(
        eq(qrCodes.profileId, profileId),
        eq(sql`lower(${qrCodes.label})`, label.toLowerCase()),
        between(qrCodes.tableNumber, from, to),
      ),
    );
  return new Set(rows.map((row) => row.tableNumber!));
}

/**
 * A room's worth of table codes at once ("Table" 1–40, issue 35), in one transaction: every
 * missing table gets its code, or none does. Tables that already have one keep it.
 * @throws 409 when every table in the range already has a code.
 */
export async function createQrTables(ctx: ProfileContext, input: CreateQrTablesInput): Promise<QrTablesBody> {
  // "Table 7" for table 7 alone is "Table"; a range's label is taken as typed.
  const label = input.fromNumber === input.toNumber ? tableLabelOf(input.label, input.fromNumber) : input.label;
  // A clash (another venue's random code, or a concurrent request making the same table) rolls the
  // whole batch back; the next attempt re-reads which tables exist and draws new codes.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const existing = await tablesWithCodes(tx, ctx.profile.id, label, input.fromNumber, input.toNumber);
        const missing: number[] = [];
        for (let number = input.fromNumber; number <= input.toNumber; number += 1)
          if (!existing.has(number)) missing.push(number);
        if (missing.length === 0) throw conflict(QR_MESSAGES.allTablesExist);
        const rows = await tx
          .insert(qrCodes)
          .values(
            missing.map((tableNumber) => ({
              id: newId(),
              profileId: ctx.profile.id,
              code: generateCode(),
              kind: 'table' as const,
              label,
              tableNumber,
              createdByUserId: ctx.caller.userId,
            })),
          )
          .returning();
        return {
          created: rows.sort(compareCodes).map((row) => toQrCode(ctx, row, { scans: 0, last: null })),
          existing: [...existing].sort((a, b) => a - b),
        };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('INTERNAL', QR_MESSAGES.createFailed);
}

/**
 * Renames a code (and renumbers a table). Its short address does not change, so printed codes
 * keep working and keep their scans.
 * @throws 404 for another venue's code; 400 for a table without a label; 409 when the new table
 *   name and number belong to another code.
 */
export async function updateQrCode(ctx: ProfileContext, id: string, input: UpdateQrCodeInput): Promise<{ qrCode: QrCode }> {
  const row = await ownedCode(ctx, id);
  let label = input.label;
  let tableNumber = row.tableNumber;
  if (row.kind === 'table') {
    tableNumber = input.tableNumber ?? row.tableNumber ?? 1;
    if (!label) throw badRequest(QR_MESSAGES.tableLabelRequired);
    label = tableLabelOf(label, tableNumber);
    if (await tableHasCode(ctx, label, tableNumber, row.id)) throw conflict(QR_MESSAGES.duplicateTable);
  }
  try {
    const rows = await ctx.db
      .update(qrCodes)
      .set({ label, tableNumber })
      .where(and(eq(qrCodes.profileId, ctx.profile.id), eq(qrCodes.id, row.id)))
      .returning();
    if (!rows[0]) throw notFound(QR_MESSAGES.notFound);
    const stats = await scanStats(ctx, [row.id]);
    return { qrCode: toQrCode(ctx, rows[0], stats.get(row.id) ?? { scans: 0, last: null }) };
  } catch (error) {
    // A concurrent rename to the same table.
    if (isUniqueViolation(error)) throw conflict(QR_MESSAGES.duplicateTable);
    throw error;
  }
}

async function ownedCode(ctx: ProfileContext, id: string): Promise<QrRow> {
  const rows = await ctx.db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.profileId, ctx.profile.id), eq(qrCodes.id, id)))
    .limit(1);
  if (!rows[0]) throw notFound(QR_MESSAGES.notFound);
  return rows[0];
}

/** Deletes a code and its scans; its printed stickers stop working. */
export async function deleteQrCode(ctx: ProfileContext, id: string): Promise<{ deleted: string }> {
  const rows = await ctx.db
    .delete(qrCodes)
    .where(and(eq(qrCodes.profileId, ctx.profile.id), eq(qrCodes.id, id)))
    .returning({ id: qrCodes.id });
  if (!rows[0]) throw notFound(QR_MESSAGES.notFound);
  return { deleted: rows[0].id };
}

export interface QrFile {
  fileName: string;
  contentType: string;
  data: Buffer | string;
}

const fileSafe = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'qr';

const QR_WORKER = new URL('./qr-worker.ts', import.meta.url);

/** A worker's bytes arrive as a plain Uint8Array; the reply and the cache want a Buffer. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * One code as a PNG or SVG with its name under it (issue 35: a bare code on a table says
 * nothing of which table it is).
 */
export async function renderQrImage(ctx: ProfileContext, id: string, format: QrFormat): Promise<QrFile> {
  const row = await ownedCode(ctx, id);
  const task: ImageTask = { url: shortUrlOf(ctx, row.code), label: qrDisplayName(row) };
  const fileName = `${fileSafe(ctx.profile.userName)}-${fileSafe(qrDisplayName(row))}-qr.${format}`;
  if (format === 'png') {
    // The image depends on the URL and the name; a code's URL never changes.
    const key = `qr-png:${ctx.profile.id}:${createHash('sha256').update(JSON.stringify(task)).digest('base64url')}`;
    const data = await cachedRender(key, async () =>
      asBuffer(await runRender<Uint8Array>(QR_WORKER, 'png', task, { venue: ctx.profile.id })),
    );
    return { fileName, contentType: 'image/png', data };
  }
  // Loaded on first use: qr-files.ts brings pdfkit, which an idle server need not hold (issue 17).
  const { qrSvg } = await import('./qr-files.ts');
  return { fileName, contentType: 'image/svg+xml', data: await qrSvg(task.url, task.label) };
}

/**
 * The printable A4 sheet of exactly the chosen codes; without a choice, every code (issue 35:
 * it once printed only the table codes without a word). Rendered in the render pool and kept per content; only
 * sheets not rendered yet count toward the venue's hourly limit.
 * @throws 404 when an id is not this venue's; 422 when there is nothing to print; 429 beyond
 *   the hourly limit; 503 when the render pool is full.
 */
export async function renderQrSheet(ctx: ProfileContext, ids: string[], limiter: RateLimiter): Promise<QrFile> {
  let rows: QrRow[];
  if (ids.length > 0) {
    const unique = [...new Set(ids)];
    rows = await ctx.db
      .select()
      .from(qrCodes)
      .where(and(eq(qrCodes.profileId, ctx.profile.id), inArray(qrCodes.id, unique)));
    if (rows.length !== unique.length) throw notFound(QR_MESSAGES.notFound);
  } else {
    rows = await ctx.db.select().from(qrCodes).where(eq(qrCodes.profileId, ctx.profile.id));
  }
  if (rows.length === 0) throw businessRule(QR_MESSAGES.nothingToPrint);
  const task: SheetTask = {
    venueName: await venueName(ctx),
    entries: rows.sort(compareCodes).map((row): SheetEntry => ({
      url: shortUrlOf(ctx, row.code),
      label: qrDisplayName(row),
      caption: QR_KIND_CAPTIONS[row.kind],
    })),
  };
  // The content is its own version: the same codes, labels and venue name print the same sheet.
  const key = `qr-sheet:${ctx.profile.id}:${createHash('sha256').update(JSON.stringify(task)).digest('base64url')}`;
  if (!isRendered(key))
    await enforceRateLimit(
      limiter,
      { key: `qr-sheet:profile:${ctx.profile.id}`, limit: QR_SHEETS_PER_PROFILE_PER_HOUR, windowSeconds: 3600 },
      qrSheetsRateLimitedMessage,
    );
  const data = await cachedRender(key, async () =>
    asBuffer(await runRender<Uint8Array>(QR_WORKER, 'sheetPdf', task, { venue: ctx.profile.id })),
  );
  return { fileName: `${fileSafe(ctx.profile.userName)}-qr-codes.pdf`, contentType: 'application/pdf', data };
}

/** Scans per code per venue-local day over the last `days` days, today included, oldest first. */
export async function getQrStats(ctx: ProfileContext, days: number): Promise<QrStatsBody> {
  const zone = ctx.profile.timeZone;
  const dayList = lastVenueDays(zone, ctx.clock(), days);
  const since = venueInstant(zone, dayList[0]!);
  // Inlined, not a parameter: the same expression appears in SELECT and GROUP BY, and
  // PostgreSQL treats two placeholders as two expressions. The zone is an IANA name checked on
  // write (TimeZoneSchema); quotes are doubled all the same.
  const zoneLiteral = sql.raw(`'${zone.replaceAll("'", "''")}'`);
  const day = sql<string>`to_char(${qrScans.scannedAt} at time zone ${zoneLiteral}, 'YYYY-MM-DD')`;
  const [codes, rows] = await Promise.all([
    ctx.db.select({ id: qrCodes.id }).from(qrCodes).where(eq(qrCodes.profileId, ctx.profile.id)),
    ctx.db
      .select({ id: qrScans.qrCodeId, day, scans: count() })
      .from(qrScans)
      .where(and(eq(qrScans.profileId, ctx.profile.id), gte(qrScans.scannedAt, since)))
      .groupBy(qrScans.qrCodeId, day),
  ]);
  const index = new Map(dayList.map((date, position) => [date, position]));
  const byCode = new Map(codes.map((code) => [code.id, new Array<number>(dayList.length).fill(0)]));
  for (const row of rows) {
    const counts = byCode.get(row.id);
    const position = index.get(row.day);
    if (counts && position !== undefined) counts[position] = Number(row.scans);
  }
  return {
    days: dayList,
    codes: [...byCode].map(([id, counts]) => ({ _id: id, counts, total: counts.reduce((sum, value) => sum + value, 0) })),
  };
}

/**
 * A scan of `/q/{code}`: counts it and says where to send the guest, or null for an unknown
 * code. `count` is false for HEAD requests (link checkers), which must not inflate the numbers.
 */
export async function recordScan(ctx: ServiceContext, code: string, options: { count: boolean }): Promise<string | null> {
  if (!QR_CODE_PATTERN.test(code)) return null;
  const rows = await ctx.db
    .select({ id: qrCodes.id, profileId: qrCodes.profileId, kind: qrCodes.kind, userName: profiles.userName })
    .from(qrCodes)
    .innerJoin(profiles, eq(profiles.id, qrCodes.profileId))
    .where(eq(qrCodes.code, code))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (options.count) await ctx.db.insert(qrScans).values({ id: newId(), qrCodeId: row.id, profileId: row.profileId });
  return targetPathOf(row.kind, row.userName);
}
