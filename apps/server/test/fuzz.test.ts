import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { envelopeOf, MENU_COLUMNS } from '@venue/shared';
import sharp from 'sharp';
import { isApiPath, type ApiRoute } from '../src/plugins/access.ts';
import { call, createBusinessProfile, createUser, headersFor, multipart, nextPhone } from './fixtures.ts';
import { createTestApp } from './test-app.ts';

/*
 * Schema-driven fuzzing of every route (issue 16): hostile input generated from each API
 * route's own zod schemas (`app.apiRoutes`, collected by plugins/access.ts) and for the public
 * pages, sent without a token and as the owner of a seeded venue (a super-admin too). No answer may be a 5xx, and
 * every API answer is the envelope. Seeded and bounded, so a failure replays exactly: fast-check
 * prints the seed and the counterexample.
 */

// CI runs the fixed seed; FUZZ_SEED / FUZZ_RUNS explore further by hand (a failure prints its seed).
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_116);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);

const TINY_PNG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#b45309' } })
  .png()
  .toBuffer();

// The owner is a super-admin too, so the super-admin calls meet the fuzz past their guard.
const ownerPhone = nextPhone();
const t = await createTestApp({ SUPER_ADMIN_PHONES: ownerPhone });
const app = t.app;
afterAll(async () => {
  await t.close();
});

let ownerHeaders: Record<string, string> = {};
let knownIds: string[] = [];
let knownUserName = '';

beforeAll(async () => {
  const owner = await createUser(app, ownerPhone);
  const profile = await createBusinessProfile(app, owner);
  const venue = { owner, profile, headers: await headersFor(app, owner, profile.id) };
  ownerHeaders = venue.headers;
  knownUserName = venue.profile.userName;
  const qr = await call(app, {
    method: 'POST',
    url: '/v2/qr-codes',
    headers: ownerHeaders,
    payload: { kind: 'table', label: 'Terrace', tableNumber: 4 },
  });
  const sendForm = async (url: string, fields: Record<string, string>) => {
    const form = multipart(fields);
    const res = await call(app, { method: 'POST', url, headers: { ...ownerHeaders, ...form.headers }, payload: form.payload });
    expect(res.status, res.raw.body).toBe(200);
    return res.json.body;
  };
  const category = await sendForm('/v2/add-category-or-subcategory', { name: 'Starters', type: 'category' });
  const sub = await sendForm('/v2/add-category-or-subcategory', {
    name: 'Soups',
    type: 'subCategory',
    category_id: category.category._id,
  });
  const item = await sendForm('/v2/addItems', { itemName: 'Rasam', subCategory_id: sub.subCategory._id, price: '120' });
  knownIds = [
    category.category._id,
    sub.subCategory._id,
    item.data._id,
    qr.json.body.qrCode._id,
    venue.profile.id,
    venue.owner.id,
  ];
  for (const id of knownIds) expect(id).toMatch(/^[0-9a-f]{24}$/);
}, 60_000);

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

const shortText = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1, maxLength: 12 });

/** Strings an attacker tries first; NUL bytes weigh most (PostgreSQL text cannot hold them). */
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(shortText, shortText).map(([a, b]) => `${a}\u0000${b}`) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      fc.constantFrom('\ud800', 'a\udfff\ud800b', '🍛🍛🍛', 'नमस्ते ಮೆನು', '\u202etxt.exe', '\ufeff', 'ﷺ'.repeat(500)),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '%00',
      '../../../etc/passwd',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '__proto__',
      'NaN',
      '-1',
      '1e309',
      '0x1f',
      'null',
      '[]',
      '{}',
    ),
  },
);

const badId = fc.oneof(
  fc.constantFrom('zzzzzzzzzzzzzzzzzzzzzzzz', '000000000000000000000000', 'ffffffffffffffffffffffff', '1', '-1'),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }),
  fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFxyz'), minLength: 1, maxLength: 30 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.1 + 0.2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Wrong types: containers where scalars belong, deep nesting, huge arrays. */
const wrongShape = fc.oneof(
  fc.array(fc.oneof(hostileString, hostileNumber, fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(shortText, hostileString, { maxKeys: 4 }),
  fc.integer({ min: 1, max: 400 }).map((depth) => {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i += 1) value = { a: value };
    return value;
  }),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileNumber },
  { weight: 1, arbitrary: badId },
  { weight: 1, arbitrary: wrongShape },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
);

