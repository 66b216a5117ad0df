import { defineRoutes } from './define.ts';

/**
 * The profiles list (spec §7), in a file of its own: the dashboard's shell loader asks for it on a
 * cold start (apps/web/src/app/route-loaders.ts), and a bundler places a whole file in a chunk,
 * so this keeps the other profile calls out of the dashboard's first chunk.
 */
export const profileListRoutes = defineRoutes('profiles', {
  listSocialProfiles: {
    method: 'GET',
    path: '/v1/user/socialProfiles',
    access: 'user',
    summary: 'Every profile the user can work under, personal one included',
  },
});
