import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signCallback, signWebhook } from '../src/modules/payments/payment-signatures.ts';

/**
 * A local stand-in for Razorpay's Payment Links API on 127.0.0.1, strict where Razorpay is:
 * Basic auth with the configured key, integer paise above 0, `reference_id` of at most 40
 * characters, `callback_method: 'get'`. Tests mark a link paid (for any amount: a provider
 * that reports another amount than the term's is how tampering shows) and get the signed
 * callback parameters and webhook body Razorpay would send.
 */
export interface FakeRazorpayLink {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  description: string;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
  short_url: string;
  callback_url: string;
  callback_method: string;
  notes: Record<string, string> | unknown[];
  payments: Array<{ payment_id: string; amount: number; status: string }> | null;
  customer: unknown;
}

export interface FakeRazorpay {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  links: Map<string, FakeRazorpayLink>;
  /** Every request as received, for assertions on what the adapter sent. */
  requests: Array<{ method: string; path: string; authorization: string | undefined; body: unknown }>;
  /** Marks a link paid (by default for its own amount) and answers what Razorpay sends next. */
  pay(
    linkId: string,
    options?: { amountPaise?: number },
  ): {
    paymentId: string;
    callbackQuery: Record<string, string>;
    webhook: { body: string; headers: Record<string, string> };
  };
  /** The next calls answer this status (e.g. 500) until cleared with null. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

const alnum = (length: number) =>
  Array.from({ length }, () => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'[randomInt(62)]).join('');

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : null);
      } catch {
        resolve(undefined);
      }
    });
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const badRequest = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = `rzp_test_${alnum(14)}`;
  const keySecret = alnum(24);
  const webhookSecret = alnum(20);
  const links = new Map<string, FakeRazorpayLink>();
  const requests: FakeRazorpay['requests'] = [];
  let failure: number | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readJson(request);
    requests.push({ method: request.method ?? '', path: url.pathname, authorization: request.headers.authorization, body });
    if (failure) return send(response, failure, { error: { code: 'SERVER_ERROR', description: 'fake failure' } });
    if (request.headers.authorization !== expectedAuth) {
      return send(response, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } });
    }
    const match = /^\/v1\/payment_links(?:\/([^/]+))?(\/cancel)?$/.exec(url.pathname);
    if (!match) return send(response, 404, badRequest('The requested URL was not found on the server.'));
    const [, id, cancel] = match;

    if (request.method === 'POST' && !id) {
      const input = body as Record<string, unknown> | null;
      if (!input || typeof input !== 'object') return send(response, 400, badRequest('body must be JSON'));
      if (!Number.isInteger(input.amount) || (input.amount as number) <= 0) {
        return send(response, 400, badRequest('The amount must be an integer in paise, at least 100'));
      }
      if (typeof input.reference_id !== 'string' || input.reference_id.length > 40) {
        return send(response, 400, badRequest('reference_id: at most 40 characters'));
      }
      if (input.callback_method !== 'get') return send(response, 400, badRequest('callback_method must be get'));
      if (input.currency !== 'INR') return send(response, 400, badRequest('currency must be INR'));
      if ([...links.values()].some((link) => link.reference_id === input.reference_id)) {
        return send(response, 400, badRequest('reference_id already exists'));
      }
      const link: FakeRazorpayLink = {
        id: `plink_${alnum(14)}`,
        amount: input.amount as number,
        amount_paid: 0,
        currency: 'INR',
        reference_id: input.reference_id,
        description: String(input.description ?? ''),
        status: 'created',
        short_url: `https://rzp.io/i/${alnum(8)}`,
        callback_url: String(input.callback_url ?? ''),
        callback_method: 'get',
        // Razorpay answers an empty notes object as [].
        notes: input.notes && Object.keys(input.notes).length > 0 ? (input.notes as Record<string, string>) : [],
        payments: null,
        customer: input.customer,
      };
      links.set(link.id, link);
      return send(response, 200, link);
    }
    const link = id ? links.get(id) : undefined;
    if (!link) return send(response, 400, badRequest('The id provided does not exist'));
    if (request.method === 'GET' && !cancel) return send(response, 200, link);
    if (request.method === 'POST' && cancel) {
      if (link.status !== 'created') return send(response, 400, badRequest(`payment link is ${link.status}`));
      link.status = 'cancelled';
      return send(response, 200, link);
    }
    return send(response, 405, badRequest('method not allowed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    links,
    requests,
    pay(linkId, options = {}) {
      const link = links.get(linkId);
      if (!link) throw new Error(`no fake link ${linkId}`);
      const paymentId = `pay_${alnum(14)}`;
      const amount = options.amountPaise ?? link.amount;
      link.status = 'paid';
      link.amount_paid = amount;
      link.payments = [{ payment_id: paymentId, amount, status: 'captured' }];
      const signature = signCallback(keySecret, {
        paymentLinkId: link.id,
        referenceId: link.reference_id,
        status: 'paid',
        paymentId,
      });
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment_link.paid',
        contains: ['payment_link', 'payment'],
        payload: {
          payment_link: { entity: { ...link, payments: undefined } },
          payment: { entity: { id: paymentId, amount, currency: 'INR', status: 'captured' } },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        paymentId,
        callbackQuery: {
          razorpay_payment_id: paymentId,
          razorpay_payment_link_id: link.id,
          razorpay_payment_link_reference_id: link.reference_id,
          razorpay_payment_link_status: 'paid',
          razorpay_signature: signature,
        },
        webhook: {
          body,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signWebhook(webhookSecret, body),
            'x-razorpay-event-id': `evt_${alnum(14)}`,
          },
        },
      };
    },
    failWith(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
