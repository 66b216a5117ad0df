import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { call, multipart, ownerWithVenue } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from '../src/lib/nul-guard.ts';

/*
 * Issue 16, finding 5: crafted input used to end in 500s, without a login too. Every answer
 * to it is the envelope with a 4xx and a sentence that says what was wrong, and the log of a
 * refused request carries no SQL.
 */

const NUL = 'The request contains a NUL character (\\0), which text cannot hold. Please remove it and try again.';

const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

let t: TestApp;
let app: FastifyInstance;
let headers: Record<string, string>;
let userName: string;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    {
      logStream,
      // A call that hands the database what the edge guard would have stopped, to prove that
      // whatever still slips through is a 400 with no SQL in the log.
      beforeReady: (instance) => {
        instance.post('/v1/test/raw-text', { config: { access: 'public' } }, async (request) => {
          const { text, divide } = request.query as { text?: string; divide?: string };
          if (divide) await instance.deps.db.execute(sql`select 1 / ${Number(divide)} as result, ${'secret-param'} as p`);
          await instance.deps.db.execute(sql`select ${text ?? 'a\u0000b'}::text as value`);
          return { ok: true };
        });
      },
    },
  );
  app = t.app;
  const venue = await ownerWithVenue(app);
  headers = venue.headers;
  userName = venue.profile.userName;
});
afterAll(async () => {
  await t.close();
});

function expectRefusal(res: Awaited<ReturnType<typeof call>>, status: number, message: string | RegExp) {
  expect(res.status, res.raw.body).toBe(status);
  expect(res.json.responseStatus.success).toBe(false);
  if (typeof message === 'string') expect(res.json.responseStatus.errorMessage).toBe(message);
  else expect(res.json.responseStatus.errorMessage).toMatch(message);
  expect(res.json.body).toBeNull();
}

describe('a NUL byte anywhere in the input is a 400, not a database failure', () => {
  it('in the path of a public page, without a login', async () => {
    expectRefusal(await call(app, { method: 'GET', url: '/v/a%00b' }), 400, NUL);
    expectRefusal(await call(app, { method: 'GET', url: '/v/a%00b/menu.json' }), 400, NUL);
  });

  it('in a query string', async () => {
    const res = await call(app, { method: 'GET', url: `/v1/user/checkProfileUserNameAvailabilty/?userName=ab%00cd`, headers });
    expectRefusal(res, 400, NUL);
    expect(res.json.responseStatus).toMatchObject({ error: [{ field: 'query.userName' }] });
  });

  it('in a JSON body, a nested value or a key', async () => {
    expectRefusal(
      await call(app, {
        method: 'POST',
        url: '/v2/qr-codes',
        headers,
        payload: { kind: 'table', label: 'Table\u00001', tableNumber: 3 },
      }),
      400,
      NUL,
    );
    expectRefusal(
      await call(app, { method: 'POST', url: '/v1/user/userLogin', payload: { mobileNumber: '9190000\u000000001' } }),
      400,
      NUL,
    );
    expectRefusal(
      await call(app, { method: 'POST', url: '/v2/updateMenuSettings', headers, payload: { 'x\u0000y': 1 } }),
      400,
      NUL,
    );
  });

  it('in a multipart form field', async () => {
    const form = multipart({ name: 'Starters\u0000', type: 'category' });
    const res = await call(app, {
      method: 'POST',
      url: '/v2/add-category-or-subcategory',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expectRefusal(res, 400, NUL);
  });

  it('one that slips past the guard to the database is still a 400, logged without SQL', async () => {
    logLines.length = 0;
    expectRefusal(await call(app, { method: 'POST', url: '/v1/test/raw-text' }), 400, /cannot be stored/);
    const lines = logLines.join('\n');
    expect(lines).toContain('database refused the input');
    expect(lines).not.toMatch(/select|Failed query|params:/i);
  });

  it('a database failure that is ours is a 500 whose log names the cause but not the query or its parameters', async () => {
    logLines.length = 0;
    const res = await call(app, { method: 'POST', url: '/v1/test/raw-text?divide=0' });
    expect(res.status).toBe(500);
    const lines = logLines.join('\n');
    expect(lines).toMatch(/division by zero/);
    expect(lines).not.toMatch(/secret-param|Failed query|select 1/i);
  });
});

describe('a body nested past MAX_INPUT_DEPTH is a 400 with its sentence, not a stack overflow', () => {
  /** `depth` levels of arrays around a string, as raw JSON text (no recursion makes or reads it here). */
  const deepJson = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

  it('on public and owner JSON routes alike, at 200,000 levels', async () => {
    for (const [url, withHeaders] of [
      ['/v1/user/userLogin', {}],
      ['/v1/bookings/createBooking', {}],
      ['/v2/qr-codes', headers],
      ['/v2/updateMenuSettings', headers],
    ] as const) {
      const res = await call(app, {
        method: 'POST',
        url,
        headers: { ...withHeaders, 'content-type': 'application/json' },
        payload: `{"a":${deepJson(200_000)}}`,
      });
      expectRefusal(res, 400, TOO_DEEP_MESSAGE);
    }
  });

  it('a body just inside the bound reaches the route (its own validation answers)', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/v2/qr-codes',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"label":${deepJson(MAX_INPUT_DEPTH - 1)}}`,
    });
    expect(res.status).toBe(400);
    expect(res.json.responseStatus.errorMessage).not.toBe(TOO_DEEP_MESSAGE);
  });
});

