import { RESTAURANT_LOOKUP_RETRY_MS } from '@venue/shared';

/**
 * Spec §4/§9: a failed restaurant lookup for a profile is not retried for 5 minutes. The
 * failure times live in sessionStorage, so a reload in the same tab keeps the pause while a
 * new tab (or a new login) starts clean.
 */
const KEY = 'restaurant-lookup-failures';

function read(): Record<string, number> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function recordLookupFailure(profileId: string, now = Date.now()) {
  sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [profileId]: now }));
}

export function clearLookupFailure(profileId: string) {
  const { [profileId]: _removed, ...rest } = read();
  sessionStorage.setItem(KEY, JSON.stringify(rest));
}

/** Whether the profile's last lookup failed less than RESTAURANT_LOOKUP_RETRY_MS ago. */
export function isLookupPaused(profileId: string, now = Date.now()): boolean {
  const failedAt = read()[profileId];
  return failedAt !== undefined && now - failedAt < RESTAURANT_LOOKUP_RETRY_MS;
}
