/** A call's query: entries that are undefined or null are left out. */
export type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * `path` with `query` appended, as every API call sends it. The API client builds its URLs here,
 * and so does the first script's early request (app/early-view-data.ts), whose URL must be the
 * very one the client will ask for to be handed over (lib/early-fetch.ts).
 */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}
