import { describe, expect, it } from 'vitest';
import { chooseActiveProfile, isStoredProfileValid } from './active-profile.ts';
import { CAFE, PERSONAL, USER } from './testing/session-fixtures.ts';

const stranger = { profileId: 'd'.repeat(24), userName: 'other', profileType: 'business' as const };

describe('the stored active profile rule (spec §5)', () => {
  it('discards a stored profile equal to the user’s own id', () => {
    expect(isStoredProfileValid({ profileId: USER.id, userName: 'asha', profileType: 'personal' }, USER)).toBe(false);
    expect(isStoredProfileValid({ profileId: USER.uuid, userName: 'asha', profileType: 'business' }, { ...USER, id: 'x' })).toBe(
      false,
    );
  });

  it('discards a business profile the user is not associated with', () => {
    expect(isStoredProfileValid(stranger, USER)).toBe(false);
  });

  it('keeps a business profile among the associated ones, and any personal profile', () => {
    expect(isStoredProfileValid({ profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business' }, USER)).toBe(
      true,
    );
    expect(isStoredProfileValid({ ...stranger, profileType: 'personal' }, USER)).toBe(true);
  });

  it('falls back to the first venue when the stored one is discarded or missing', () => {
    expect(chooseActiveProfile(stranger, USER, [PERSONAL, CAFE])).toMatchObject({
      profileId: CAFE.profileId,
      profileType: 'business',
    });
    expect(chooseActiveProfile(null, USER, [PERSONAL, CAFE])).toMatchObject({ profileId: CAFE.profileId });
  });

  it('keeps a valid stored choice as it is', () => {
    const stored = { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business' as const };
    expect(chooseActiveProfile(stored, USER, [PERSONAL, CAFE])).toBe(stored);
  });

  it('without a venue takes the personal profile, and with none at all, none', () => {
    expect(chooseActiveProfile(stranger, USER, [PERSONAL])).toMatchObject({
      profileId: PERSONAL.profileId,
      profileType: 'personal',
    });
    expect(chooseActiveProfile(stranger, USER, [])).toBeNull();
  });
});
