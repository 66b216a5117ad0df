/** A call's query: entries that are undefined or null are left out. */
export type Query = Record<string, string | number | boolean | undefined | null>;

/** `path` with `query` appended, as every API call sends it. */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}
