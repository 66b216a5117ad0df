/**
 * True when an If-None-Match header names this ETag or is '*' (RFC 9110 §13.1.2: the weak
 * comparison, so a `W/` prefix added by a proxy still matches).
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
