/** GET /v2/menu/{username}'s path: get-menu.ts calls it, and main.tsx asks for it early (main-shell-views.ts). */
export const menuPath = (username: string) => `/v2/menu/${encodeURIComponent(username)}`;
