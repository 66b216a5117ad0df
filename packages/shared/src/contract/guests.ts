import {
  EraseGuestResponseSchema,
  GuestDetailResponseSchema,
  GuestListQuerySchema,
  GuestListResponseSchema,
  GuestParamsSchema,
  GuestResponseSchema,
  GuestsExportQuerySchema,
  UpdateGuestSchema,
} from '../guests.ts';
import { defineEndpoints } from './define.ts';
import { guestsRoutes } from './guests.routes.ts';

export const guestsEndpoints = defineEndpoints(guestsRoutes, {
  listGuests: { query: GuestListQuerySchema, response: GuestListResponseSchema },
  exportGuests: { query: GuestsExportQuerySchema, response: null },
  getGuest: { params: GuestParamsSchema, response: GuestDetailResponseSchema },
  updateGuest: { params: GuestParamsSchema, body: UpdateGuestSchema, response: GuestResponseSchema },
  eraseGuest: { params: GuestParamsSchema, response: EraseGuestResponseSchema },
});
