/**
 * Query keys of the menu feature, one factory (style.md, after medusa's query-key-factory):
 * invalidating `menuKeys.menu(username)` refreshes the menu screen after every write.
 */
export const menuKeys = {
  all: ['menu'] as const,
  menus: () => [...menuKeys.all, 'detail'] as const,
  menu: (username: string) => [...menuKeys.menus(), username] as const,
  homeImages: (profileId: string) => [...menuKeys.all, 'home-images', profileId] as const,
};