describe('broken multipart framing is a 400 with its own sentence', () => {
  const url = '/v2/add-category-or-subcategory';
  const framed = (boundary: string, body: string) => ({
    method: 'POST' as const,
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  const field = (boundary: string, name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  it('no boundary', async () => {
    const res = await call(app, {
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expectRefusal(res, 400, /no multipart boundary/);
  });

  it('a boundary over 70 characters (RFC 2046), long enough to break busboy too', async () => {
    for (const length of [71, 300]) {
      const boundary = 'b'.repeat(length);
      const res = await call(app, framed(boundary, `${field(boundary, 'name', 'Starters')}--${boundary}--\r\n`));
      expectRefusal(res, 400, /boundary is longer than 70 characters/);
    }
  });

  it('more fields than the form allows', async () => {
    const body = Array.from({ length: 50 }, (_, i) => field('abc', `f${i}`, 'x')).join('') + '--abc--\r\n';
    expectRefusal(await call(app, framed('abc', body)), 400, 'The form has too many fields');
  });

  it('more than one file is not "File size exceeds 5MB limit"', async () => {
    const file = (i: number) =>
      `--abc\r\nContent-Disposition: form-data; name="file"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n`;
    const body = `${file(1)}${file(2)}--abc--\r\n`;
    expectRefusal(await call(app, { ...framed('abc', body), url: '/v2/addHomePageImages' }), 400, 'Upload one file at a time');
  });
});

describe("Fastify's and Node's own refusals are the envelope too", () => {
  it('a path with broken %-encoding', async () => {
    expectRefusal(await call(app, { method: 'GET', url: '/v/%E0%A4%A' }), 400, /broken %-encoding/);
  });

  it('a path parameter past the router limit', async () => {
    expectRefusal(await call(app, { method: 'GET', url: `/v/${'a'.repeat(200)}` }), 414, 'This address is too long');
    expect((await app.inject({ method: 'GET', url: `/v/${userName}` })).statusCode).toBe(200);
  });

  describe('on a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as { port: number }).port;
    });

    it('headers over the size limit → 431', async () => {
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/v1/status', headers: { 'x-big': 'a'.repeat(20_000) } },
          (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toMatchObject({
        responseStatus: { success: false, errorCode: 'HEADERS_TOO_LARGE', errorMessage: 'The request headers are too large' },
        body: null,
      });
    });

    it('bytes that are not HTTP → 400', async () => {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GARBAGE\r\n\r\n'));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('utf8')));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({
        responseStatus: { success: false, errorCode: 'BAD_REQUEST' },
      });
    });
  });
});
