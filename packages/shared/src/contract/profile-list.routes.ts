import { defineRoutes } from './define.ts';

/**
 * The profiles list (spec §7), in a file of its own: the dashboard's first script asks for it
 * before the code arrives (apps/web/src/app/early-view-data.ts), and a bundler places a whole
 * file in a chunk, so this keeps the other profile calls out of the first script.
 */
export const profileListRoutes = defineRoutes('profiles', {
  listSocialProfiles: {
    method: 'GET',
    path: '/v1/user/socialProfiles',
    access: 'user',
    summary: 'Every profile the user can work under, personal one included',
  },
});
