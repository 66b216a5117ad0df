import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a shutdown has begun: /ready answers 503 from then on. */
    isDraining(): boolean;
    /** Begins a shutdown's first step (see `drainAndClose`). */
    startDraining(): void;
  }
}

export const RESTARTING_MESSAGE = 'The server is restarting. Please try again in a moment.';

/**
 * Shutdown without dropping work (docs/deploy.md "Shutdown"), in two steps:
 * 1. draining: /ready answers 503 so that load balancers that poll it stop sending traffic,
 *    while requests are still served (`SHUTDOWN_DRAIN_SECONDS`);
 * 2. closing (`app.close()`): the listener closes, so new connections are refused and nginx
 *    passes them to another instance; idle keep-alive connections are closed; requests in
 *    flight run to their end and their connections close with the answer; a request whose
 *    headers were still arriving is answered 503 in the envelope. Then jobs stop and the
 *    database closes.
 */
export const gracefulShutdownPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  let closing = false;
  app.decorate('isDraining', () => draining);
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
    closing = true;
  });
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? new AppError('UNAVAILABLE', RESTARTING_MESSAGE) : undefined);
  });
  // A keep-alive connection (nginx keeps them to its upstreams) that was busy when closing
  // began would stay open after its answer until its keep-alive timeout, and hold the close
  // that long: answers sent while closing end their connection.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
});

export interface DrainOptions {
  /** How long to stay up, not ready, before closing. */
  drainMs: number;
  /** Waits `ms`; tests pass their own to decide when closing starts. */
  wait?: (ms: number) => Promise<unknown>;
}

/** Drains, then closes the app; resolves once requests in flight have ended and everything is closed. */
export async function drainAndClose(app: FastifyInstance, options: DrainOptions): Promise<void> {
  app.startDraining();
  app.log.info({ drainMs: options.drainMs }, 'shutting down: not ready any more');
  if (options.drainMs > 0) await (options.wait ?? sleep)(options.drainMs);
  await app.close();
}
