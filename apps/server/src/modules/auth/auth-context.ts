import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../lib/context.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { SmsProvider } from '../../lib/sms/index.ts';
import type { SessionCheck } from './session-check.ts';
import { contextOf } from '../../plugins/access.ts';

/**
 * What the auth services need beyond the common context. `now` is read once per request from
 * the app's clock, so every expiry and window in one call agrees, and tests can move time.
 */
export interface AuthDeps {
  now: Date;
  sms: SmsProvider;
  rateLimiter: RateLimiter;
  sessions: SessionCheck;
}

export type AuthContext = ServiceContext & AuthDeps;

function authDepsOf(app: FastifyInstance): AuthDeps {
  return { now: app.deps.clock(), sms: app.deps.sms, rateLimiter: app.deps.rateLimiter, sessions: app.deps.sessions };
}

export function authContextOf(app: FastifyInstance, request: FastifyRequest): AuthContext {
  return { ...contextOf(app, request), ...authDepsOf(app) };
}
