import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { ID_PATTERN, memberRequirementOf, refusalFor, ROUTE_ACCESS, type AccessRefusal, type RouteAccess } from '@venue/shared';
import { AppError } from '../lib/errors.ts';
import type { ActiveProfile, Caller, ProfileContext, ServiceContext, UserContext } from '../lib/context.ts';
import { verifyAccessToken, type AccessClaims } from '../modules/auth/access-token.ts';
import { redeemLiveActivityTicket } from '../modules/reservations/live-activity-tickets.ts';
import { loadMembership } from '../modules/team/membership.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route demands of its caller; required on every API route. */
    access?: RouteAccess;
    /**
     * The route also admits a GET with a one-use `?ticket=` (live-activity-tickets.ts): only for
     * streams read by EventSource, which cannot send headers. An access token is never taken
     * from a URL, and a route that admits tickets refuses one there (decisions §7).
     */
    ticketInQuery?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
    activeProfile: ActiveProfile | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access and schema, for the permission matrix test. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's declared schema (zod body / querystring / params), so tests can see which calls take ids. */
  schema: FastifySchema | null;
  /** A form call's fields (`config.form`, lib/multipart-form.ts); null for JSON and bodiless calls. */
  form: z.ZodType | null;
}

/** Path prefixes that make a route an API route (and so demand a declared access). */
export const API_PREFIXES = ['/v1/', '/v2/', '/fast-social/'];

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

const REFUSAL_MESSAGES: Record<AccessRefusal, string> = {
  'owner-only': 'Only the owner can do this',
  'manager-only': 'Only the owner or a manager can do this',
  'missing-flag': "You don't have permission to edit this feature",
};

