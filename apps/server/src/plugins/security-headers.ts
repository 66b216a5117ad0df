import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (helmet's set: HSTS, nosniff, X-Frame-Options, COOP, CORP,
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

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { mediaBaseUrl: string }) => {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: dashboardCsp(options.mediaBaseUrl) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
});
