import { existsSync, readFileSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { MAX_UPLOAD_BYTES } from '@venue/shared';
import type { AppConfig } from './config.ts';
import { openDatabase, type DatabaseHandle, type Db } from './db/client.ts';
import { accessPlugin } from './plugins/access.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { gracefulShutdownPlugin } from './plugins/graceful-shutdown.ts';
import { loggerOptions } from './lib/logger.ts';
import { openReadModel, type ReadModel } from './lib/read-model/index.ts';
import { createMediaStorage, type MediaStorage } from './lib/media-storage/index.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id.ts';
import { featureModules, jobKinds, menuItemsChangedHooks, providerEventOwners } from './modules/index.ts';
import { mediaFilesPlugin } from './modules/media/media-files.ts';
import { createRateLimiter, type Clock, type RateLimiter } from './lib/rate-limiter.ts';
import { createSmsProvider, isOutboxProvider, type SmsProvider } from './lib/sms/index.ts';
import { createJobRunner, type JobRunner } from './lib/jobs/index.ts';
import { createNotifier, createWhatsappProvider, type Notifier, type WhatsappProvider } from './lib/notify/index.ts';
import { createSessionCheck, type SessionCheck } from './modules/auth/session-check.ts';
import { createPaymentProvider } from './modules/payments/payments.service.ts';
import type { PaymentProvider } from './lib/payments/payment-provider.ts';
import type { ProviderEventOwner } from './modules/payments/payments.service.ts';
import type { MenuItemsChangedHook } from './lib/context.ts';
import { createLiveActivityHub, type LiveActivityHub } from './modules/reservations/live-activity.ts';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  db: Db;
  /** The built dashboard's index.html, served for every dashboard route; null in API-only runs. */
  spaIndexHtml: string | null;
  /** Delivers one-time codes (`SMS_PROVIDER`). */
  sms: SmsProvider;
  /** Shared counters for rate limits: Redis when `REDIS_URL` is set, else in process. */
  rateLimiter: RateLimiter;
  /** "Now" for expiries and limits; tests pass their own to step past 30 s or 5 min without sleeping. */
  clock: Clock;
  /**
   * The durable job runner, holding every kind of modules/index.ts's `jobKinds`; main.ts starts
   * it once the server listens. Tests call `runDue()` after moving the clock.
   */
  jobs: JobRunner;
  /** Every outgoing SMS and WhatsApp message, queued as a durable job (lib/notify). */
  notifier: Notifier;
  /** Whether an access token's session is still live (modules/auth/session-check.ts). */
  sessions: SessionCheck;
  /** The configured payment provider (`PAYMENT_PROVIDER`), carried by every service context. */
  payments: PaymentProvider;
  /** Media bytes: DATA_DIR/media, or the S3 bucket when `S3_*` is set. */
  media: MediaStorage;
  /** Every cached read and how it stays fresh (lib/read-model); also found from the database (`readModelOf`). */
  readModel: ReadModel;
  /** Who handles each of the payment provider's webhook events (modules/index.ts). */
  providerEvents: readonly ProviderEventOwner[];
  /** What runs inside each menu write that adds or removes dishes (modules/index.ts). */
  menuItemsChanged: readonly MenuItemsChangedHook[];
  /** The desk's live stream of booking and waitlist changes: in process, or through Redis with `REDIS_URL`. */
  liveActivity: LiveActivityHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  /** An already open database (tests share one per file); opened from config otherwise. */
  database?: DatabaseHandle;
  sms?: SmsProvider;
  whatsapp?: WhatsappProvider;
  rateLimiter?: RateLimiter;
  clock?: Clock;
  /** In place of modules/index.ts's list: a test's own hook for menu writes that add or remove dishes. */
  menuItemsChanged?: readonly MenuItemsChangedHook[];
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/**
 * Builds the whole server (API, dashboard, public pages, media) without listening, so that
 * main.ts and the tests run exactly the same application.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: 1_048_576,
    trustProxy: config.TRUST_PROXY,
    // Bad %-encoding, over-long parameters and unparsable HTTP answer the envelope too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Every log line of a request carries `requestId`, taken from nginx's X-Request-ID when sane.
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // During shutdown the 503 is ours (plugins/graceful-shutdown.ts), in the envelope.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  // The hooks every request passes are written with `done`, not async: an async hook costs each
  // request a promise and a turn of the microtask queue (issue 17, the cached reads' floor).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: config.inMemoryDatabase ? null : path.join(config.dataDir, 'pglite'),
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool will reconnect'),
    }));
  const ownsDatabase = !options.database;
  app.addHook('onClose', async () => {
    // The job in hand finishes before the database goes (or its lease lets another runner redo it).
    await app.deps.jobs.stop();
    if (ownsDatabase) await database.close();
  });

  const clock = options.clock ?? (() => new Date());
  const rateLimiter =
    options.rateLimiter ??
    createRateLimiter(config.REDIS_URL, clock, (error) => app.log.error({ err: error }, 'rate-limit Redis unreachable'));
  app.addHook('onClose', async () => {
    if (!options.rateLimiter) await rateLimiter.close();
  });

  const { readModel, close: closeReadModel } = await openReadModel(config, database.db, app.log);
  app.addHook('onClose', closeReadModel);

  const sms = options.sms ?? createSmsProvider(config, app.log);
  const jobs = createJobRunner({ db: database.db, log: app.log, clock });
  const notifier = createNotifier({ sms, whatsapp: options.whatsapp ?? createWhatsappProvider(config, app.log) }, clock);
  const liveActivity = createLiveActivityHub({ redisUrl: config.REDIS_URL, log: app.log });
  app.addHook('onClose', async () => liveActivity.close());

  const media = createMediaStorage(config);
  app.addHook('onClose', async () => media.close());

  const spaIndexFile = config.webDistDir ? path.join(config.webDistDir, 'index.html') : null;
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    spaIndexHtml: spaIndexFile && existsSync(spaIndexFile) ? readFileSync(spaIndexFile, 'utf8') : null,
    sms,
    rateLimiter,
    clock,
    jobs,
    notifier,
    sessions: createSessionCheck(database.db, { clock, sharedAcrossInstances: Boolean(config.REDIS_URL) }),
    payments: createPaymentProvider(config, database.db, app.log),
    media,
    readModel,
    providerEvents: providerEventOwners,
    menuItemsChanged: options.menuItemsChanged ?? menuItemsChangedHooks,
    liveActivity,
  } satisfies AppDeps);
  for (const job of jobKinds(app)) jobs.register(job);

  // First, so that every answer, refusals by later hooks included, carries the headers.
  await app.register(securityHeadersPlugin, { mediaBaseUrl: config.mediaBaseUrl });

  // Text answers (the SPA's and the public menu's scripts and styles, JSON) travel compressed:
  // on a guest's phone the public bundle is a third of its size gzipped. Brotli at quality 4
  // keeps the CPU cost per response small; bodies a route already compressed are left alone.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Request bodies are not taken compressed (no client sends them): no hook on every request.
    globalDecompression: false,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(errorsPlugin);
  await app.register(gracefulShutdownPlugin);
  await app.register(accessPlugin);
  await app.register(inputGuardPlugin);
  await app.register(fastifyMultipart, {
    // Enforced while streaming: a larger file is cut off and answered with 413.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 40, fieldSize: 100_000 },
    throwFileSizeLimit: true,
  });
  await app.register(apiDocsPlugin, { isProduction: config.NODE_ENV === 'production', publicBaseUrl: config.publicBaseUrl });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'up' }));
  // The notifier's test adapter (SMS_PROVIDER=outbox, never in production): what was sent to a number.
  if (isOutboxProvider(sms)) {
    const outbox = sms;
    app.get<{ Querystring: { to?: string } }>(
      '/__outbox/sms',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request) => ({ messages: outbox.sent(request.query.to) }),
    );
  }
  // Ready: not shutting down, the database answers and the media store can be reached.
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const parts = { database: database.kind, media: media.kind };
    if (app.isDraining()) return reply.code(503).send({ status: 'draining', ...parts });
    try {
      await database.ping();
    } catch (error) {
      app.log.warn({ err: error }, 'database not ready');
      return reply.code(503).send({ status: 'unavailable', ...parts });
    }
    try {
      await media.ping();
    } catch (error) {
      app.log.warn({ err: error }, 'media store not ready');
      return reply.code(503).send({ status: 'unavailable', ...parts });
    }
    return { status: 'ready', ...parts };
  });

  for (const feature of featureModules) await app.register(feature);

  await app.register(mediaFilesPlugin);
  if (config.webDistDir && existsSync(config.webDistDir)) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes each script and stylesheet brotli- and gzip-compressed beside it
      // (apps/web/vite.config.ts), at the highest levels: sent as they are, a cold start no longer
      // waits for the compression above to squeeze a 300 KB chunk on every visit (issue 15).
      preCompressed: true,
      // Our own header only: the plugin's default (`public, max-age=0`) replaced what setHeaders
      // set, so the fingerprinted chunks were revalidated on every visit (issue 15).
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those never change; anything else
        // (index.html, which names them) is revalidated, so a deploy reaches everyone at once.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  return app;
}
