import { defineRoutes } from './define.ts';

/**
 * Profiles a person can switch between (spec §4, §5, §7): these act on the caller's own
 * memberships, so they need a login but no active profile. The active business profile's
 * details (spec §2 /profile/edit-business-profile): every member reads them, the owner or a
 * manager changes them; and the set-up checklist on /home (issue 15).
 */
export const profilesRoutes = defineRoutes('profiles', {
  createSocialProfile: {
    method: 'POST',
    path: '/v1/user/createSocialProfile',
    access: 'user',
    summary: 'Create a personal or business profile; answers the new profile',
    errors: ['USERNAME_TAKEN', 'BAD_REQUEST'],
  },
  listBusinessProfiles: {
    method: 'GET',
    path: '/v1/user/businessUserProfiles/',
    access: 'user',
    summary: "The user's business profiles",
  },
  checkUserNameAvailability: {
    method: 'GET',
    path: '/v1/user/checkProfileUserNameAvailabilty/',
    // Both spellings are in the spec's catalogue (§7), typo included.
    aliases: ['/v1/user/check-username-availability'],
    access: 'user',
    summary: 'Whether a profile username is free',
  },
  getBusinessProfileDetails: {
    method: 'GET',
    path: '/v1/profiles',
    access: 'member',
    summary: "The active business profile's editable details (name, image, categories, GSTIN, numbers, FSSAI)",
    errors: ['NOT_FOUND'],
  },
  editBusinessProfile: {
    method: 'POST',
    path: '/v1/profiles',
    access: 'manager',
    summary: 'Change name, image, categories, GSTIN, numbers and FSSAI of the active business',
    errors: ['NOT_FOUND'],
  },
  getSetupChecklist: {
    method: 'GET',
    path: '/v1/profiles/setup-checklist',
    access: 'member',
    summary: 'How far a new venue is with its first steps',
  },
});
