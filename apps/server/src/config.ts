import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { gstinStateCode, gstStateName, isValidGstin } from '@venue/shared';
import type { S3Settings } from './lib/media-storage/index.ts';

const phoneList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().replace(/^\+/, ''))
      .filter(Boolean),
  );

/** `919000000001=246810,919000000002=135790` → map of E.164 digits to fixed codes. */
const testOtpMap = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const map = new Map<string, string>();
    for (const pair of value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)) {
      const match = /^\+?(\d{8,15})=(\d{6})$/.exec(pair);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `"${pair}" is not phone=6-digit-code (e.g. 919000000001=246810)` });
        continue;
      }
      map.set(match[1]!, match[2]!);
    }
    return map;
  });

const httpUrl = (message: string) => z.url({ protocol: /^https?$/, error: message });

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a port number (0-65535), e.g. 3000')
    .transform(Number)
    .refine((port) => port <= 65535, 'must be a port number (0-65535), e.g. 3000')
    .default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_BASE_URL: httpUrl('must be an absolute http(s) URL such as https://menu.example.in').optional(),
  MEDIA_BASE_URL: httpUrl('must be an absolute http(s) URL such as https://cdn.example.in/media').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Media in an S3-compatible bucket instead of DATA_DIR/media (decisions §3): all five of
   * endpoint, bucket, region and key pair, or none (see S3_SETTINGS).
   */
  S3_ENDPOINT: httpUrl('must be an absolute http(s) URL of the S3 API, e.g. https://s3.ap-south-1.amazonaws.com').optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, e.g. venue-media',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as ap-south-1 (any name your S3-compatible store accepts)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  /**
   * `log` (the embedded default) writes messages to the server log; `http` sends them through
   * SMS_HTTP_URL; `outbox` is the journeys' test adapter: `log`, and the last messages readable
   * at `GET /__outbox/sms?to=` (lib/sms/outbox-provider.ts). Production needs `http`.
   */
  SMS_PROVIDER: z.enum(['log', 'http', 'outbox'], { error: 'must be "log", "http" or "outbox"' }).default('log'),
  SMS_HTTP_URL: httpUrl('must be an absolute http(s) URL of the SMS gateway').optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_TEST_OTP: testOtpMap,
  /**
   * Outgoing WhatsApp template messages (lib/notify): `log` writes them to the server log (the
   * embedded default), `off` sends none (the production default: guests still get the SMS).
   */
  WHATSAPP_PROVIDER: z.enum(['log', 'http', 'off'], { error: 'must be "log", "http" or "off"' }).optional(),
  WHATSAPP_HTTP_URL: httpUrl('must be an absolute http(s) URL of the WhatsApp Business API messages endpoint').optional(),
  WHATSAPP_HTTP_TOKEN: z.string().optional(),
  DASHBOARD_PHONES: phoneList,
  SUPER_ADMIN_PHONES: phoneList,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /**
   * Which proxies may tell us the client's address through X-Forwarded-For. Trusting every
   * hop would let any client pick its own address and walk past the per-address limits on
   * one-time codes, so the default trusts none: name the proxies' addresses or CIDRs (a load
   * balancer's subnet), or "loopback" behind a reverse proxy on the same machine. (Fastify's
   * numeric hop count is not offered: it did not take the forwarded address in our checks.)
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): false | string[] => {
      const text = value.trim();
      if (text === 'false' || text === '') return false;
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const valid = entries.every((entry) => {
        if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
        const [address = '', bits, extra] = entry.split('/');
        const family = isIP(address);
        if (family === 0 || extra !== undefined) return false;
        return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
      });
      if (!valid || text === 'true') {
        ctx.addIssue({
          code: 'custom',
          message: 'must be false, or proxy addresses/CIDRs (or loopback, linklocal, uniquelocal) separated by commas',
        });
        return false;
      }
      return entries;
    }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /**
   * Who takes payments (decisions §3, §6): `sandbox` (the embedded default: a built-in checkout
   * page, signed exactly as Razorpay signs) or `razorpay` (Payment Links API).
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay'], { error: 'must be "sandbox" or "razorpay"' }).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Calls go to `{base}/v1/payment_links`; tests point it at a local fake. */
  RAZORPAY_API_BASE: httpUrl('must be an absolute http(s) URL such as https://api.razorpay.com').default(
    'https://api.razorpay.com',
  ),
  /**
   * The seller on every GST tax invoice (decisions §6, CGST Rules rule 46); its state is the
   * GSTIN's first two digits. Outside production a demo supplier stands in (DEMO_SUPPLIER).
   */
  SUPPLIER_NAME: z
    .string()
    .trim()
    .min(2, 'must be the legal name on the GST registration')
    .max(120, 'must be at most 120 characters')
    .optional(),
  SUPPLIER_ADDRESS: z
    .string()
    .trim()
    .min(10, 'must be the principal place of business on the GST registration')
    .max(300, 'must be at most 300 characters')
    .optional(),
  SUPPLIER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidGstin, 'must be a 15-character GSTIN with a valid check character, e.g. 29AAACV0000D1Z3')
    .optional(),
  /** The service accounting code printed on invoice lines (998315: hosting and IT infrastructure). */
  INVOICE_SAC: z
    .string()
    .regex(/^99\d{4}$/, 'must be a 6-digit SAC starting with 99, e.g. 998315')
    .default('998315'),
  /** The platform's fee on ticket sales, in percent of the sale (GST 18% is charged on the fee). */
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ error: 'must be a number from 0 to 50, e.g. 5' })
    .min(0, 'must be a number from 0 to 50, e.g. 5')
    .max(50, 'must be a number from 0 to 50, e.g. 5')
    .default(5),
  /**
   * Days after an event ends before its ticket money may be paid out (decisions §7), so a
   * cancellation's refunds come from the sales rather than from money already paid out.
   */
  SETTLEMENT_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 0 to 60, e.g. 2' })
    .int('must be a whole number of days from 0 to 60, e.g. 2')
    .min(0, 'must be a whole number of days from 0 to 60, e.g. 2')
    .max(60, 'must be a whole number of days from 0 to 60, e.g. 2')
    .default(2),
  /**
   * After SIGTERM, how long /ready answers 503 while requests are still served, so that a load
   * balancer that polls /ready stops sending traffic before the listener closes.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 0 to 120' })
    .int('must be a whole number of seconds from 0 to 120')
    .min(0, 'must be a whole number of seconds from 0 to 120')
    .max(120, 'must be a whole number of seconds from 0 to 120')
    .default(0),
  /** `npm start` sets 1: seed the demo venue at start (db/seed.ts). */
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' })
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
});

