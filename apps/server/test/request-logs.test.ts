import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, headersFor, multipart } from './fixtures.ts';
import { pngFile } from './media-files.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Structured logs (docs/deploy.md "Logs"): one JSON object per line, and every line of a
 * request carries its id, taken from X-Request-ID (nginx sets it) or made here, and echoed in
 * the answer's X-Request-ID header so a person can quote it.
 */

type LogLine = Record<string, unknown> & { requestId?: string; msg?: string };
const lines: LogLine[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => {
  for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => t.close());

const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id', () => {
  it('keeps the X-Request-ID it is given, answers it, and logs every line of the request with it', async () => {
    const user = await createUser(t.app);
    const body = multipart(
      { chunkNumber: '0', totalChunks: '1', folderName: 'avatars', originalname: 'me.png' },
      { filename: 'me.png', contentType: 'image/png', data: await pngFile() },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/upload',
      headers: { ...(await headersFor(t.app, user)), ...body.headers, 'x-request-id': 'nginx-4f1c9a0b7e' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('nginx-4f1c9a0b7e');
    const messages = linesOf('nginx-4f1c9a0b7e').map((line) => line.msg);
    // Fastify's own lines and the service's line, all under the one id.
    expect(messages).toEqual(['incoming request', 'file uploaded', 'request completed']);
    const completed = linesOf('nginx-4f1c9a0b7e').at(-1)!;
    expect(completed).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(typeof completed.time).toBe('string');
    expect(Number.isNaN(Date.parse(completed.time as string))).toBe(false);
  });

  it('makes a UUID when none is given, also for refusals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(linesOf(id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replaces an id that could garble the log (too long, odd characters)', async () => {
    for (const given of ['x'.repeat(200), 'id with spaces', 'a"b', '{"level":60}']) {
      const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('answers the id on a path the router cannot decode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/%E0%A4%A', headers: { 'x-request-id': 'broken-path-1' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe('broken-path-1');
  });
});
