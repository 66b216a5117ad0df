import { defineRoutes } from './define.ts';
import { XLSX_TYPE } from './reservations.routes.ts';

/**
 * The guest book (decisions §7 "Guest book (`/v1/guests/`)", issue 38): every call needs
 * `tableReserveAccess`, the flag that runs the desk (guests' personal data, lib/guest-privacy.ts).
 */
export const guestsRoutes = defineRoutes('guests', {
  listGuests: {
    method: 'GET',
    path: '/v1/guests',
    access: 'tableReserveAccess',
    summary: "The venue's guests, searched by name or number and filtered by tag, a page at a time",
  },
  exportGuests: {
    method: 'GET',
    path: '/v1/guests/export.xlsx',
    access: 'tableReserveAccess',
    summary: 'The guest book (with the same search and tag) as a spreadsheet',
    file: XLSX_TYPE,
    errors: ['RATE_LIMITED'],
  },
  getGuest: {
    method: 'GET',
    path: '/v1/guests/:id',
    access: 'tableReserveAccess',
    summary: 'One guest with their bookings, waitlist entries and ticket orders',
    errors: ['NOT_FOUND'],
  },
  updateGuest: {
    method: 'PATCH',
    path: '/v1/guests/:id',
    access: 'tableReserveAccess',
    summary: "Change a guest's tags and notes",
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  eraseGuest: {
    method: 'POST',
    path: '/v1/guests/:id/erase',
    access: 'tableReserveAccess',
    summary: "Erase a guest's name, number and notes everywhere (DPDP Act 2023); figures stay",
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
});
