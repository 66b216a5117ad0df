import { defineRoutes } from './define.ts';

/**
 * The guest menu's JSON (decisions §1: what /v/{username} hydrates from) and the dashboard's
 * preview and theme calls (spec §2 Preview mode; `selectedPublicTheme` of spec §3). The guest
 * pages themselves are HTML answered by the public-pages module, not calls of this contract.
 */
export const publicPagesRoutes = defineRoutes('public menu', {
  getPublicMenu: {
    method: 'GET',
    path: '/v/:username/menu.json',
    access: 'public',
    summary: "A venue's published menu as guests see it",
    errors: ['NOT_FOUND', 'UNAVAILABLE'],
  },
  getMenuPreview: {
    method: 'GET',
    path: '/v2/menu-preview',
    access: 'member',
    summary: "The active profile's menu exactly as guests see it (visible entities only)",
    errors: ['NOT_FOUND'],
  },
  getMenuSettings: {
    method: 'GET',
    path: '/v2/menuSettings',
    access: 'member',
    summary: 'The public theme, the public link and the last publish time',
    errors: ['NOT_FOUND'],
  },
  updateMenuSettings: {
    method: 'POST',
    path: '/v2/updateMenuSettings',
    access: 'digitalMenuAccess',
    summary: "Choose the guest menu's theme (selectedPublicTheme)",
  },
});
