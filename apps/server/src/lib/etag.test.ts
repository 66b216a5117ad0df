import { describe, expect, it } from 'vitest';
import { matchesEtag } from './etag.ts';

describe('matchesEtag', () => {
  it('matches the tag itself, its weak form, a list holding it, and *', () => {
    expect(matchesEtag('"v1"', '"v1"')).toBe(true);
    expect(matchesEtag('W/"v1"', '"v1"')).toBe(true);
    expect(matchesEtag('"v0", "v1"', '"v1"')).toBe(true);
    expect(matchesEtag('*', '"v1"')).toBe(true);
  });

  it('does not match another tag or a missing header', () => {
    expect(matchesEtag('"v2"', '"v1"')).toBe(false);
    expect(matchesEtag(undefined, '"v1"')).toBe(false);
    expect(matchesEtag('', '"v1"')).toBe(false);
  });
});
