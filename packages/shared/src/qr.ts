import { z } from 'zod';

/*
 * QR codes (decisions §5 "QR manager"; spec §2 QR area routes). Each code encodes a short
 * `{PUBLIC_BASE_URL}/q/{code}` link: the server counts the scan, then redirects to the venue's
 * public menu, link page or table booking page. Codes are per profile.
 */

export const QR_KINDS = ['menu', 'table', 'links', 'booking'] as const;
export type QrKind = (typeof QR_KINDS)[number];

export const QR_KIND_LABELS = {
  menu: 'Menu',
  table: 'Table',
  links: 'Link page',
  booking: 'Booking page',
} as const satisfies Record<QrKind, string>;

/** The line printed under a code on the sheet: what scanning it does. */
export const QR_KIND_CAPTIONS = {
  menu: 'Scan to see our menu',
  table: 'Scan to see our menu',
  links: 'Scan for our links',
  booking: 'Scan to book a table',
} as const satisfies Record<QrKind, string>;

export const QR_FORMATS = ['png', 'svg'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

/** Short codes: 8 characters from an alphabet without look-alikes (0/O, 1/l/I). */
export const QR_CODE_ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
export const QR_CODE_LENGTH = 8;
export const QR_CODE_PATTERN = /^[2-9a-km-zA-HJ-NP-Z]{8}$/;

export const QR_TABLE_NUMBER_MAX = 9999;
export const QR_LABEL_MAX = 40;
/** Tables one "make a room's worth" action may create (issue 35: e.g. tables 1–40). */
export const QR_TABLES_PER_BATCH_MAX = 100;
/** Tables per printable A4 sheet page: 2 columns × 3 rows. */
export const QR_SHEET_PER_PAGE = 6;
/**
 * Sheets one venue may have rendered per hour (issue 16): a sheet is seconds of server work, and
 * a sheet already rendered for the same codes and names is served again without counting.
 */
export const QR_SHEETS_PER_PROFILE_PER_HOUR = 30;
/** `wait` is e.g. "12 minutes". */
export const qrSheetsRateLimitedMessage = (wait: string) => `Too many QR sheets printed this hour. Please try again in ${wait}.`;
/** The scan chart's longest span. */
export const QR_STATS_MAX_DAYS = 90;
export const QR_STATS_DEFAULT_DAYS = 30;

export const QR_MESSAGES = {
  kindRequired: 'Choose what the QR code opens: menu, table, link page or booking page',
  tableLabelRequired: 'Table label is required',
  tableNumberRequired: 'Table number is required',
  tableNumberRange: `Table number must be a whole number from 1 to ${QR_TABLE_NUMBER_MAX}`,
  labelTooLong: `Label must be at most ${QR_LABEL_MAX} characters`,
  notFound: 'QR code not found',
  duplicateTable: 'A QR code for this table already exists',
  allTablesExist: 'Every one of these tables already has a QR code',
  tableRangeOrder: 'The last table number must not be lower than the first',
  tableRangeTooLarge: `Make at most ${QR_TABLES_PER_BATCH_MAX} table codes at once`,
  created: 'QR code created',
  updated: 'QR code updated',
  updateFailed: 'Failed to update QR code',
  deleted: 'QR code deleted',
  createFailed: 'Failed to create QR code',
  deleteFailed: 'Failed to delete QR code',
  downloadFailed: 'Failed to download QR code',
  nothingToPrint: 'Add a QR code first: there is nothing to print yet.',
} as const;

const LabelSchema = z.string().trim().max(QR_LABEL_MAX, QR_MESSAGES.labelTooLong);

/** Accepts 5 or "5"; the form sends a string. */
const TableNumberSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value),
  z
    .number({ error: QR_MESSAGES.tableNumberRequired })
    .int(QR_MESSAGES.tableNumberRange)
    .min(1, QR_MESSAGES.tableNumberRange)
    .max(QR_TABLE_NUMBER_MAX, QR_MESSAGES.tableNumberRange),
);