const extraFields = fc.dictionary(
  fc.oneof(fc.constantFrom('userId', 'profileId', '__proto__', 'constructor', 'role', 'isSuperAdmin', '_id'), shortText),
  hostileValue,
  { minKeys: 1, maxKeys: 3 },
);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A value the schema accepts, as far as its JSON Schema says: the baseline that gets mutated. */
function validFor(node: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!node || depth > 5) return shortText;
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum?.length) return fc.constantFrom(...node.enum);
  const variants = node.anyOf ?? node.oneOf ?? node.allOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => validFor(variant, depth + 1)));
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string': {
      if (node.pattern?.includes('0-9a-f')) return fc.constantFrom(...knownIdsOrPlaceholder());
      if (node.format === 'uri') return fc.constantFrom('https://example.in/menu', 'http://localhost/x');
      if (node.pattern) return fc.stringMatching(new RegExp(node.pattern)).map((text) => text.slice(0, node.maxLength ?? 200));
      const min = Math.max(node.minLength ?? 1, 1);
      return fc.string({
        unit: fc.constantFrom(...'abcdefghij klmnop'),
        minLength: min,
        maxLength: Math.max(min, Math.min(node.maxLength ?? 20, 20)),
      });
    }
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.ceil(Math.max(node.minimum ?? 0, -1e6)),
        max: Math.floor(Math.min(node.maximum ?? 1000, 1e6)),
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validFor(node.items, depth + 1), {
        minLength: node.minItems ?? 0,
        maxLength: Math.max(node.minItems ?? 0, 2),
      });
    case 'object': {
      const properties = node.properties ?? {};
      const required = new Set(node.required ?? []);
      return fc.record(Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, validFor(child, depth + 1)])), {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
    default:
      return shortText;
  }
}

/**
 * A near-valid value with one thing wrong: one field (at any depth) hostile, one required field
 * missing, unknown fields added, or the whole value replaced. The rest stays valid, so the
 * hostile part reaches the service and the database, where the 500s hid.
 */
function mutatedFor(node: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!node || depth > 5) return hostileValue;
  const variants = node.anyOf ?? node.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => mutatedFor(variant, depth + 1)));
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (type === 'object' && node.properties && Object.keys(node.properties).length) {
    const properties = node.properties;
    const keys = Object.keys(properties);
    const base = validFor(node, depth) as fc.Arbitrary<Record<string, unknown>>;
    return fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .constantFrom(...keys)
          .chain((key) =>
            fc.tuple(base, mutatedFor(properties[key], depth + 1)).map(([value, bad]) => ({ ...value, [key]: bad })),
          ),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(base, fc.constantFrom(...keys)).map(([value, key]) => {
          const { [key]: _dropped, ...rest } = value;
          return rest;
        }),
      },
      { weight: 1, arbitrary: fc.tuple(base, extraFields).map(([value, extra]) => ({ ...extra, ...value })) },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  if (type === 'array' && node.items) {
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.array(validFor(node.items, depth + 1), { maxLength: 2 }), mutatedFor(node.items, depth + 1))
          .map(([items, bad]) => [...items, bad]),
      },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  return hostileValue;
}

function knownIdsOrPlaceholder(): string[] {
  return knownIds.length ? knownIds : ['000000000000000000000000'];
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** encodeURIComponent, except that lone surrogates travel as UTF-8's replacement character instead of throwing. */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** Path parameters, raw: a known value, or a hostile one percent-encoded, some encodings broken on purpose. */
const pathSegment = () =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...knownIdsOrPlaceholder(), knownUserName || 'venue', 'png', 'svg', 'pdf') },
    { weight: 1, arbitrary: badId },
    { weight: 3, arbitrary: hostileString.map((text) => percentEncode(text.slice(0, 300))) },
    { weight: 1, arbitrary: fc.constantFrom('%00', 'a%00b', '%E0%A4%A', '%', '..%2F..%2Fetc', 'a'.repeat(150), '%C0%AF') },
  );

function fillPath(url: string, segments: string[]): string {
  let index = 0;
  return url.replace(/:(\w+)|\*/g, () => segments[index++] || 'x');
}

function queryString(entries: [string, unknown][]): string {
  if (!entries.length) return '';
  const parts = entries.map(([key, value]) => {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    return `${percentEncode(key)}=${percentEncode(text.slice(0, 5_000))}`;
  });
  return `?${parts.join('&')}`;
}

