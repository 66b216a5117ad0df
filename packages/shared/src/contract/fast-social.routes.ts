import { defineRoutes } from './define.ts';

/**
 * The link page's editor (decisions §6 "Link page", spec §7 Fast social). The read is any
 * member's, named by username; every write needs socialProfileAccess in the active profile.
 */
export const fastSocialRoutes = defineRoutes('fast social', {
  getFastSocialAll: {
    method: 'GET',
    path: '/fast-social/all',
    // 'user', not 'member': switching profile reads it before X-Profile-ID names the new profile
    // (spec §4); the service checks the caller is a member of the venue the username names.
    access: 'user',
    summary: "A venue's link page as its editor shows it, named by username",
    errors: ['NOT_FOUND', 'PROFILE_FORBIDDEN'],
  },
  saveLinks: {
    method: 'POST',
    path: '/fast-social/links',
    access: 'socialProfileAccess',
    summary: "Add or change the link page's links",
    errors: ['NOT_FOUND', 'BUSINESS_RULE'],
  },
  deleteLink: {
    method: 'DELETE',
    path: '/fast-social/links',
    access: 'socialProfileAccess',
    summary: 'Remove a link from the link page',
    errors: ['NOT_FOUND'],
  },
  saveBasicDetails: {
    method: 'POST',
    path: '/fast-social/basic-details',
    access: 'socialProfileAccess',
    summary: "Save the link page's name, bio and picture",
  },
  saveContactDetails: {
    method: 'POST',
    path: '/fast-social/contact-details',
    access: 'socialProfileAccess',
    summary: "Save the link page's contact details",
  },
  getLinkClicks: {
    method: 'GET',
    path: '/fast-social/links/:linkId/clicks',
    access: 'member',
    summary: "A link's clicks by day over a range",
    errors: ['NOT_FOUND'],
  },
});
