import type { AppConfig } from '../../config.ts';

/**
 * When may a menu read trust its cached snapshot without asking the database for the menu's
 * version? Only with the embedded PGlite database: exactly one process owns it (the DATA_DIR
 * lock), so every menu write passes through `touchMenu` in this process and marks the menu
 * here. PGlite also runs one statement at a time, so a read that sees the mark waits for the
 * writing transaction to end before it reads the new version. Changes made outside the menu
 * (the profile's name or image, billing's menu status) are picked up by re-checking at least
 * every CHECK_INTERVAL_MS. With PostgreSQL, other instances write too: every read checks.
 */
const CHECK_INTERVAL_MS = 1000;
const lastChecked = new Map<string, number>();
const written = new Set<string>();
const MAX_TRACKED = 10_000;

/** Called by every menu write transaction (through `touchMenu`). */
export function markMenuWritten(profileId: string): void {
  written.add(profileId);
}

/** True when the read may serve its cached snapshot as it is. */
export function mayTrustCache(config: AppConfig, profileId: string, now = Date.now()): boolean {
  if (config.DATABASE_URL) return false;
  if (written.has(profileId)) return false;
  const checked = lastChecked.get(profileId);
  return checked !== undefined && now - checked < CHECK_INTERVAL_MS;
}

/**
 * Called just BEFORE a read asks the database for the version: a write marked after this
 * point keeps its mark, so the next read checks again.
 */
export function noteVersionCheck(profileId: string, now = Date.now()): void {
  written.delete(profileId);
  if (lastChecked.size >= MAX_TRACKED && !lastChecked.has(profileId)) lastChecked.clear();
  lastChecked.set(profileId, now);
}