/**
 * Authentication and tenancy for every API route: identity from the bearer token only,
 * tenancy from X-Profile-ID checked against the caller's memberships, rights from the
 * member's role and flags (decisions §2 and §4). Runs before the body is read, so an
 * unauthorised upload is refused before a byte of it is parsed.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('apiRoutes', []);
  app.decorateRequest('caller', null);
  app.decorateRequest('activeProfile', null);

  app.addHook('onRoute', (route) => {
    // A call of the contract is an API route wherever its path is (the guest menu's menu.json).
    if (!isApiPath(route.url) && !route.config?.endpoint) return;
    const access = route.config?.access;
    if (!access || !(ROUTE_ACCESS as readonly string[]).includes(access)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} must declare config.access (one of ${ROUTE_ACCESS.join(', ')})`,
      );
    }
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    if (consumes.includes('multipart/form-data') && !route.config?.form) {
      throw new Error(`Route ${String(route.method)} ${route.url} takes a form: declare its fields in config.form`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({ method, url: route.url, access, schema: route.schema ?? null, form: route.config?.form ?? null });
    }
  });

  // With `done`, so a public request passes without a promise (app.ts says why).
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return done();
    authorize(request, access).then(() => done(), done);
  });

  /** Rejects with the refusal. */
  async function authorize(request: FastifyRequest, access: RouteAccess): Promise<void> {
    const { config, sessions } = app.deps;
    if (request.routeOptions.config?.ticketInQuery) {
      const query = (request.query ?? {}) as Record<string, unknown>;
      if (query.access_token !== undefined || query.token !== undefined) {
        throw new AppError('UNAUTHENTICATED', 'Open the live feed with a ticket, never an access token in the address');
      }
      const ticket = typeof query.ticket === 'string' ? query.ticket.trim() : '';
      if (ticket && request.method === 'GET' && !request.headers.authorization) return admitTicket(request, access, ticket);
    }
    const token = accessTokenOf(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'No authentication token found');
    const claims = await verifyAccessToken(config.jwtSecret, token);
    await sessions.assertLive(claims.userId, claims.sessionId);
    await admit(request, access, claims);
  }

  /**
   * A ticket stands for the session and profile it was minted for: it is spent first (so a
   * refused one cannot be tried again), then its session and the member's standing are checked
   * as a token's would be, now rather than as they were at minting.
   */
  async function admitTicket(request: FastifyRequest, access: RouteAccess, ticket: string): Promise<void> {
    const { db, clock, sessions } = app.deps;
    const redeemed = await redeemLiveActivityTicket(db, ticket, clock());
    const asked = requestedProfileId(request);
    if (asked && asked !== redeemed.profileId) throw new AppError('PROFILE_FORBIDDEN', "You don't have access to this profile");
    await sessions.assertLive(redeemed.userId, redeemed.sessionId);
    const claims: AccessClaims = { userId: redeemed.userId, phone: redeemed.phone, sessionId: redeemed.sessionId };
    await admit(request, access, claims, redeemed.profileId);
  }

  /** The caller's rights on the route, once the token and its session hold. */
  async function admit(
    request: FastifyRequest,
    access: RouteAccess,
    claims: AccessClaims,
    ticketProfileId?: string,
  ): Promise<void> {
    const { config, db } = app.deps;
    request.caller = { ...claims, isSuperAdmin: config.SUPER_ADMIN_PHONES.includes(claims.phone) };

    if (access === 'user') return;
    if (access === 'superAdmin') {
      if (!request.caller.isSuperAdmin) throw new AppError('FORBIDDEN', 'This area is for super-admins only');
      return;
    }
    if (access === 'platformDashboard') {
      // The allow-list of spec §6 ("the Dashboard entry"), configuration since decisions §3.
      if (!config.DASHBOARD_PHONES.includes(claims.phone))
        throw new AppError('FORBIDDEN', 'This dashboard is for the platform team only');
      return;
    }

    const profileId = ticketProfileId ?? requestedProfileId(request);
    if (!profileId) throw new AppError('BAD_REQUEST', 'No active profile selected');
    const membership = ID_PATTERN.test(profileId) ? await loadMembership(db, claims.userId, profileId) : null;
    if (!membership) throw new AppError('PROFILE_FORBIDDEN', "You don't have access to this profile");
    request.activeProfile = membership;
    const refusal = refusalFor(membership, memberRequirementOf(access) ?? {});
    if (refusal) throw new AppError('PERMISSION_DENIED', REFUSAL_MESSAGES[refusal]);
  }
});

/** The bearer token, from the Authorization header only. */
function accessTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** X-Profile-ID, or a `profileId` query parameter; both present must agree. */
function requestedProfileId(request: FastifyRequest): string | null {
  const header = request.headers['x-profile-id'];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim() || null;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.profileId === 'string' && query.profileId.trim() ? query.profileId.trim() : null;
  if (fromHeader && fromQuery && fromHeader !== fromQuery) {
    throw new AppError('PROFILE_FORBIDDEN', "You don't have access to this profile");
  }
  return fromHeader ?? fromQuery;
}

/** The service context for a request. */
export function contextOf(app: FastifyInstance, request: FastifyRequest): ServiceContext {
  const { db, config, clock, notifier, payments, media, menuItemsChanged } = app.deps;
  return {
    db,
    config,
    log: request.log,
    caller: request.caller,
    profile: request.activeProfile,
    clock,
    notifier,
    payments,
    media,
    menuItemsChanged,
  };
}

/** Context for a route declared with any access but 'public'. */
export function userContextOf(app: FastifyInstance, request: FastifyRequest): UserContext {
  const ctx = contextOf(app, request);
  if (!ctx.caller) throw new Error(`${request.routeOptions.url} needs a caller: declare its access`);
  return ctx as UserContext;
}

/** Context for a route declared 'member', 'manager', 'owner' or a permission flag. */
export function profileContextOf(app: FastifyInstance, request: FastifyRequest): ProfileContext {
  const ctx = userContextOf(app, request);
  if (!ctx.profile) throw new Error(`${request.routeOptions.url} needs an active profile: declare its access`);
  return ctx as ProfileContext;
}
