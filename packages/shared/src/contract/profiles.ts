import { ProfileSchema } from '../auth.ts';
import {
  BusinessProfileDetailsSchema,
  CreateProfileRequestSchema,
  EditBusinessProfileRequestSchema,
  ProfilesListBodySchema,
  SetupChecklistSchema,
  UserNameAvailabilityBodySchema,
  UserNameAvailabilityQuerySchema,
} from '../profiles.ts';
import { defineEndpoints } from './define.ts';
import { profileListRoutes } from './profile-list.routes.ts';
import { profilesRoutes } from './profiles.routes.ts';

export const profilesEndpoints = defineEndpoints(profilesRoutes, {
  createSocialProfile: { body: CreateProfileRequestSchema, response: ProfileSchema },
  listBusinessProfiles: { response: ProfilesListBodySchema },
  checkUserNameAvailability: { query: UserNameAvailabilityQuerySchema, response: UserNameAvailabilityBodySchema },
  getBusinessProfileDetails: { response: BusinessProfileDetailsSchema },
  editBusinessProfile: { body: EditBusinessProfileRequestSchema, response: BusinessProfileDetailsSchema },
  getSetupChecklist: { response: SetupChecklistSchema },
});

export const profileListEndpoints = defineEndpoints(profileListRoutes, {
  listSocialProfiles: { response: ProfilesListBodySchema },
});
