/**
 * The stored keys of spec §3, one place. Everything the dashboard keeps between visits goes
 * through here so logout can clear it completely.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  expiresAt: 'expiresAt',
  userId: 'userId',
  userData: 'userData',
  userProfile: 'userProfile',
  businessProfiles: 'businessProfiles',
  isAuthenticated: 'isAuthenticated',
  activeBusinessProfile: 'activeBusinessProfile',
  restaurantId: 'restaurant_id',
  restaurantUsername: 'restaurant_username',
  restaurantIdentifier: 'restaurantIdentifier',
  accountId: 'accountId',
  serviceAlerts: 'serviceAlerts',
} as const;

export const hiddenItemsKey = (username: string) => `hidden-items-${username}`;

export function readJson<T>(key: string): T | null {
  return parseJson<T>(localStorage.getItem(key));
}

/** A stored value's text as JSON; null when absent or unreadable. */
export function parseJson<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
}

export function clearAllStoredState() {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  for (const key of Object.keys(localStorage)) if (key.startsWith('hidden-items-')) localStorage.removeItem(key);
}