export type AppConfig = Omit<z.output<typeof EnvSchema>, 'WHATSAPP_PROVIDER'> & {
  /** `log` outside production and `off` in production when unset (productionProblems). */
  WHATSAPP_PROVIDER: 'log' | 'http' | 'off';
  /** Absolute data directory. */
  dataDir: string;
  jwtSecret: string;
  publicBaseUrl: string;
  mediaBaseUrl: string;
  /** Where the built SPA lives; absent in API-only tests. */
  webDistDir: string | null;
  /** Tests run on an in-memory database and skip the data-directory lock. */
  inMemoryDatabase: boolean;
  /** The invoices' seller, from SUPPLIER_* (or the demo supplier outside production). */
  supplier: InvoiceSupplier;
  /** The media bucket from S3_*; null keeps media in DATA_DIR/media. */
  s3: S3Settings | null;
};

/** The settings an S3 bucket needs; S3_FORCE_PATH_STYLE may come with them (default false). */
const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface InvoiceSupplier {
  name: string;
  address: string;
  gstin: string;
  /** Two-digit GST state code: the GSTIN's first two digits. */
  stateCode: string;
  stateName: string;
}

/**
 * The seller `npm start` and the tests print on invoices: plainly not a real business, with a
 * Karnataka GSTIN whose check character holds. Production refuses to start on it.
 */
export const DEMO_SUPPLIER = {
  name: 'Venue Dashboard Demo Pvt Ltd (not a real supplier)',
  address: '1st Floor, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038',
  gstin: '29AAACV0000D1Z3',
} as const;

export class ConfigError extends Error {}

