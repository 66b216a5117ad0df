import { fillPath, menuRoutes } from '@venue/shared/routes';

/** GET /v2/menu/{username}'s path, as get-menu.ts's call fills it: main.tsx asks for it early (app/early-view-data.ts). */
export const menuPath = (username: string) => fillPath(menuRoutes.getMenu.path, { username });
