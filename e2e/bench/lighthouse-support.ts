/**
 * What the Lighthouse benches share (public-menu-lighthouse.bench.ts, link-page-lighthouse.bench.ts):
 * a real server on a free port with its own DATA_DIR, envelope calls, one Lighthouse run in its
 * default mobile mode and the figures it prints. Prints nothing itself.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
export const SCORE_WIDTH = RUNS === 1 ? 5 : 6 + 4 * RUNS;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The first free port from 3470 up (others may run servers on this machine). */
export async function freePort(from = 3470): Promise<number> {
  for (let port = from; port < from + 50; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${from + 49}`);
}

export async function waitReady(base: string, server: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready within 60 s');
}

export interface Envelope<T> {
  responseStatus: { success: boolean; errorMessage: string | null };
  body: T;
}

export async function call<T>(
  base: string,
  url: string,
  init: { method?: string; body?: unknown; token?: string; profileId?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.profileId) headers['X-Profile-ID'] = init.profileId;
  let body: string | FormData | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${base}${url}`, { method: init.method ?? 'GET', headers, body });
  const payload = (await response.json()) as Envelope<T>;
  if (!response.ok || !payload.responseStatus.success)
    throw new Error(`${url} → ${response.status}: ${payload.responseStatus.errorMessage}`);
  return payload.body;
}

export function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

export interface Figures {
  performance: number | null;
  accessibility: number | null;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transfer: number;
  scriptTransfer: number;
  benchmarkIndex: number;
  failedA11y: string[];
  opportunities: { title: string; ms: number }[];
  warnings: string[];
}

export async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => {
    const raw = lhr.categories[id]?.score;
    return raw === null || raw === undefined ? null : Math.round(raw * 100);
  };
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      // The first few elements that failed, so a figure below 100 says where to look.
      const items = (lhr.audits[ref.id]?.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
      const selectors = [...new Set(items.flatMap((item) => (item.node?.selector ? [item.node.selector] : [])))];
      return selectors.length > 0
        ? `${ref.id} (${selectors.slice(0, 3).join('; ')}${selectors.length > 3 ? '; …' : ''})`
        : ref.id;
    });
  const opportunities = Object.values(lhr.audits)
    .map((entry) => ({
      title: entry.title,
      ms: (entry.details as { type?: string; overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0,
      type: (entry.details as { type?: string } | undefined)?.type,
    }))
    .filter((entry) => entry.type === 'opportunity' && entry.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .map(({ title, ms }) => ({ title, ms }));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transfer: value('total-byte-weight'),
    scriptTransfer: summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedA11y,
    opportunities,
    warnings: lhr.runWarnings,
  };
}

/** What the server sends for a URL: the content-encoding, the decoded size and its gzip size. */
export async function served(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    encoding: response.headers.get('content-encoding') ?? 'none',
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  };
}

export const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

export function row(label: string, runs: Figures[]) {
  const pick = (key: 'fcp' | 'lcp' | 'tbt' | 'cls' | 'transfer' | 'scriptTransfer') => median(runs.map((r) => r[key]));
  const scores = (key: 'performance' | 'accessibility') => runs.map((r) => r[key] ?? Number.NaN);
  const scoreText = (key: 'performance' | 'accessibility') =>
    RUNS === 1 ? String(scores(key)[0]) : `${median(scores(key))} (${scores(key).join('/')})`;
  return [
    label.padEnd(38),
    scoreText('performance').padStart(SCORE_WIDTH),
    scoreText('accessibility').padStart(SCORE_WIDTH),
    `${(pick('fcp') / 1000).toFixed(2)} s`.padStart(8),
    `${(pick('lcp') / 1000).toFixed(2)} s`.padStart(8),
    `${pick('tbt').toFixed(0)} ms`.padStart(8),
    pick('cls').toFixed(3).padStart(6),
    kb(pick('transfer')).padStart(10),
    kb(pick('scriptTransfer')).padStart(9),
  ].join(' ');
}

/** The API server in development mode (production refuses SMS_TEST_OTP) on a fresh DATA_DIR, ready. */
export async function startBenchServer(phone: string, otp: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-lighthouse-bench-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: path.join(ROOT, 'e2e'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      SMS_TEST_OTP: `91${phone}=${otp}`,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, stop };
}

/** Logs in with the bench's test number and creates a business profile; answers its token and ids. */
export async function createBenchVenue(base: string, phone: string, otp: string, name: string, userName: string) {
  await call(base, '/v1/user/userLogin', { method: 'POST', body: { mobileNumber: phone } });
  const login = await call<{ token: { access: { token: string } } }>(base, '/v1/user/validateOtp', {
    method: 'POST',
    body: { mobileNumber: phone, otp },
  });
  const token = login.token.access.token;
  const categories = await call<{ categories: { _id: string }[] }>(base, '/v1/user/getAllUserCategory/?name=', { token });
  const profile = await call<{ profileId: string; userName: string }>(base, '/v1/user/createSocialProfile', {
    method: 'POST',
    token,
    body: { name, userName, profileType: 'business', categoryArray: [categories.categories[0]!._id] },
  });
  return { token, profileId: profile.profileId, userName: profile.userName };
}