const asFieldText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Files: a real small PNG, random bytes, or a CSV menu with a hostile cell. */
const uploadFile = fc.oneof(
  fc.constant({ filename: 'photo.png', contentType: 'image/png', data: TINY_PNG }),
  fc
    .uint8Array({ maxLength: 2_000 })
    .map((bytes) => ({ filename: 'upload.png', contentType: 'image/png', data: Buffer.from(bytes) })),
  hostileString.map((cell) => ({
    filename: 'menu.csv',
    contentType: 'text/csv',
    data: Buffer.from(
      `${MENU_COLUMNS.map((column) => column.header).join(',')}\nStarters,Soups,"${cell.slice(0, 20_000).replaceAll('"', '""')}",120\n`,
    ),
  })),
);

const field = (name: string, value: string) => `--abc\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (i: number) =>
  `--abc\r\nContent-Disposition: form-data; name="file"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n`;
/** Each way of breaking multipart framing that busboy or the plugin's limits meet. */
const BROKEN_FRAMING: Body[] = [
  { contentType: 'multipart/form-data', payload: '--x\r\n\r\n' },
  { contentType: `multipart/form-data; boundary=${'b'.repeat(71)}`, payload: `--${'b'.repeat(71)}--\r\n` },
  { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: 'x' },
  { contentType: 'multipart/form-data; boundary=abc', payload: 'no framing at all' },
  {
    contentType: 'multipart/form-data; boundary=abc',
    payload: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\ntrunc',
  },
  { contentType: 'multipart/form-data; boundary=abc', payload: '--abc\r\nX: y\r\n\r\nno disposition\r\n--abc--\r\n' },
  { contentType: 'multipart/form-data; boundary=abc', payload: `${field('n\u0000', 'v')}--abc--\r\n` },
  {
    contentType: 'multipart/form-data; boundary=abc',
    payload: `${Array.from({ length: 60 }, (_, i) => field(`f${i}`, 'v')).join('')}--abc--\r\n`,
  },
  { contentType: 'multipart/form-data; boundary=abc', payload: `${filePart(1)}${filePart(2)}${filePart(3)}--abc--\r\n` },
  {
    contentType: 'multipart/form-data; boundary=abc',
    payload: `--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n${'X-Pad: y\r\n'.repeat(3_000)}`,
  },
];

/** Multipart bodies: the form's fields with one hostile, and framing broken in each way busboy meets it. */
function multipartBody(formSchema: JsonSchema | null) {
  const fields = (formSchema ? mutatedFor(formSchema) : extraFields).map((value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value },
  );
  const wellFramed = fc.tuple(fields, fc.option(uploadFile, { nil: undefined, freq: 3 })).map(([values, file]) => {
    const text = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key.replace(/["\r\n]/g, ''), asFieldText(value).slice(0, 120_000)]),
    );
    const form = multipart(text, file);
    return { contentType: form.headers['content-type'], payload: form.payload as string | Buffer };
  });
  return fc.oneof({ weight: 3, arbitrary: wellFramed }, { weight: 1, arbitrary: fc.constantFrom(...BROKEN_FRAMING) });
}

type Body = { contentType: string; payload: string | Buffer };

/** A body for a write: JSON from the schema with one thing wrong, broken JSON, multipart, other types. */
function bodyFor(schema: JsonSchema | null, formSchema: JsonSchema | null): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' });
  const malformed = fc
    .oneof(
      fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'nul', '"\\u0000"', '{"a":"\\ud800"}', '{"__proto__":{"x":1}}', ''),
      hostileString,
    )
    .map((text): Body => ({ contentType: 'application/json', payload: text }));
  const otherType = fc
    .tuple(
      fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png', 'nonsense'),
      hostileString,
    )
    .map(([contentType, text]): Body => ({ contentType, payload: text }));
  return fc.oneof(
    { weight: formSchema ? 1 : 6, arbitrary: (schema ? mutatedFor(schema) : hostileValue).map(json) },
    { weight: 1, arbitrary: (schema ? validFor(schema) : extraFields).map(json) },
    { weight: 1, arbitrary: malformed },
    { weight: formSchema ? 6 : 1, arbitrary: multipartBody(formSchema) },
    { weight: 1, arbitrary: otherType },
  );
}

interface Target {
  method: string;
  url: string;
  /** API calls answer the envelope; public pages answer HTML, files and redirects. */
  isApi: boolean;
  schema: ApiRoute['schema'];
  /** A form call's declared fields (`config.form`). */
  form: ApiRoute['form'];
}

const PUBLIC_PAGES: Target[] = [
  '/v/:username',
  '/v/:username/',
  '/v/:username/links',
  '/v/:username/book',
  '/v/:username/book/manage/:reference',
  '/v/:username/l/:linkId',
  '/v/:username/contact.vcf',
  '/v/:username/menu.json',
  '/v/:username/events/:eventId',
  '/v/:username/events/:eventId/calendar.ics',
  '/v/:username/tickets/:orderId',
  '/ticket-payment-callback',
  '/v/sw.js',
  '/q/:code',
  '/media/*',
  '/sandbox/pay/:linkId',
].map((url) => ({ method: 'GET', url, isApi: url.endsWith('menu.json'), schema: null, form: null }));

function caseFor(target: Target) {
  const params = [...target.url.matchAll(/:(\w+)|\*/g)].map(() => pathSegment());
  const querySchema = jsonSchemaOf(target.schema?.querystring);
  const query = fc
    .oneof(querySchema ? mutatedFor(querySchema) : extraFields, querySchema ? validFor(querySchema) : fc.constant({}))
    .map((value) =>
      value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['q', value] as [string, unknown]],
    );
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(target.method);
  const formSchema = target.form ? jsonSchemaOf(target.form) : null;
  const body = hasBody
    ? fc.option(bodyFor(jsonSchemaOf(target.schema?.body), formSchema), { nil: undefined, freq: 10 })
    : fc.constant(undefined);
  // Now and then a profile id that is someone else's or garbage.
  const profileHeader = fc.option(fc.oneof(badId, shortText), { nil: undefined, freq: 6 });
  return fc.record({ params: fc.tuple(...params), query, body, profileHeader });
}

type Case = {
  params: string[];
  query: [string, unknown][];
  body: Body | undefined;
  profileHeader: string | undefined;
};

const envelope = envelopeOf(z.unknown());

async function send(target: Target, sample: Case, asOwner: boolean) {
  const headers: Record<string, string> = asOwner ? { ...ownerHeaders } : {};
  // A profile id of the owner's, someone else's or garbage, now and then.
  if (sample.profileHeader !== undefined && asOwner) headers['x-profile-id'] = sample.profileHeader;
  if (sample.body) headers['content-type'] = sample.body.contentType;
  const url = fillPath(target.url, sample.params) + queryString(sample.query);
  const options: InjectOptions = {
    method: target.method as InjectOptions['method'],
    url,
    headers,
    ...(sample.body ? { payload: sample.body.payload } : {}),
  };
  const res = await app.inject(options);
  const label = `${options.method} ${url.slice(0, 200)} as ${asOwner ? 'owner' : 'anonymous'} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (target.isApi && (res.statusCode >= 400 || isJson)) {
    expect(isJson, label).toBe(true);
    const parsed = envelope.safeParse(res.json());
    expect(parsed.success, label).toBe(true);
    if (res.statusCode >= 400) {
      expect(parsed.data?.responseStatus.success, label).toBe(false);
      expect(parsed.data?.responseStatus.errorMessage, label).toMatch(/\S/);
    }
  }
}

