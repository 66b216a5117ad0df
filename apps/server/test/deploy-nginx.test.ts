import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_BINARY, renderNginxConf } from './cluster-kit.ts';
import { freePort } from './server-process.ts';
import { createUser, headersFor, multipart } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * deploy/nginx.conf.template is a real configuration (docs/deploy.md): rendered by
 * deploy/render-nginx-conf.ts, accepted by Debian's nginx, and, in front of two instances on
 * one database, it passes the request id through, leaves upload limits to the app and moves
 * traffic to the other instance when one is gone. .ci/run installs nginx.
 */

const NGINX = NGINX_BINARY;
const runtimeDir = mkdtempSync(path.join(tmpdir(), 'venue-nginx-'));
// nginx's workers run as nobody when the master is root: they need to reach their temp files.
chmodSync(runtimeDir, 0o755);

function render(listen: string, upstreams: string[]): string {
  return renderNginxConf(listen, runtimeDir, upstreams);
}

afterAll(() => rmSync(runtimeDir, { recursive: true, force: true }));

describe('the nginx template', () => {
  it('fills its placeholders and nothing else', () => {
    const conf = render('127.0.0.1:8080', ['127.0.0.1:3001', '127.0.0.1:3002']);
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).toContain('server 127.0.0.1:3001 max_fails=3 fail_timeout=10s;');
    expect(conf).toContain('server 127.0.0.1:3002 max_fails=3 fail_timeout=10s;');
    expect(conf).toContain(`pid ${runtimeDir}/nginx.pid;`);
    expect(conf).not.toMatch(/^[^#]*\$\{/m);
    // nginx's own variables stay.
    expect(conf).toContain('proxy_set_header X-Request-ID $venue_request_id;');
  });

  it.skipIf(!NGINX)('is accepted by nginx -t', () => {
    const file = path.join(runtimeDir, 'check.conf');
    writeFileSync(file, render('127.0.0.1:18080', ['127.0.0.1:3001', '127.0.0.1:3002']));
    const output = execFileSync(NGINX!, ['-t', '-p', runtimeDir, '-c', file], { encoding: 'utf8', stdio: 'pipe' });
    expect(output).toBe('');
  });
});

describe.skipIf(!NGINX)('nginx in front of two instances', () => {
  const JWT_SECRET = 'nginx-test-secret-shared-by-both-instances-1';
  const logLines: Array<{ requestId?: string; msg?: string }> = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
  });
  let a: TestApp;
  let b: TestApp;
  let nginx: ChildProcess;
  let base: string;
  let bClosed = false;

  beforeAll(async () => {
    a = await createTestApp({ JWT_SECRET, LOG_LEVEL: 'info' }, { logStream });
    b = await createTestApp({ JWT_SECRET }, { sameDatabaseAs: a });
    await a.app.listen({ host: '127.0.0.1', port: 0 });
    await b.app.listen({ host: '127.0.0.1', port: 0 });
    const upstreams = [a, b].map((t) => `127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
    const port = await freePort();
    const file = path.join(runtimeDir, 'live.conf');
    writeFileSync(file, render(`127.0.0.1:${port}`, upstreams));
    nginx = spawn(NGINX!, ['-p', runtimeDir, '-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt += 1) {
      const up = await fetch(`${base}/health`).catch(() => null);
      if (up?.ok) break;
      if (attempt > 200 || nginx.exitCode !== null) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 120_000);
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    if (!bClosed) await b?.close();
    await a?.close();
  });

  it("passes the client's X-Request-ID to the instance and back", async () => {
    // Round robin: two requests reach both instances; A's log shows the one it served.
    const ids = ['through-nginx-1', 'through-nginx-2'];
    for (const id of ids) {
      const res = await fetch(`${base}/v1/status`, { headers: { 'x-request-id': id } });
      expect([res.status, res.headers.get('x-request-id')]).toEqual([200, id]);
    }
    expect(logLines.some((line) => ids.includes(line.requestId ?? ''))).toBe(true);
  });

  it('makes a request id when the client sends none', async () => {
    const res = await fetch(`${base}/v1/status`);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('lets an upload over 5 MB through to the app, which refuses it in the envelope', async () => {
    const user = await createUser(a.app);
    const body = multipart(
      { chunkNumber: '0', totalChunks: '1' },
      { filename: 'big.png', contentType: 'image/png', data: Buffer.alloc(5_300_000, 1) },
    );
    const res = await fetch(`${base}/v1/user/upload`, {
      method: 'POST',
      headers: { ...(await headersFor(a.app, user)), ...body.headers },
      body: body.payload,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { responseStatus: { errorCode: string } }).responseStatus.errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends every request to the other instance once one is gone', async () => {
    await b.close();
    bClosed = true;
    for (let i = 0; i < 6; i += 1) expect((await fetch(`${base}/v1/status`)).status).toBe(200);
  });
});
