import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signCallback, signWebhook } from '../src/modules/payments/payment-signatures.ts';

/**
 * A local stand-in for Razorpay on 127.0.0.1 — Payment Links, refunds, and Route (linked
 * accounts with stakeholder and product configuration, direct transfers) — strict where
 * Razorpay is: Basic auth with the configured key, integer paise above 0, `reference_id` of at
 * most 40 characters, `callback_method: 'get'`, the fields Route requires, transfers only to an
 * activated account with an idempotency key, refunds only of captured money. Tests mark a link
 * paid (for any amount: a provider that reports another amount than the term's is how
 * tampering shows) and get the signed callback parameters and webhook body Razorpay would send;
 * they choose how Route, transfers and refunds answer and get their webhooks signed.
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
  /** The variables that point an app at this fake (`createTestApp({ ...fake.env })`). */
  env: Record<
    'PAYMENT_PROVIDER' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET' | 'RAZORPAY_API_BASE',
    string
  >;
  links: Map<string, FakeRazorpayLink>;
  /** Every request as received, for assertions on what the adapter sent. */
  requests: Array<{
    method: string;
    path: string;
    authorization: string | undefined;
    headers: IncomingMessage['headers'];
    body: unknown;
  }>;
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
  /** Route's linked accounts as created, with their stakeholders and product configurations. */
  accounts: Map<string, FakeLinkedAccount>;
  transfers: Map<string, FakeEntity>;
  refunds: Map<string, FakeEntity>;
  /** What the next calls answer: Route's verdict on configured settlements, transfers and refunds. */
  behaviour: {
    activation: 'activated' | 'under_review' | 'needs_clarification';
    transfer: 'processed' | 'pending' | { refuse: string };
    refund: 'processed' | 'pending';
  };
  /** A webhook Razorpay would send: the body and its signed headers. */
  webhook(event: string, payload: Record<string, unknown>): SignedWebhook;
  /** Route decides on an account (e.g. `activated`): the product's new status and its `product.route.*` webhook. */
  decideAccount(accountId: string, activation: 'activated' | 'needs_clarification'): SignedWebhook;
  /** A pending transfer settles: its status and its `transfer.*` webhook. */
  settleTransfer(transferId: string, status: 'processed' | 'failed'): SignedWebhook;
  /** A pending refund is processed: its `refund.processed` webhook. */
  processRefund(refundId: string): SignedWebhook;
  close(): Promise<void>;
}

