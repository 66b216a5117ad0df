import { defineRoutes } from './define.ts';

/** Phone + one-time-code login, token refresh and the caller's own details (spec §4, §7; decisions §4). */
export const authRoutes = defineRoutes('auth', {
  userLogin: {
    method: 'POST',
    path: '/v1/user/userLogin',
    // Two names for one call in the spec's catalogue: the account is made at validateOtp.
    aliases: ['/v1/user/addNewUser'],
    access: 'public',
    summary: 'Send a one-time login code to a mobile number',
    errors: ['RATE_LIMITED'],
  },
  generateBookingOtp: {
    method: 'POST',
    path: '/v1/user/generateBookingOTP',
    access: 'public',
    summary: 'Send a guest a one-time code that proves their number before booking',
    errors: ['RATE_LIMITED'],
  },
  validateOtp: {
    method: 'POST',
    path: '/v1/user/validateOtp',
    access: 'public',
    summary: 'Log in with the one-time code: answers the token pair and the account',
    errors: ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_TOO_MANY_TRIES', 'RATE_LIMITED'],
  },
  refreshTokens: {
    method: 'POST',
    path: '/v1/user/refresh-tokens',
    access: 'public',
    summary: 'Trade a refresh token for a new token pair (the refresh token rotates)',
    errors: ['REFRESH_INVALID'],
  },
  logout: {
    method: 'POST',
    path: '/v1/user/logout',
    // The refresh token itself is the credential: a client whose access token has already
    // expired must still be able to end its session on the server.
    access: 'public',
    summary: 'End the session of a refresh token',
  },
  getUserProfile: {
    method: 'GET',
    path: '/v1/user/getUserProfile/',
    access: 'user',
    summary: "The caller's account and profiles",
  },
  updateProfile: {
    method: 'POST',
    path: '/v1/user/updateProfile',
    aliases: ['/v1/user/EditProfile'],
    access: 'user',
    summary: "Change the caller's own name or email",
  },
});
