import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** The real entry point, run as a child process by the tests of start-up and shutdown. */
const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts src/main.ts on `dataDir` with the embedded database (CI's PostgreSQL run must not switch
 * the data-directory lock off), on a free loopback port, with a test login. `extraEnv` may name
 * a DATABASE_URL and JWT_SECRET of its own (the cluster's instances).
 */
export function startServerProcess(dataDir: string, extraEnv: Record<string, string> = {}): ServerProcess {
  const env: Record<string, string | undefined> = {
    ...parentEnv(),
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SMS_TEST_OTP: '919000000001=246810',
  };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  // A real process cannot compile the web's TSX: it must render with the SSR build, as in production.
  delete env.VITEST;
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/**
 * This process's environment for a server child, less Vitest's own variables: with them the
 * child would render public pages from TSX source, as only Vitest can
 * (src/modules/public-pages/ssr-bundle.ts), and fail; it must run as `npm start` does.
 */
export function parentEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
}

/** Waits for the banner's URL, then for /ready to answer 200. */
export async function readyUrl(server: ServerProcess, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const match = /running at (http:\/\/\S+)/.exec(server.output());
    if (match) {
      const res = await fetch(`${match[1]}/ready`).catch(() => null);
      if (res?.ok) return match[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready in time:\n${server.output()}`);
}

/** A port nothing listens on right now, for a server process, nginx or a floor to take. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