const TableLabelSchema = z
  .string({ error: QR_MESSAGES.tableLabelRequired })
  .trim()
  .min(1, QR_MESSAGES.tableLabelRequired)
  .max(QR_LABEL_MAX, QR_MESSAGES.labelTooLong);

/** POST /v2/qr-codes. A table needs its label (e.g. "Table", "Rooftop") and number. */
export const CreateQrCodeRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('menu'), label: LabelSchema.default('') }),
    z.object({ kind: z.literal('links'), label: LabelSchema.default('') }),
    z.object({ kind: z.literal('booking'), label: LabelSchema.default('') }),
    z.object({ kind: z.literal('table'), label: TableLabelSchema, tableNumber: TableNumberSchema }),
  ],
  { error: QR_MESSAGES.kindRequired },
);
export type CreateQrCodeRequest = z.input<typeof CreateQrCodeRequestSchema>;
export type CreateQrCodeInput = z.output<typeof CreateQrCodeRequestSchema>;

/**
 * POST /v2/qr-codes/tables: a room's worth of table codes in one action, e.g. "Table" 1–40.
 * Tables that already have a code keep it (their stickers keep working) and are named in
 * `existing`; the others are created together.
 */
export const CreateQrTablesRequestSchema = z
  .object({ label: TableLabelSchema, fromNumber: TableNumberSchema, toNumber: TableNumberSchema })
  .superRefine((value, ctx) => {
    if (value.toNumber < value.fromNumber)
      ctx.addIssue({ code: 'custom', path: ['toNumber'], message: QR_MESSAGES.tableRangeOrder });
    else if (value.toNumber - value.fromNumber + 1 > QR_TABLES_PER_BATCH_MAX)
      ctx.addIssue({ code: 'custom', path: ['toNumber'], message: QR_MESSAGES.tableRangeTooLarge });
  });
export type CreateQrTablesRequest = z.input<typeof CreateQrTablesRequestSchema>;
export type CreateQrTablesInput = z.output<typeof CreateQrTablesRequestSchema>;

/**
 * PATCH /v2/qr-codes/{id}: a new label (and, for a table, number). The code and its address stay,
 * so printed stickers keep working and keep their count.
 */
export const UpdateQrCodeRequestSchema = z.object({
  label: LabelSchema,
  tableNumber: TableNumberSchema.optional(),
});
export type UpdateQrCodeRequest = z.input<typeof UpdateQrCodeRequestSchema>;
export type UpdateQrCodeInput = z.output<typeof UpdateQrCodeRequestSchema>;

const isTableNumber = (text: string) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= QR_TABLE_NUMBER_MAX;

/**
 * The create form's values (react-hook-form): numbers kept as typed. A table code takes its
 * number, or with `lastTableNumber` a run of tables ("1" to "40").
 */
export const QrCodeFormSchema = z
  .object({
    kind: z.enum(QR_KINDS, { error: QR_MESSAGES.kindRequired }),
    label: LabelSchema,
    tableNumber: z.string().trim(),
    lastTableNumber: z.string().trim(),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== 'table') return;
    if (!value.label) ctx.addIssue({ code: 'custom', path: ['label'], message: QR_MESSAGES.tableLabelRequired });
    if (!value.tableNumber) ctx.addIssue({ code: 'custom', path: ['tableNumber'], message: QR_MESSAGES.tableNumberRequired });
    else if (!isTableNumber(value.tableNumber))
      ctx.addIssue({ code: 'custom', path: ['tableNumber'], message: QR_MESSAGES.tableNumberRange });
    if (!value.lastTableNumber) return;
    if (!isTableNumber(value.lastTableNumber))
      ctx.addIssue({ code: 'custom', path: ['lastTableNumber'], message: QR_MESSAGES.tableNumberRange });
    else if (isTableNumber(value.tableNumber)) {
      const span = Number(value.lastTableNumber) - Number(value.tableNumber) + 1;
      if (span < 1) ctx.addIssue({ code: 'custom', path: ['lastTableNumber'], message: QR_MESSAGES.tableRangeOrder });
      else if (span > QR_TABLES_PER_BATCH_MAX)
        ctx.addIssue({ code: 'custom', path: ['lastTableNumber'], message: QR_MESSAGES.tableRangeTooLarge });
    }
  });
