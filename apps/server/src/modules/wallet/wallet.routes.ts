import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  PayoutListResponseSchema,
  PayoutRequestSchema,
  PayoutResponseSchema,
  VendorAccountInputSchema,
  VendorAccountResponseSchema,
  VendorAccountUpdateSchema,
  WALLET_PATHS,
  WalletQuerySchema,
  WalletResponseSchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { profileContextOf } from '../../plugins/access.ts';
import { payoutTransferJob } from './payouts.ts';
import { linkedAccountSyncJob } from './vendor-account.ts';
import {
  createVendorAccount,
  getVendorAccount,
  getWallet,
  listPayouts,
  requestPayout,
  updateVendorAccount,
} from './wallet.service.ts';

/**
 * The wallet, payouts and the payout account (`/v1/vendor/`): money and bank details, so the
 * owner or a manager reads the wallet and asks for payouts, and only the owner changes where
 * payouts go.
 */
export const walletModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];
  const accountResponse = { 200: envelopeOf(VendorAccountResponseSchema) };
  app.deps.jobs.register(linkedAccountSyncJob(app.deps.payments));
  app.deps.jobs.register(payoutTransferJob(app.deps.payments));

  app.get(
    WALLET_PATHS.wallet,
    {
      config: { access: 'manager' },
      schema: { tags, querystring: WalletQuerySchema, response: { 200: envelopeOf(WalletResponseSchema) } },
    },
    async (request) => ok(await getWallet(profileContextOf(app, request), request.query)),
  );
  app.get(WALLET_PATHS.account, { config: { access: 'manager' }, schema: { tags, response: accountResponse } }, async (request) =>
    ok(await getVendorAccount(profileContextOf(app, request))),
  );
  app.post(
    WALLET_PATHS.account,
    { config: { access: 'owner' }, schema: { tags, body: VendorAccountInputSchema, response: accountResponse } },
    async (request) => ok(await createVendorAccount(profileContextOf(app, request), request.body)),
  );
  app.patch(
    WALLET_PATHS.account,
    { config: { access: 'owner' }, schema: { tags, body: VendorAccountUpdateSchema, response: accountResponse } },
    async (request) => ok(await updateVendorAccount(profileContextOf(app, request), request.body)),
  );
  app.post(
    WALLET_PATHS.payouts,
    {
      config: { access: 'manager' },
      schema: { tags, body: PayoutRequestSchema, response: { 200: envelopeOf(PayoutResponseSchema) } },
    },
    async (request) => ok(await requestPayout(profileContextOf(app, request), request.body)),
  );
  app.get(
    WALLET_PATHS.payouts,
    { config: { access: 'manager' }, schema: { tags, response: { 200: envelopeOf(PayoutListResponseSchema) } } },
    async (request) => ok(await listPayouts(profileContextOf(app, request))),
  );
};
