import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  VendorAccountInputSchema,
  VendorAccountResponseSchema,
  VendorAccountUpdateSchema,
  WALLET_PATHS,
  WalletResponseSchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { profileContextOf } from '../../plugins/access.ts';
import { createVendorAccount, getVendorAccount, getWallet, updateVendorAccount } from './wallet.service.ts';

/**
 * The wallet and the payout account (`/v1/vendor/`): money and bank details, so the owner or a
 * manager reads them and only the owner changes where payouts go.
 */
export const walletModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];
  const accountResponse = { 200: envelopeOf(VendorAccountResponseSchema) };

  app.get(
    WALLET_PATHS.wallet,
    { config: { access: 'manager' }, schema: { tags, response: { 200: envelopeOf(WalletResponseSchema) } } },
    async (request) => ok(await getWallet(profileContextOf(app, request))),
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
};
