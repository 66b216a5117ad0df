import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';
import { REDIS_TEST_URL, redisReachable } from './redis.ts';
import { freePort, readyUrl, startServerProcess, type ServerProcess } from './server-process.ts';
import { adminQuery, withDatabase } from './postgres-admin.ts';
import { TEST_OTP } from './test-app.ts';

/**
 * The production layout of docs/deploy.md on one machine: nginx (rendered from
 * deploy/nginx.conf.template) in front of two real server processes (src/main.ts) on the
 * machine's PostgreSQL (a fresh database `cluster_<time>`), Redis and a fake S3 (s3rver).
 * `npm run cluster` runs it by hand; test/cluster.test.ts drives it.
 */

export const CLUSTER_POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The renderer of deploy/nginx.conf.template, run as docs/deploy.md shows (it lies outside this package). */
const RENDER_NGINX_CONF = path.resolve(import.meta.dirname, '../../../deploy/render-nginx-conf.ts');
export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

export interface ClusterInstance {
  name: string;
  url: string;
  port: number;
  process: ServerProcess;
}

export interface Cluster {
  /** nginx: what a browser would use (null when started with `nginx: false`). */
  url: string | null;
  instances: ClusterInstance[];
  /** The cluster's own database (dropped by stop()). */
  databaseUrl: string;
  jwtSecret: string;
  s3: FakeS3;
  /** SIGKILL: the instance dies with its requests in flight, as in a crash. */
  kill(instance: ClusterInstance): Promise<void>;
  /** Stops nginx, the instances and the fake S3, and drops the database. */
  stop(): Promise<void>;
}

/** Why a cluster cannot run here (nginx, unless not wanted, PostgreSQL or Redis missing), or null when it can. */
export async function clusterUnavailable(options: { nginx?: boolean } = {}): Promise<string | null> {
  if (options.nginx !== false && !NGINX_BINARY) return 'nginx is not installed';
  if (!(await redisReachable())) return `Redis does not answer at ${REDIS_TEST_URL}`;
  try {
    await adminQuery(CLUSTER_POSTGRES_URL, 'select 1');
  } catch (error) {
    return `PostgreSQL does not answer at ${CLUSTER_POSTGRES_URL}: ${(error as Error).message}`;
  }
  return null;
}

/**
 * Two (or `instances`) main.ts processes on a fresh PostgreSQL database, Redis and a fake S3,
 * behind nginx. They render guest pages with the bundle `GUEST_RENDERER_FILE` names, which they
 * inherit: the test run's global set-up builds it (test/guest-renderer-build.ts); the load bench
 * runs on a built web app.
 */
export async function startCluster(
  options: {
    instances?: number;
    log?: (line: string) => void;
    env?: Record<string, string>;
    /** false: the instances alone, without nginx in front (the load bench on a machine without it). */
    nginx?: boolean;
  } = {},
): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const count = options.instances ?? 2;
  const jwtSecret = randomBytes(32).toString('hex');
  const databaseName = `cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = withDatabase(CLUSTER_POSTGRES_URL, databaseName);
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'venue-cluster-'));
  // nginx's workers run as nobody when the master is root: they need to reach their temp files.
  chmodSync(runtimeDir, 0o755);

  const started: { s3?: FakeS3; nginx?: ChildProcess; instances: ClusterInstance[]; database: boolean } = {
    instances: [],
    database: false,
  };
  const stop = async () => {
    if (started.nginx && started.nginx.exitCode === null) {
      const exited = new Promise((resolve) => started.nginx!.once('exit', resolve));
      started.nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(
      started.instances.map(async ({ process: server }) => {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGTERM');
          await server.exited;
        }
      }),
    );
    await started.s3?.close();
    if (started.database) await adminQuery(CLUSTER_POSTGRES_URL, `drop database if exists "${databaseName}" with (force)`);
    rmSync(runtimeDir, { recursive: true, force: true });
  };

  try {
    await adminQuery(CLUSTER_POSTGRES_URL, `create database "${databaseName}"`);
    started.database = true;
    started.s3 = await startFakeS3();
    log(`fake S3 at ${started.s3.env.S3_ENDPOINT}, database ${databaseName}`);

    const ports = await Promise.all(Array.from({ length: count }, freePort));
    // Started together on purpose: the migration lock (db/client.ts) must hold them apart.
    started.instances = ports.map((port, index) => ({
      name: String.fromCharCode(65 + index),
      port,
      url: `http://127.0.0.1:${port}`,
      process: startServerProcess(path.join(runtimeDir, `data-${index}`), {
        DATABASE_URL: databaseUrl,
        REDIS_URL: REDIS_TEST_URL,
        JWT_SECRET: jwtSecret,
        ...started.s3!.env,
        MEDIA_BASE_URL: started.s3!.bucketUrl,
        PORT: String(port),
        // nginx on loopback tells the client's address in X-Forwarded-For.
        TRUST_PROXY: 'loopback',
        SMS_TEST_OTP: TEST_OTP,
        ...options.env,
      }),
    }));
    await Promise.all(started.instances.map((instance) => readyUrl(instance.process)));
    log(`instances ${started.instances.map((instance) => `${instance.name} ${instance.url}`).join(', ')}`);

    let url: string | null = null;
    if (options.nginx !== false) {
      const nginxPort = await freePort();
      url = `http://127.0.0.1:${nginxPort}`;
      const conf = path.join(runtimeDir, 'nginx.conf');
      writeFileSync(
        conf,
        renderNginxConf(
          `127.0.0.1:${nginxPort}`,
          runtimeDir,
          started.instances.map((instance) => `127.0.0.1:${instance.port}`),
        ),
      );
      started.nginx = spawn(NGINX_BINARY!, ['-p', runtimeDir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
      for (let attempt = 0; ; attempt += 1) {
        const up = await fetch(`${url}/ready`).catch(() => null);
        if (up?.ok) break;
        if (attempt > 200 || started.nginx.exitCode !== null)
          throw new Error(`nginx did not start (see ${runtimeDir}/error.log)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      log(`nginx at ${url}`);
    }

    return {
      url,
      instances: started.instances,
      databaseUrl,
      jwtSecret,
      s3: started.s3,
      async kill(instance) {
        instance.process.child.kill('SIGKILL');
        await instance.process.exited;
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** nginx's configuration for `upstreams` (host:port each), rendered by the deploy script itself. */
export function renderNginxConf(listen: string, runtimeDir: string, upstreams: string[]): string {
  const args = [RENDER_NGINX_CONF, '--listen', listen, '--runtime-dir', runtimeDir];
  for (const upstream of upstreams) args.push('--upstream', upstream);
  return execFileSync(process.execPath, args, { encoding: 'utf8' });
}
