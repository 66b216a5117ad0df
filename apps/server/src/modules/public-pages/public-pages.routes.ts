import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicPagesEndpoints as endpoints, TICKET_PAYMENT_CALLBACK_PAGE_PATH } from '@venue/shared';
import { sendEncoded } from '../../lib/encoded-body.ts';
import { AppError, notFound } from '../../lib/errors.ts';

import { route } from '../../lib/route.ts';
import { renderBookingPage, renderManageBookingPage } from './booking-pages.ts';
import {
  renderEventCalendar,
  renderEventPage,
  renderTicketCallbackPage,
  renderTicketPage,
  renderTicketReceiptFile,
} from './event-pages.ts';
import { serviceWorkerBody } from './service-worker.ts';
import { SHARE_IMAGE_PATH, shareImagePng } from './share-image.ts';
import { readSitemapFile, SITEMAP_PATH, SITEMAP_WINDOW_MS } from './sitemap.ts';
import { contextOf, profileContextOf } from '../../plugins/access.ts';
import {
  getMenuPreview,
  getMenuSettings,
  followPublicLink,
  getPublicMenu,
  renderContactCard,
  renderLinkPage,
  renderNotFoundPage,
  renderMenuPiece,
  renderPublicMenuPage,
  updateMenuSettings,
  VENUE_NOT_FOUND_MESSAGE,
  type PublicPage,
} from './public-pages.service.ts';
import { countsAsVisit } from '../../lib/human-visit.ts';
import { guestFontFile, GUEST_FONT_PATH } from './guest-fonts.ts';
import { askedLanguageOf, languageCookieOf, wantedLanguagesOf } from './guest-language.ts';

const UsernameParamsSchema = z.object({ username: z.string().trim().min(1).max(64) });
const ManageParamsSchema = UsernameParamsSchema.extend({ reference: z.string().trim().min(1).max(20) });
const ManageQuerySchema = z.object({ token: z.string().trim().max(100).default('') });
const LinkParamsSchema = UsernameParamsSchema.extend({ linkId: z.string().trim().min(1).max(64) });
// Loose on purpose: an id that names nothing is the event 404 page, not a validation error.
const EventParamsSchema = UsernameParamsSchema.extend({ eventId: z.string().trim().min(1).max(64) });
const PieceParamsSchema = UsernameParamsSchema.extend({ part: z.coerce.number().int().min(2).max(10_000) });
const TicketParamsSchema = UsernameParamsSchema.extend({ orderId: z.string().trim().min(1).max(64) });
// Loose on purpose: a language the menu does not offer is the menu's own, not a validation error.
const LanguageQuerySchema = z.object({ lang: z.string().max(16).optional() });
const FontParamsSchema = z.object({ file: z.string().max(100) });

/**
 * The guest page runs only its own bundle: owners' text is escaped by React, and this keeps any
 * slip from running script. Media may come from the CDN (MEDIA_BASE_URL), so images and video
 * are allowed from any https source.
 */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: http: data:",
  "media-src 'self' https: http:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

function sendPage(reply: FastifyReply, page: PublicPage, headers: FastifyRequest['headers'], csp = PAGE_CSP) {
  reply.header('content-security-policy', csp);
  // Shared caches may keep the page but must revalidate every time, so an edit shows at once.
  reply.header('cache-control', page.encoded ? 'public, max-age=0, must-revalidate' : 'no-store');
  reply.code(page.status).type('text/html; charset=utf-8');
  if (page.encoded) return sendEncoded(reply, page.encoded, headers);
  return reply.send(page.bytes);
}

/**
 * The booking and event pages play no media, call only our API and send no form of their own
 * (the script posts JSON): tighter than the menu's policy.
 */
const GUEST_FORM_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: http: data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Guests' pages are for search engines, with what they show (media, the pages' script) and the
 * sitemap that lists them; the dashboard, the API and the QR redirects are not (decisions §7).
 */
const robotsTxtOf = (publicBaseUrl: string) =>
  [
    'User-agent: *',
    'Allow: /v/',
    'Allow: /media/',
    'Allow: /public-menu/',
    `Allow: ${SITEMAP_PATH}`,
    'Allow: /sitemaps/',
    'Disallow: /',
    '',
    `Sitemap: ${publicBaseUrl}${SITEMAP_PATH}`,
    '',
  ].join('\n');
const SITEMAP_PART = /^([1-9][0-9]{0,5})\.xml$/;
/**
 * The guest's pages (decisions §1): /v/{username} as a server-rendered page and the JSON it
 * hydrates from, the venue's link page at /v/{username}/links, its table booking pages
 * at /v/{username}/book (issue 11), its event pages, tickets and the ticket payment callback
 * (issue 12); plus the dashboard's preview and theme calls (spec §2 Preview mode;
 * `selectedPublicTheme` of spec §3). Publishing is the menu module's (`POST /v2/publish-menu`).
 * The JSON calls are the contract's (`route()`); the pages, files and redirects are not API
 * calls (HTML, a calendar or vCard file, or a 404 page in place of the envelope) and stay
 * registered here with their own headers (and `compress: false` for the cached pages).
 */
