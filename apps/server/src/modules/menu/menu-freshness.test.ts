import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.ts';
import { newId } from '../../lib/ids.ts';
import { markMenuWritten, mayTrustCache, noteVersionCheck } from './menu-freshness.ts';

const embedded = { DATABASE_URL: undefined } as AppConfig;
const postgres = { DATABASE_URL: 'postgres://db/venue' } as AppConfig;

describe('when a menu read may skip the version check', () => {
  it('trusts the cache for a second after a check in embedded mode', () => {
    const profileId = newId();
    expect(mayTrustCache(embedded, profileId, 1_000)).toBe(false);
    noteVersionCheck(profileId, 1_000);
    expect(mayTrustCache(embedded, profileId, 1_500)).toBe(true);
    expect(mayTrustCache(embedded, profileId, 2_000)).toBe(false);
  });

  it('checks again after any menu write, until the next check', () => {
    const profileId = newId();
    noteVersionCheck(profileId, 1_000);
    markMenuWritten(profileId);
    expect(mayTrustCache(embedded, profileId, 1_001)).toBe(false);
    noteVersionCheck(profileId, 1_002);
    expect(mayTrustCache(embedded, profileId, 1_003)).toBe(true);
  });

  it('keeps a write marked after the check began (the next read checks again)', () => {
    const profileId = newId();
    noteVersionCheck(profileId, 1_000);
    markMenuWritten(profileId);
    expect(mayTrustCache(embedded, profileId, 1_010)).toBe(false);
  });

  it('never skips the check with PostgreSQL, where other instances write too', () => {
    const profileId = newId();
    noteVersionCheck(profileId, 1_000);
    expect(mayTrustCache(postgres, profileId, 1_001)).toBe(false);
  });
});
