import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidateOtpBody } from '@venue/shared';
import { drainAndClose, RESTARTING_MESSAGE } from '../src/plugins/graceful-shutdown.ts';
import { pngFile } from './media-files.ts';
import { readyUrl, startServerProcess } from './server-process.ts';
import { createTestApp } from './test-app.ts';

/*
 * Shutdown drains (docs/deploy.md "Shutdown"): readiness goes first, then the listener closes
 * (new connections refused, so nginx passes them to another instance), requests in flight
 * finish, and only then does the process let go of the database.
 */

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** One plain HTTP/1.1 GET on its own connection; resolves with status, headers and body. */
function get(port: number, url: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a new connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A test app listening on a loopback port with `/test/slow`, which answers when `release` is called. */
async function appWithSlowRoute() {
  const entered = deferred();
  const gate = deferred();
  const t = await createTestApp(
    {},
    {
      beforeReady: (app) =>
        app.get('/test/slow', async () => {
          entered.resolve();
          await gate.promise;
          return { finished: true };
        }),
    },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (t.app.server.address() as { port: number }).port;
  return { t, port, entered: entered.promise, release: gate.resolve };
}

describe('drainAndClose', () => {
  let server: Awaited<ReturnType<typeof appWithSlowRoute>>;
  const drainGate = deferred();
  let closed = false;

  beforeAll(async () => {
    server = await appWithSlowRoute();
  });
  // Closing again is harmless; it also removes the app's temporary files (and database).
  afterAll(() => server.t.close());

  it('goes not-ready, then refuses new connections, finishes the request in flight, then closes', async () => {
    const { t, port } = server;
    const slow = get(port, '/test/slow');
    await server.entered;

    const shutdown = drainAndClose(t.app, { drainMs: 1, wait: () => drainGate.promise }).then(() => (closed = true));
    // Draining: not ready, still serving (a balancer that polls /ready moves traffic meanwhile).
    const ready = await get(port, '/ready');
    expect([ready.status, JSON.parse(ready.body).status]).toEqual([503, 'draining']);
    expect((await get(port, '/health')).status).toBe(200);

    // Closing: new connections are refused while the slow request is still running.
    drainGate.resolve();
    let attempts = 0;
    while (!(await refused(port))) {
      attempts += 1;
      if (attempts > 500) throw new Error('the listener never closed');
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(closed).toBe(false);

    server.release();
    const answer = await slow;
    expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { finished: true }]);
    await shutdown;
    expect(closed).toBe(true);
  });
});

describe('keep-alive connections while the server closes', () => {
  let server: Awaited<ReturnType<typeof appWithSlowRoute>>;
  let port: number;

  beforeAll(async () => {
    server = await appWithSlowRoute();
    port = server.port;
  });
  afterAll(() => server.t.close());

  /** A raw keep-alive connection (as nginx keeps to its upstreams) and what it receives. */
  function keepAliveConnection() {
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    return { socket, received: () => received, closed };
  }

  it('ends a busy one with its answer, refuses a request still arriving with the 503 envelope, and closes without waiting', async () => {
    const busy = keepAliveConnection();
    busy.socket.write('GET /test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await server.entered;
    // Headers begun but not finished when closing starts.
    const late = keepAliveConnection();
    late.socket.write('GET /v1/status HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => late.socket.once('ready', resolve));

    const shutdown = drainAndClose(server.t.app, { drainMs: 0 });
    while (!(await refused(port))) await new Promise((resolve) => setImmediate(resolve));
    late.socket.write('\r\n');
    await late.closed;
    server.release();
    await busy.closed;
    // Without "Connection: close" the busy connection would hold the close for its keep-alive timeout.
    await shutdown;

    expect(busy.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(busy.received().toLowerCase()).toContain('connection: close');
    expect(busy.received()).toContain('{"finished":true}');

    expect(late.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(late.received().toLowerCase()).toContain('connection: close');
    const body = JSON.parse(late.received().slice(late.received().indexOf('\r\n\r\n') + 4));
    expect(body.responseStatus).toMatchObject({ success: false, errorCode: 'UNAVAILABLE', errorMessage: RESTARTING_MESSAGE });
  });
});

describe('the server process on SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-drain-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lets an upload in flight finish, refuses new connections, logs JSON and exits 0', async () => {
    const server = startServerProcess(dataDir, { LOG_LEVEL: 'info' });
    const { child, output } = server;
    try {
      const base = await readyUrl(server, 90_000);
      const port = Number(new URL(base).port);

      // A login, then an upload whose body is sent in two halves with SIGTERM in between.
      const post = (url: string, body: object) =>
        fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await post('/v1/user/userLogin', { mobileNumber: '919000000001' });
      const login = (await (await post('/v1/user/validateOtp', { mobileNumber: '919000000001', otp: '246810' })).json()) as {
        body: ValidateOtpBody;
      };
      const token = login.body.token.access.token;
      const png = await pngFile();
      const boundary = 'drainBoundary';
      const form = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="chunkNumber"\r\n\r\n0\r\n--${boundary}\r\nContent-Disposition: form-data; name="totalChunks"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const half = Math.floor(form.length / 2);
      const upload = new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/v1/user/upload',
            agent: false,
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': form.length,
              'x-request-id': 'drain-upload-1',
            },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
          },
        );
        req.on('error', reject);
        req.write(form.subarray(0, half), () => {
          void (async () => {
            // SIGTERM once the server has the request (its first log line), not when our half
            // left: on a loaded machine the signal could come first, and the upload would then
            // be a request arriving during shutdown, rightly refused with 503.
            while (
              !/"requestId":"drain-upload-1"[^\n]*"msg":"incoming request"|"msg":"incoming request"[^\n]*"requestId":"drain-upload-1"/.test(
                output(),
              )
            ) {
              await new Promise((resolve) => setTimeout(resolve, 10));
            }
            child.kill('SIGTERM');
            while (!(await refused(port))) await new Promise((resolve) => setTimeout(resolve, 20));
            req.end(form.subarray(half));
          })();
        });
      });

      const answer = await upload;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).body.imgURL).toMatch(/\/media\/uploads\/misc\/[0-9a-f]{24}\.webp$/); // a PNG is stored as WebP (issue 35)
      expect(answer.headers['x-request-id']).toBe('drain-upload-1');
      expect((await server.exited).code).toBe(0);

      const logs = output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; requestId?: string });
      expect(logs.map((line) => line.msg)).toContain('SIGTERM received, shutting down');
      expect(logs.filter((line) => line.requestId === 'drain-upload-1').map((line) => line.msg)).toEqual([
        'incoming request',
        'file uploaded',
        'request completed',
      ]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