/** A stable seed per route, so adding a route leaves the others' cases unchanged. */
function seedOf(key: string): number {
  let hash = SEED;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const targets: Target[] = [
  ...[...app.apiRoutes]
    .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`))
    .map((route) => ({
      method: route.method,
      url: route.url,
      isApi: isApiPath(route.url),
      schema: route.schema,
      form: route.form,
    })),
  ...PUBLIC_PAGES,
];

describe('fuzz: hostile input never gets a 5xx, and API answers are the envelope', () => {
  it('covers every API route and the public pages', () => {
    expect(app.apiRoutes.length).toBeGreaterThan(30);
    for (const page of PUBLIC_PAGES) expect(app.hasRoute({ method: 'GET', url: page.url }), page.url).toBe(true);
  });

  it('every form call answers each broken multipart framing with a 4xx envelope', async () => {
    const formCalls = targets.filter((target) => target.form);
    // Five menu forms, two upload calls and the spreadsheet import declare their fields.
    expect(formCalls.length).toBeGreaterThanOrEqual(8);
    for (const target of formCalls) {
      for (const body of BROKEN_FRAMING) {
        const sample: Case = { params: [], query: [], body, profileHeader: undefined };
        await send(target, sample, false);
        await send(target, sample, true);
      }
    }
  }, 60_000);

  it.each(targets.map((target) => [`${target.method} ${target.url}`, target] as const))(
    '%s',
    async (key, target) => {
      await fc.assert(
        fc.asyncProperty(caseFor(target), async (sample) => {
          await send(target, sample as Case, false);
          await send(target, sample as Case, true);
        }),
        { seed: seedOf(key), numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
    60_000,
  );
});
