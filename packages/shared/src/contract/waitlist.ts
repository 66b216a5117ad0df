import {
  AddWaitlistEntrySchema,
  JoinWaitlistResponseSchema,
  JoinWaitlistSchema,
  LeaveWaitlistSchema,
  RemoveWaitlistEntrySchema,
  WaitlistEntryParamsSchema,
  WaitlistEntryResponseSchema,
  WaitlistListQuerySchema,
  WaitlistListResponseSchema,
  WaitlistOpenParamsSchema,
  WaitlistOpenResponseSchema,
  WaitlistQuoteQuerySchema,
  WaitlistQuoteResponseSchema,
  WaitlistSettingsResponseSchema,
  WaitlistSettingsSchema,
  WaitlistStatusParamsSchema,
  WaitlistStatusResponseSchema,
  WaitlistTokenQuerySchema,
} from '../waitlist.ts';
import { defineEndpoints } from './define.ts';
import { waitlistRoutes } from './waitlist.routes.ts';

export const waitlistEndpoints = defineEndpoints(waitlistRoutes, {
  addWaitlistEntry: { body: AddWaitlistEntrySchema, response: WaitlistEntryResponseSchema },
  listWaitlistEntries: { query: WaitlistListQuerySchema, response: WaitlistListResponseSchema },
  notifyWaitlistEntry: { params: WaitlistEntryParamsSchema, response: WaitlistEntryResponseSchema },
  seatWaitlistEntry: { params: WaitlistEntryParamsSchema, response: WaitlistEntryResponseSchema },
  removeWaitlistEntry: {
    params: WaitlistEntryParamsSchema,
    body: RemoveWaitlistEntrySchema,
    response: WaitlistEntryResponseSchema,
  },
  getWaitlistQuote: { query: WaitlistQuoteQuerySchema, response: WaitlistQuoteResponseSchema },
  getWaitlistSettings: { response: WaitlistSettingsResponseSchema },
  updateWaitlistSettings: { body: WaitlistSettingsSchema, response: WaitlistSettingsResponseSchema },
  joinWaitlist: { body: JoinWaitlistSchema, response: JoinWaitlistResponseSchema },
  getWaitlistOpen: { params: WaitlistOpenParamsSchema, response: WaitlistOpenResponseSchema },
  getWaitlistStatus: {
    params: WaitlistStatusParamsSchema,
    query: WaitlistTokenQuerySchema,
    response: WaitlistStatusResponseSchema,
  },
  leaveWaitlist: { body: LeaveWaitlistSchema, response: WaitlistStatusResponseSchema },
});
