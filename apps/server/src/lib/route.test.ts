import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithVenue } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * route() (lib/route.ts) with a handler that sends its answer itself and returns the reply: the
 * dashboard menu's read, bytes encoded once per version (lib/encoded-body.ts). An async handler's
 * promise resolves to undefined once such an answer has gone; route() took that for a body, put
 * it in an envelope and Fastify refused the second answer with an error, built (stack and all)
 * and logged on every read: half the read's throughput.
 */
describe('route() and a handler that answers itself', () => {
  const logLines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream });
  });
  afterAll(() => t.close());

  it('sends one answer: no "already sent" error, on a full read or a 304', async () => {
    const venue = await ownerWithVenue(t.app);
    const url = `/v2/menu/${venue.profile.userName}`;
    logLines.length = 0;
    const first = await t.app.inject({ method: 'GET', url, headers: venue.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json().body.menuitems).toBeDefined();
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...venue.headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // A few ticks for a second send, which would come after the first answer has ended.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logLines.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
  });
});