/** Uploaded media live under DATA_DIR and are served from there: never inside the code (decisions §4). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CODE_DIRS = ['apps', 'packages'].map((dir) => path.join(REPO_ROOT, dir));

/**
 * Reads and validates the environment once at start. Every wrong value is reported with
 * its name, so a deploy fails loudly instead of half-working.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  // `PORT=` in a .env file means "not set", not "port 0".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (values.NODE_ENV === 'production') {
    problems.push(...productionProblems(values));
    if (!values.JWT_SECRET) problems.push('  JWT_SECRET: required in production (at least 32 characters)');
    if (values.SMS_TEST_OTP.size > 0) problems.push('  SMS_TEST_OTP: refused in production');
    // A tax invoice in the demo supplier's name would be a false invoice: each must be given.
    for (const name of ['SUPPLIER_NAME', 'SUPPLIER_ADDRESS', 'SUPPLIER_GSTIN'] as const)
      if (!values[name]) problems.push(`  ${name}: required in production (the seller printed on GST invoices)`);
  }
  if (values.SMS_PROVIDER === 'http' && !values.SMS_HTTP_URL) problems.push('  SMS_HTTP_URL: required when SMS_PROVIDER=http');
  if (values.WHATSAPP_PROVIDER === 'http' && !values.WHATSAPP_HTTP_URL)
    problems.push('  WHATSAPP_HTTP_URL: required when WHATSAPP_PROVIDER=http');
  if (values.PAYMENT_PROVIDER === 'razorpay') {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!values[name]) problems.push(`  ${name}: required when PAYMENT_PROVIDER=razorpay`);
    }
  }
  problems.push(...s3Problems(values));
  const dataDir = path.resolve(values.DATA_DIR);
  if (CODE_DIRS.some((dir) => dataDir === dir || dataDir.startsWith(dir + path.sep))) {
    problems.push(`  DATA_DIR: must be outside the application code (${CODE_DIRS.join(', ')}); the default ./data is fine`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);

  const inMemoryDatabase = overrides.inMemoryDatabase ?? false;
  const jwtSecret =
    values.JWT_SECRET ??
    overrides.jwtSecret ??
    (inMemoryDatabase ? randomBytes(32).toString('hex') : readOrCreateSecret(dataDir));
  const publicBaseUrl = (values.PUBLIC_BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    ...values,
    WHATSAPP_PROVIDER: values.WHATSAPP_PROVIDER ?? (values.NODE_ENV === 'production' ? 'off' : 'log'),
    dataDir,
    jwtSecret,
    publicBaseUrl,
    mediaBaseUrl: (values.MEDIA_BASE_URL ?? `${publicBaseUrl}/media`).replace(/\/$/, ''),
    webDistDir: null,
    inMemoryDatabase,
    supplier: supplierOf(values),
    s3: s3SettingsOf(values),
    ...overrides,
  };
}

/**
 * The embedded defaults fail open where real people are involved: the sandbox checkout takes no
 * money yet activates plans and issues GST invoices, the `log` SMS provider prints one-time codes
 * to the log (anyone reading it logs in as anyone), `log` WhatsApp prints guests' messages and
 * their manage links, and without PUBLIC_BASE_URL payment links would carry whatever Host header
 * a caller sent. Production names real providers and its address, or does not start (issue 34).
 */
function productionProblems(values: z.output<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (values.PAYMENT_PROVIDER !== 'razorpay')
    problems.push(
      '  PAYMENT_PROVIDER: must be razorpay in production (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET); the sandbox takes no money',
    );
  if (values.SMS_PROVIDER !== 'http')
    problems.push(
      '  SMS_PROVIDER: must be http in production (with SMS_HTTP_URL); the log provider prints one-time codes to the log',
    );
  if (values.WHATSAPP_PROVIDER === 'log')
    problems.push("  WHATSAPP_PROVIDER: log is refused in production (it prints guests' messages to the log); use http or off");
  if (!values.PUBLIC_BASE_URL)
    problems.push('  PUBLIC_BASE_URL: required in production (the address in payment links, messages and public pages)');
  return problems;
}

/**
 * Half an S3 configuration would store media in one place and look for them in another, so
 * it is all or nothing: each missing setting is named.
 */
function s3Problems(values: z.output<typeof EnvSchema>): string[] {
  const given = [...S3_SETTINGS, 'S3_FORCE_PATH_STYLE' as const].filter((name) => values[name] !== undefined);
  if (given.length === 0) return [];
  return S3_SETTINGS.filter((name) => values[name] === undefined).map(
    (name) =>
      `  ${name}: required when ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set (object storage needs all of ${S3_SETTINGS.join(', ')}; set none of them to keep media in DATA_DIR/media)`,
  );
}

function s3SettingsOf(values: z.output<typeof EnvSchema>): S3Settings | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = values;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? false,
  };
}

function supplierOf(values: z.output<typeof EnvSchema>): InvoiceSupplier {
  const gstin = values.SUPPLIER_GSTIN ?? DEMO_SUPPLIER.gstin;
  const stateCode = gstinStateCode(gstin);
  return {
    name: values.SUPPLIER_NAME ?? DEMO_SUPPLIER.name,
    address: values.SUPPLIER_ADDRESS ?? DEMO_SUPPLIER.address,
    gstin,
    stateCode,
    // isValidGstin accepted only GSTINs of a known state.
    stateName: gstStateName(stateCode)!,
  };
}

/** Outside production a secret is generated once and kept, so logins survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