export const publicPagesModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Cached in every coding (lib/encoded-body.ts): nothing to compress per request.
  // In the guest's language (decisions §7): `?lang=`, else the last choice, else the browser's.
  app.get(
    '/v/:username',
    { compress: false, schema: { hide: true, params: UsernameParamsSchema, querystring: LanguageQuerySchema } },
    async (request, reply) => {
      const wanted = wantedLanguagesOf({
        lang: request.query.lang,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      const page = await renderPublicMenuPage(contextOf(app, request), request.params.username, wanted);
      const asked = askedLanguageOf(request.query.lang);
      if (asked) reply.header('set-cookie', languageCookieOf(asked));
      // Without `?lang=` the address of a menu in several languages answers each browser's own.
      else if (page.offersLanguages) reply.header('vary', 'accept-language, cookie');
      return sendPage(reply, page, request.headers);
    },
  );

  // A large menu's further pieces (issue 17): cached like the page, per piece and language.
  app.get(
    '/v/:username/sections/:part',
    { compress: false, schema: { hide: true, params: PieceParamsSchema, querystring: LanguageQuerySchema } },
    async (request, reply) => {
      const wanted = wantedLanguagesOf({ lang: request.query.lang ?? 'en' });
      const page = await renderMenuPiece(contextOf(app, request), request.params.username, request.params.part, wanted);
      return sendPage(reply, page, request.headers);
    },
  );

  // The guest page's font for its script (guest-fonts.ts); names change only with the package.
  app.get(`${GUEST_FONT_PATH}:file`, { schema: { hide: true, params: FontParamsSchema } }, async (request, reply) => {
    const bytes = guestFontFile(request.params.file);
    if (!bytes) return sendPage(reply, await renderNotFoundPage(contextOf(app, request)), request.headers);
    return reply
      .type('font/woff2')
      .header('cache-control', 'public, max-age=2592000')
      .header('access-control-allow-origin', '*')
      .send(await bytes);
  });

  // A static path wins over /v/:username (and no username may contain a dot).
  // Encoded once; `no-cache` with its ETag, so a browser's daily check is mostly a 304.
  app.get('/v/sw.js', { compress: false, schema: { hide: true } }, async (request, reply) => {
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return sendEncoded(reply, await serviceWorkerBody(), request.headers);
  });

  // Text, never the dashboard's HTML (decisions §7).
  const robotsTxt = robotsTxtOf(app.deps.config.publicBaseUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt),
  );

  // Every live venue's public pages (sitemap.ts); split into /sitemaps/{n}.xml past 50,000.
  // Kept by caches for as long as it is built for: a new venue is listed within a minute.
  const sendSitemap = async (request: FastifyRequest, reply: FastifyReply, part: number) => {
    const ctx = contextOf(app, request);
    const file = await readSitemapFile(ctx, part);
    if (!file) return sendPage(reply, await renderNotFoundPage(ctx), request.headers);
    reply.type('application/xml; charset=utf-8').header('cache-control', `public, max-age=${SITEMAP_WINDOW_MS / 1000}`);
    return sendEncoded(reply, file, request.headers);
  };
  app.get(SITEMAP_PATH, { compress: false, schema: { hide: true } }, (request, reply) => sendSitemap(request, reply, 0));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', { compress: false, schema: { hide: true } }, (request, reply) => {
    const part = SITEMAP_PART.exec(request.params.file)?.[1];
    return sendSitemap(request, reply, part ? Number(part) : -1);
  });

  // The link preview's picture of a page without its own (share-image.ts).
  app.get(SHARE_IMAGE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await shareImagePng()),
  );

  // A trailing slash (typed, or added by a link shortener) still reaches the menu.
  app.get('/v/:username/', { schema: { hide: true, params: UsernameParamsSchema } }, async (request, reply) =>
    reply.redirect(`/v/${encodeURIComponent(request.params.username)}`, 301),
  );

  app.get('/v/:username/links', { schema: { hide: true, params: UsernameParamsSchema } }, async (request, reply) => {
    const page = await renderLinkPage(contextOf(app, request), request.params.username);
    return sendPage(reply, page, request.headers);
  });

  app.get('/v/:username/book', { schema: { hide: true, params: UsernameParamsSchema } }, async (request, reply) => {
    const page = await renderBookingPage(contextOf(app, request), request.params.username);
    return sendPage(reply, page, request.headers, GUEST_FORM_CSP);
  });

  app.get(
    '/v/:username/book/manage/:reference',
    { schema: { hide: true, params: ManageParamsSchema, querystring: ManageQuerySchema } },
    async (request, reply) => {
      const { username, reference } = request.params;
      const page = await renderManageBookingPage(contextOf(app, request), { username, reference, token: request.query.token });
      // The address carries the booking's manage token: no Referer to anyone.
      reply.header('referrer-policy', 'no-referrer');
      return sendPage(reply, page, request.headers, GUEST_FORM_CSP);
    },
  );
  app.get('/v/:username/events/:eventId', { schema: { hide: true, params: EventParamsSchema } }, async (request, reply) => {
    const page = await renderEventPage(contextOf(app, request), request.params.username, request.params.eventId);
    return sendPage(reply, page, request.headers, GUEST_FORM_CSP);
  });

  app.get(
    '/v/:username/events/:eventId/calendar.ics',
    { schema: { hide: true, params: EventParamsSchema } },
    async (request, reply) => {
      const found = await renderEventCalendar(contextOf(app, request), request.params.username, request.params.eventId);
      if ('notFound' in found) return sendPage(reply, found.notFound, request.headers, GUEST_FORM_CSP);
      const { file } = found;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.text);
    },
  );

  app.get(
    '/v/:username/tickets/:orderId',
    { schema: { hide: true, params: TicketParamsSchema, querystring: ManageQuerySchema } },
    async (request, reply) => {
      const { username, orderId } = request.params;
      const page = await renderTicketPage(contextOf(app, request), { username, orderId, token: request.query.token });
      // The address carries the order's token: no Referer to anyone.
      reply.header('referrer-policy', 'no-referrer');
      return sendPage(reply, page, request.headers, GUEST_FORM_CSP);
    },
  );

  app.get(
    '/v/:username/events/orders/:orderId/receipt',
    { schema: { hide: true, params: TicketParamsSchema, querystring: ManageQuerySchema } },
    async (request, reply) => {
      const { username, orderId } = request.params;
      const found = await renderTicketReceiptFile(
        contextOf(app, request),
        { username, orderId, token: request.query.token },
        { limiter: app.deps.rateLimiter, address: request.ip },
      );
      reply.header('referrer-policy', 'no-referrer');
      if ('notFound' in found) return sendPage(reply, found.notFound, request.headers, GUEST_FORM_CSP);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${found.file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(found.file.data);
    },
  );

  // Where the payment provider sends a ticket buyer back (the ticket order's callbackUrl).
  app.get(TICKET_PAYMENT_CALLBACK_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const page = await renderTicketCallbackPage(contextOf(app, request), request.query);
    // The address carries the payment's ids and signature.
    reply.header('referrer-policy', 'no-referrer');
    return sendPage(reply, page, request.headers, GUEST_FORM_CSP);
  });

  // The redirect behind each of the owner's links: counts the visit, then 302 to the link's URL.
  // Never cached (each visit must reach us to count) and no referrer leaks the page's address.
  app.get('/v/:username/l/:linkId', { schema: { hide: true, params: LinkParamsSchema } }, async (request, reply) => {
    const ctx = contextOf(app, request);
    const url = await followPublicLink(ctx, request.params.username, request.params.linkId, {
      isGuest: countsAsVisit(request.method, request.headers['user-agent']),
      address: request.ip,
      limiter: app.deps.rateLimiter,
    });
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (url === null) return sendPage(reply, await renderNotFoundPage(ctx), request.headers);
    return reply.redirect(url, 302);
  });

  // Any other address under /v/ is a guest's mistyped or stale link: the guests' 404 page, not
  // the dashboard (static and parametric routes above win over this wildcard).
  // It also catches what the router refuses a parameter for (a name past Fastify's
  // maxParamLength, 100): the same 414 envelope as every other route (plugins/errors.ts), and
  // any other JSON address (menu.json) answers the envelope too, never a page.
  app.get('/v/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // The router's own limit, as the app was configured (Fastify validates it into initialConfig).
    const limit = app.initialConfig.maxParamLength ?? Number.POSITIVE_INFINITY;
    if (path.split('/').some((segment) => segment.length > limit)) {
      throw new AppError('URI_TOO_LONG', 'This address is too long');
    }
    if (path.endsWith('.json')) throw notFound(VENUE_NOT_FOUND_MESSAGE);
    return sendPage(reply, await renderNotFoundPage(contextOf(app, request)), request.headers);
  });

  app.get('/v/:username/contact.vcf', { schema: { hide: true, params: UsernameParamsSchema } }, async (request, reply) => {
    const ctx = contextOf(app, request);
    const card = await renderContactCard(ctx, request.params.username);
    if (!card) return sendPage(reply, await renderNotFoundPage(ctx), request.headers);
    return reply
      .type('text/vcard; charset=utf-8')
      .header('content-disposition', `attachment; filename="${card.fileName}"`)
      .header('cache-control', 'no-store')
      .send(card.body);
  });

  // The JSON calls (contract/public-pages.routes.ts).
  route(app, endpoints.getPublicMenu, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=0, must-revalidate');
    return getPublicMenu(contextOf(app, request), request.params.username);
  });
  route(app, endpoints.getMenuPreview, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return getMenuPreview(profileContextOf(app, request), request.query);
  });
  route(app, endpoints.getMenuSettings, (request) => getMenuSettings(profileContextOf(app, request)));
  route(app, endpoints.updateMenuSettings, (request) => updateMenuSettings(profileContextOf(app, request), request.body));
};
