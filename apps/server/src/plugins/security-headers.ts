import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (helmet's set, made once at start: HSTS, nosniff, X-Frame-Options, COOP, CORP,
 * Referrer-Policy, ...), and the dashboard's Content-Security-Policy, which the API's JSON
 * carries too (harmless there). The dashboard may never be framed: a framed dashboard lets
 * another site trick an owner into clicks (issue 16). Public pages set their own, looser
 * policy (modules/public-pages).
 *
 * The built SPA (apps/web/dist) loads only its own fingerprinted script and stylesheet;
 * Mantine injects <style> elements at run time, hence 'unsafe-inline' for styles only.
 * Pictures come from the media base URL (a CDN in production) and, while an owner crops or
 * previews a file, from blob: URLs.
 */
export function dashboardCsp(mediaBaseUrl: string): Record<string, string[]> {
  const media = new URL(mediaBaseUrl).origin;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', media],
    'media-src': ["'self'", 'blob:', media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The headers helmet sets for `options`, worked out once. They depend on nothing in the request
 * (no nonces), and @fastify/helmet ran helmet(options) on every request, building each of its
 * middlewares and parsing the CSP again: ~10% of the server's CPU on a cached read (issue 17).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet headers for browsers and plug-ins that are gone, left out: each header costs every
 * answer ~0.35 µs in Node's checks and writing (issue 17 measured the guest page's 19 headers at
 * a fifth of its CPU; docs/decisions/0031). X-XSS-Protection only switched off the XSS auditor
 * of old Chrome, Safari and IE; X-Download-Options was for IE8's "open" button;
 * X-Permitted-Cross-Domain-Policies was for Flash and Acrobat reading crossdomain.xml, which
 * this server does not serve.
 */
const WITHOUT_OBSOLETE_HEADERS = {
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
} satisfies HelmetOptions;

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { mediaBaseUrl: string }) => {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: dashboardCsp(options.mediaBaseUrl) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    ...WITHOUT_OBSOLETE_HEADERS,
  });
  // On Fastify's reply, not the raw response: a raw setHeader makes Node merge header lists
  // when Fastify writes the head, a slower path taken on every answer (issue 17). A route's own
  // reply.header() still wins, being set later; routes served by a static-file server whose
  // policy differs (media) set theirs on the reply too (modules/media/media-files.ts).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
