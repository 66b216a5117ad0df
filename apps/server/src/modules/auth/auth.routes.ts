import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
import { userContextOf } from '../../plugins/access.ts';
import { authContextOf } from './auth-context.ts';
import {
  getUserProfile,
  logout,
  refreshSession,
  requestBookingCode,
  requestLoginCode,
  updateUserProfile,
  validateLoginCode,
} from './auth.service.ts';

/** Phone + one-time-code login, token refresh and the caller's own details (spec §4, §7; decisions §4). */
export const authModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.userLogin, (request) =>
    requestLoginCode(authContextOf(app, request), { mobileNumber: request.body.mobileNumber, clientAddress: request.ip }),
  );

  // A guest proves their number before booking a table (decisions §4, §6 "Reservations").
  route(app, endpoints.generateBookingOtp, (request) =>
    requestBookingCode(authContextOf(app, request), { mobileNumber: request.body.mobileNumber, clientAddress: request.ip }),
  );

  route(app, endpoints.validateOtp, (request) => validateLoginCode(authContextOf(app, request), request.body));
  route(app, endpoints.refreshTokens, (request) => refreshSession(authContextOf(app, request), request.body));
  route(app, endpoints.logout, (request) => logout(authContextOf(app, request), request.body ?? {}));
  route(app, endpoints.getUserProfile, (request) => getUserProfile(userContextOf(app, request)));
  route(app, endpoints.updateProfile, (request) => updateUserProfile(userContextOf(app, request), request.body));
};
