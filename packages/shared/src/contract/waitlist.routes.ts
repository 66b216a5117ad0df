import { defineRoutes } from './define.ts';

/**
 * The walk-in waitlist (decisions §7 "Waitlist (`/v1/waitlist/`)", issue 38): the desk's calls
 * need `tableReserveAccess`; guests join (when the venue allows it), read and leave with the
 * entry's reference and token.
 */
export const waitlistRoutes = defineRoutes('waitlist', {
  addWaitlistEntry: {
    method: 'POST',
    path: '/v1/waitlist/entries',
    access: 'tableReserveAccess',
    summary: 'Add a walk-in party to the waitlist',
    errors: ['CONFLICT', 'BUSINESS_RULE'],
  },
  listWaitlistEntries: {
    method: 'GET',
    path: '/v1/waitlist/entries',
    access: 'tableReserveAccess',
    summary: 'The waitlist, ordered by position',
  },
  notifyWaitlistEntry: {
    method: 'POST',
    path: '/v1/waitlist/entries/:id/notify',
    access: 'tableReserveAccess',
    summary: 'Tell a waiting party their table is ready (template waitlist_ready)',
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  seatWaitlistEntry: {
    method: 'POST',
    path: '/v1/waitlist/entries/:id/seat',
    access: 'tableReserveAccess',
    summary: 'Seat a party from the waitlist',
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  removeWaitlistEntry: {
    method: 'POST',
    path: '/v1/waitlist/entries/:id/remove',
    access: 'tableReserveAccess',
    summary: 'Remove a party from the waitlist, with a reason',
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  getWaitlistQuote: {
    method: 'GET',
    path: '/v1/waitlist/quote',
    access: 'tableReserveAccess',
    summary: "The wait to quote a party of that size, from the venue's recent seat times",
  },
  getWaitlistSettings: {
    method: 'GET',
    path: '/v1/waitlist/settings',
    access: 'tableReserveAccess',
    summary: "The waitlist's settings: remote join, largest party, longest queue",
  },
  updateWaitlistSettings: {
    method: 'PUT',
    path: '/v1/waitlist/settings',
    access: 'tableReserveAccess',
    summary: "Change the waitlist's settings",
  },
  joinWaitlist: {
    method: 'POST',
    path: '/v1/waitlist/join',
    access: 'public',
    summary: 'A guest joins the waitlist with a booking code, when the venue allows it',
    errors: ['NOT_FOUND', 'CONFLICT', 'BUSINESS_RULE', 'OTP_INVALID', 'OTP_EXPIRED', 'OTP_TOO_MANY_TRIES', 'RATE_LIMITED'],
  },
  getWaitlistOpen: {
    method: 'GET',
    path: '/v1/waitlist/open/:username',
    access: 'public',
    summary: 'Whether guests may join the venue’s waitlist online, and its largest party',
    errors: ['NOT_FOUND'],
  },
  getWaitlistStatus: {
    method: 'GET',
    path: '/v1/waitlist/status/:reference',
    access: 'public',
    summary: "A guest's place in the queue, by reference and token",
    errors: ['NOT_FOUND'],
  },
  leaveWaitlist: {
    method: 'POST',
    path: '/v1/waitlist/leave',
    access: 'public',
    summary: 'A guest leaves the queue',
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
});
