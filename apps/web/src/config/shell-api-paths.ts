/**
 * The calls the dashboard's shell makes on every screen (spec §7): the profiles, the caller's
 * permissions in the active profile. Named here, free of imports, so the first script (main.tsx)
 * can send them early (app/early-view-data.ts) as the fetchers send them.
 */
export const SOCIAL_PROFILES_PATH = '/v1/user/socialProfiles';
export const USER_PERMISSIONS_PATH = '/v1/user/user-permissions';
