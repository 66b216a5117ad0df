/**
 * A call the dashboard's shell makes on every screen (spec §7): the caller's permissions in the
 * active profile. Named here, free of imports, so the first script (main.tsx) can send it early
 * (app/early-view-data.ts) as the fetcher sends it. (The profiles' path comes from the contract.)
 */
export const USER_PERMISSIONS_PATH = '/v1/user/user-permissions';