export type QrCodeForm = z.input<typeof QrCodeFormSchema>;

export const QrCodeIdParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, QR_MESSAGES.notFound) });
export const QrDownloadParamsSchema = QrCodeIdParamsSchema.extend({
  format: z.enum(QR_FORMATS, { error: 'Format must be png or svg' }),
});

export const QrSheetQuerySchema = z.object({
  /** Comma-separated ids: exactly these codes; absent = every code of the venue. */
  ids: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
        : [],
    ),
});

export const QrStatsQuerySchema = z.object({
  days: z.coerce
    .number({ error: `Days must be a number from 1 to ${QR_STATS_MAX_DAYS}` })
    .int()
    .min(1, `Days must be a number from 1 to ${QR_STATS_MAX_DAYS}`)
    .max(QR_STATS_MAX_DAYS, `Days must be a number from 1 to ${QR_STATS_MAX_DAYS}`)
    .default(QR_STATS_DEFAULT_DAYS),
});

export const QrCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(QR_KINDS),
  label: z.string(),
  tableNumber: z.number().int().nullable(),
  /** What a guest sees under the code, e.g. "Table 5" or "Menu". */
  displayName: z.string(),
  /** The address the code encodes: `{PUBLIC_BASE_URL}/q/{code}`. */
  shortUrl: z.string(),
  /** Where a scan lands, e.g. `/v/spice-route`. */
  targetPath: z.string(),
  scanCount: z.number().int(),
  lastScannedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type QrCode = z.infer<typeof QrCodeSchema>;

export const QrCodeListBodySchema = z.object({
  venue: z.object({ name: z.string(), userName: z.string() }),
  codes: z.array(QrCodeSchema),
});
export type QrCodeListBody = z.infer<typeof QrCodeListBodySchema>;
export const QrCodeBodySchema = z.object({ qrCode: QrCodeSchema });
/** POST /v2/qr-codes/{id}/delete answer: the id of the code deleted. */
export const QrCodeDeletedBodySchema = z.object({ deleted: z.string() });
export const QrTablesBodySchema = z.object({
  created: z.array(QrCodeSchema),
  /** Table numbers in the range that already had a code (left as they were). */
  existing: z.array(z.number().int()),
});
export type QrTablesBody = z.infer<typeof QrTablesBodySchema>;

/** GET /v2/qr-codes/stats: scans per code per day (UTC dates, oldest first). */
export const QrStatsBodySchema = z.object({
  days: z.array(z.string()),
  codes: z.array(z.object({ _id: z.string(), counts: z.array(z.number().int()), total: z.number().int() })),
});
export type QrStatsBody = z.infer<typeof QrStatsBodySchema>;

/** Whether `label` already ends in the table's number as a word ("Table 7", "Patio #7"). */
const endsWithNumber = (label: string, tableNumber: number) => new RegExp(`(^|[\\s#-])0*${tableNumber}$`).test(label);

/**
 * A table label as stored: without the table's number when the owner typed it into the label too
 * ("Table 7" for table 7 is "Table"), so the name does not read "Table 7 7" and "Table 7" / 7
 * and "Table" / 7 are one table. A label that was only the number becomes "Table".
 */
export function tableLabelOf(label: string, tableNumber: number): string {
  const trimmed = label.trim();
  if (!endsWithNumber(trimmed, tableNumber)) return trimmed;
  return trimmed.replace(new RegExp(`[\\s#-]*0*${tableNumber}$`), '').trim() || QR_KIND_LABELS.table;
}

/** A readable name for a code, the same on screen, under the PNG and on the printed sheet. */
export function qrDisplayName(code: { kind: QrKind; label: string; tableNumber: number | null }): string {
  if (code.kind === 'table') {
    if (code.tableNumber === null) return code.label;
    // Codes made before labels were cleaned may still carry the number.
    return endsWithNumber(code.label, code.tableNumber) ? code.label : `${code.label} ${code.tableNumber}`;
  }
  return code.label || QR_KIND_LABELS[code.kind];
}
