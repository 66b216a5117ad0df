import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentsEndpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
import { notFound } from '../../lib/errors.ts';
import { contextOf } from '../../plugins/access.ts';
import { receivePaymentWebhook } from './payments.service.ts';
import { checkoutPageCsp, renderCheckoutPage } from './sandbox-checkout-page.ts';
import { failSandboxLink, findSandboxLink, paySandboxLink, sandboxWebhookJob } from './sandbox-provider.ts';

export const PAYMENT_WEBHOOK_PATH = paymentsEndpoints.receiveRazorpayWebhook.path;

/**
 * The sandbox's webhook job on this app. The sandbox plays Razorpay inside this server, so its
 * webhook enters through our own route in process: the same parser, signature check and
 * transaction as a delivery from outside, with no network hop that PUBLIC_BASE_URL (a proxy's
 * address) may not allow from inside.
 */
export const sandboxWebhookJobOf = (app: FastifyInstance) =>
  sandboxWebhookJob(app.deps.config.jwtSecret, async (headers, body) => {
    const res = await app.inject({ method: 'POST', url: PAYMENT_WEBHOOK_PATH, headers, payload: body });
    return res.statusCode;
  });

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The provider-facing routes: Razorpay's webhook (public: its HMAC is the proof), and, with
 * the sandbox provider only, the sandbox's checkout page and its two buttons.
 */
export const paymentsModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Its own scope, so the raw-body parsers below apply to this route alone.
  await app.register(async (scope) => {
    // The signature is over the bytes as sent: keep them, whatever the content type says.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(scope, paymentsEndpoints.receiveRazorpayWebhook, async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await receivePaymentWebhook(
        contextOf(fastify, request),
        {
          rawBody,
          signature: headerText(request.headers['x-razorpay-signature']),
          eventId: headerText(request.headers['x-razorpay-event-id']),
        },
        fastify.deps.providerEvents,
      );
      return { outcome };
    });
  });

  const { config, db, clock } = fastify.deps;
  if (config.PAYMENT_PROVIDER === 'sandbox') await registerSandboxCheckout(app);

  async function registerSandboxCheckout(instance: typeof app) {
    const params = z.object({ linkId: z.string().regex(/^plink_[0-9A-Za-z]{14}$/, 'Payment link not found') });
    const schema = { hide: true, params };
    await instance.register(async (scope: FastifyInstance) => {
      const pages = scope.withTypeProvider<ZodTypeProvider>();
      // The buttons are plain HTML forms: their (empty) url-encoded bodies carry nothing we read.
      pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
        done(null, {}),
      );
      pages.get('/sandbox/pay/:linkId', { schema }, async (request, reply) => {
        const link = await findSandboxLink(db, request.params.linkId);
        if (!link) throw notFound('Payment link not found');
        return reply
          .header('content-security-policy', checkoutPageCsp(link.callbackUrl))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderCheckoutPage(link));
      });
      pages.post('/sandbox/pay/:linkId/pay', { schema }, async (request, reply) =>
        reply.redirect(await paySandboxLink({ db, config, clock }, request.params.linkId), 303),
      );
      pages.post('/sandbox/pay/:linkId/fail', { schema }, async (request, reply) =>
        reply.redirect(await failSandboxLink(db, config, request.params.linkId), 303),
      );
    });
  }
};