export type FakeEntity = Record<string, unknown> & { id: string; status?: string };
export interface FakeLinkedAccount extends FakeEntity {
  stakeholders: FakeEntity[];
  products: Map<string, FakeEntity>;
}
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
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

  const accounts = new Map<string, FakeLinkedAccount>();
  const transfers = new Map<string, FakeEntity>();
  const transferKeys = new Map<string, string>();
  const refunds = new Map<string, FakeEntity>();
  const behaviour: FakeRazorpay['behaviour'] = { activation: 'activated', transfer: 'processed', refund: 'processed' };
  const now = () => Math.floor(Date.now() / 1000);
  const answer = (status: number, answerBody: unknown) => ({ status, body: answerBody });
  const refuse = (description: string) => answer(400, badRequest(description));
  const text = (value: unknown, min = 1) => typeof value === 'string' && value.trim().length >= min;

  /** A captured payment (of a paid link) and what is left of it to refund. */
  function capturedPayment(paymentId: string) {
    for (const link of links.values()) {
      const payment = link.payments?.find((candidate) => candidate.payment_id === paymentId);
      if (payment?.status === 'captured') {
        const refunded = [...refunds.values()]
          .filter((refund) => refund.payment_id === paymentId && refund.status !== 'failed')
          .reduce((total, refund) => total + (refund.amount as number), 0);
        return { amount: payment.amount, refundable: payment.amount - refunded };
      }
    }
    return null;
  }

  /** Route, transfers and refunds; null for the payment-link paths below. */
  function routeApi(method: string, path: string, input: unknown, headers: IncomingMessage['headers']) {
    const fields = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/v2/accounts') {
      const profile = (fields.profile ?? {}) as Record<string, unknown>;
      if (!text(fields.email) || !/^\S+@\S+$/.test(String(fields.email))) return refuse('The email field is required.');
      if (!/^\d{8,15}$/.test(String(fields.phone ?? ''))) return refuse('The phone must be 8 to 15 digits.');
      if (fields.type !== 'route') return refuse('The type must be route.');
      if (!text(fields.legal_business_name, 4)) return refuse('The legal business name must be at least 4 characters.');
      if (!text(fields.business_type)) return refuse('The business type field is required.');
      if (!text(fields.contact_name, 4)) return refuse('The contact name must be at least 4 characters.');
      if (!text(profile.category) || !text(profile.subcategory))
        return refuse('The profile category and subcategory are required.');
      const registered = ((profile.addresses ?? {}) as Record<string, unknown>).registered as Record<string, unknown> | undefined;
      if (
        !registered ||
        !text(registered.street1) ||
        !text(registered.city) ||
        !text(registered.state, 2) ||
        !/^\d{6}$/.test(String(registered.postal_code ?? '')) ||
        registered.country !== 'IN'
      ) {
        return refuse('The registered address (street1, city, state, postal_code, country) is required.');
      }
      const account: FakeLinkedAccount = {
        ...fields,
        id: `acc_${alnum(14)}`,
        type: 'route',
        status: 'created',
        created_at: now(),
        stakeholders: [],
        products: new Map(),
      };
      accounts.set(account.id, account);
      return answer(200, { ...account, stakeholders: undefined, products: undefined });
    }
    const accountMatch = /^\/v2\/accounts\/([^/]+)(?:\/(stakeholders|products)(?:\/([^/]+))?)?\/?$/.exec(path);
    if (accountMatch) {
      const [, accountId, part, productId] = accountMatch;
      const account = accounts.get(accountId!);
      if (!account) return answer(400, badRequest('Linked account does not exist'));
      if (method === 'PATCH' && !part) {
        Object.assign(account, fields);
        return answer(200, { ...account, stakeholders: undefined, products: undefined });
      }
      const kyc = fields.kyc as { pan?: unknown } | undefined;
      if (kyc !== undefined && !/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(String(kyc.pan ?? '')))
        return refuse('kyc.pan is not a valid PAN');
      if (method === 'POST' && part === 'stakeholders') {
        if (!text(fields.name) || !text(fields.email)) return refuse('The name and email fields are required.');
        const stakeholder = { ...fields, id: `sth_${alnum(14)}`, entity: 'stakeholder' };
        account.stakeholders.push(stakeholder);
        return answer(200, stakeholder);
      }
      if (method === 'GET' && part === 'stakeholders' && !productId) {
        return answer(200, { entity: 'collection', count: account.stakeholders.length, items: account.stakeholders });
      }
      if (method === 'PATCH' && part === 'stakeholders' && productId) {
        const stakeholder = account.stakeholders.find((candidate) => candidate.id === productId);
        if (!stakeholder) return refuse('The stakeholder id provided does not exist');
        Object.assign(stakeholder, fields);
        return answer(200, stakeholder);
      }
      if (method === 'POST' && part === 'products' && !productId) {
        if (fields.product_name !== 'route' || fields.tnc_accepted !== true)
          return refuse('product_name route with tnc_accepted');
        const product: FakeEntity = {
          id: `acc_prd_${alnum(14)}`,
          product_name: 'route',
          account_id: account.id,
          activation_status: 'needs_clarification',
          requirements: [
            { field_reference: 'settlements.beneficiary_name', reason_code: 'field_missing' },
            { field_reference: 'settlements.account_number', reason_code: 'field_missing' },
            { field_reference: 'settlements.ifsc', reason_code: 'field_missing' },
          ],
        };
        account.products.set(product.id, product);
        return answer(200, product);
      }
      if (method === 'PATCH' && part === 'products' && productId) {
        const product = account.products.get(productId);
        if (!product) return refuse('The product id provided does not exist');
        const settlements = (fields.settlements ?? {}) as Record<string, unknown>;
        if (
          !/^\d{9,18}$/.test(String(settlements.account_number ?? '')) ||
          !text(settlements.ifsc_code) ||
          !text(settlements.beneficiary_name)
        ) {
          return refuse('settlements.account_number, ifsc_code and beneficiary_name are required');
        }
        if (account.stakeholders.length === 0) return refuse('A stakeholder is required');
        Object.assign(product, {
          active_configuration: { settlements },
          activation_status: behaviour.activation,
          requirements:
            behaviour.activation === 'needs_clarification'
              ? [{ field_reference: 'settlements.account_number', reason_code: 'document_invalid' }]
              : [],
        });
        return answer(200, product);
      }
      return answer(405, badRequest('method not allowed'));
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const key = headers['x-transfer-idempotency'];
      if (typeof key !== 'string' || !/^[\w -]{4,36}$/.test(key)) return refuse('X-Transfer-Idempotency: 4 to 36 characters');
      const earlier = transferKeys.get(key);
      if (earlier) return answer(200, transfers.get(earlier));
      if (typeof behaviour.transfer === 'object') return refuse(behaviour.transfer.refuse);
      const account = accounts.get(String(fields.account ?? ''));
      const activated = account && [...account.products.values()].some((product) => product.activation_status === 'activated');
      if (!activated) return refuse('The linked account is not activated');
      if (!Number.isInteger(fields.amount) || (fields.amount as number) <= 0)
        return refuse('The amount must be an integer in paise');
      if (fields.currency !== 'INR') return refuse('currency must be INR');
      const transfer: FakeEntity = {
        id: `trf_${alnum(14)}`,
        entity: 'transfer',
        status: behaviour.transfer,
        recipient: account!.id,
        amount: fields.amount,
        currency: 'INR',
        notes: fields.notes ?? [],
        created_at: now(),
        error: { code: null, description: null, reason: null },
      };
      transfers.set(transfer.id, transfer);
      transferKeys.set(key, transfer.id);
      return answer(200, transfer);
    }
    const refundMatch = /^\/v1\/payments\/([^/]+)\/(refund|refunds)$/.exec(path);
    if (refundMatch) {
      const [, paymentId, verb] = refundMatch;
      const payment = capturedPayment(paymentId!);
      if (!payment) return refuse('The id provided does not exist');
      if (method === 'GET' && verb === 'refunds') {
        const items = [...refunds.values()].filter((refund) => refund.payment_id === paymentId);
        return answer(200, { entity: 'collection', count: items.length, items });
      }
      if (method === 'POST' && verb === 'refund') {
        const amount = fields.amount ?? payment.refundable;
        if (!Number.isInteger(amount) || (amount as number) <= 0) return refuse('The amount must be an integer in paise');
        if ((amount as number) > payment.refundable) return refuse('The refund amount provided is greater than amount captured');
        if (typeof fields.receipt === 'string' && fields.receipt.length > 40) return refuse('receipt: at most 40 characters');
        const refund: FakeEntity = {
          id: `rfnd_${alnum(14)}`,
          entity: 'refund',
          amount,
          currency: 'INR',
          payment_id: paymentId,
          receipt: fields.receipt ?? null,
          notes: fields.notes ?? [],
          status: behaviour.refund,
          created_at: now(),
        };
        refunds.set(refund.id, refund);
        return answer(200, refund);
      }
    }
    return null;
  }

  function webhook(event: string, payload: Record<string, unknown>): SignedWebhook {
    const body = JSON.stringify({ entity: 'event', event, contains: Object.keys(payload), payload, created_at: now() });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(webhookSecret, body),
        'x-razorpay-event-id': `evt_${alnum(14)}`,
      },
    };
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readJson(request);
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      headers: request.headers,
      body,
    });
    if (failure) return send(response, failure, { error: { code: 'SERVER_ERROR', description: 'fake failure' } });
    if (request.headers.authorization !== expectedAuth) {
      return send(response, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } });
    }
    const routed = routeApi(request.method ?? '', url.pathname, body, request.headers);
    if (routed) return send(response, routed.status, routed.body);
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
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    keyId,
    keySecret,
    webhookSecret,
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_BASE: baseUrl,
    },
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
    accounts,
    transfers,
    refunds,
    behaviour,
    webhook,
    decideAccount(accountId, activation) {
      const account = accounts.get(accountId);
      const product = account ? [...account.products.values()][0] : undefined;
      if (!product) throw new Error(`no configured fake account ${accountId}`);
      product.activation_status = activation;
      return webhook(`product.route.${activation}`, {
        merchant_product: { entity: { id: product.id, merchant_id: accountId, activation_status: activation }, data: [] },
      });
    },
    settleTransfer(transferId, status) {
      const transfer = transfers.get(transferId);
      if (!transfer) throw new Error(`no fake transfer ${transferId}`);
      transfer.status = status;
      if (status === 'failed')
        transfer.error = { code: 'BAD_REQUEST_ERROR', description: 'Beneficiary bank is offline', reason: 'bank_offline' };
      return webhook(`transfer.${status}`, { transfer: { entity: transfer } });
    },
    processRefund(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no fake refund ${refundId}`);
      refund.status = 'processed';
      return webhook('refund.processed', { refund: { entity: refund } });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
