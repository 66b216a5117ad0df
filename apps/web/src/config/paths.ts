/**
 * Every path of the dashboard (spec §2) lives once, in `@venue/shared/dashboard-paths`: the
 * server reads the same table to answer a path the app does not name with 404
 * (docs/decisions/0038). The router declares `path`; links, navigate calls and guards go to
 * `getHref()`. A path is never typed out anywhere else.
 */
export { dashboardAreas, isDashboardPath, isWithin, paths } from '@venue/shared/dashboard-paths';
