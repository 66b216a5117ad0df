import type { FastifyPluginAsync } from 'fastify';
import { walletEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
import { profileContextOf } from '../../plugins/access.ts';
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
export const walletModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getWallet, (request) => getWallet(profileContextOf(app, request), request.query));
  route(app, endpoints.getVendorAccount, (request) => getVendorAccount(profileContextOf(app, request)));
  route(app, endpoints.createVendorAccount, (request) => createVendorAccount(profileContextOf(app, request), request.body));
  route(app, endpoints.updateVendorAccount, (request) => updateVendorAccount(profileContextOf(app, request), request.body));
  route(app, endpoints.requestPayout, (request) => requestPayout(profileContextOf(app, request), request.body));
  route(app, endpoints.listPayouts, (request) => listPayouts(profileContextOf(app, request)));
};
