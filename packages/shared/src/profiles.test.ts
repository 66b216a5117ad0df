import { describe, expect, it } from 'vitest';
import { CATEGORY_COUNT_MESSAGE, CreateProfileRequestSchema, UserNameSchema } from './profiles.ts';

const firstMessage = (input: unknown) => {
  const result = CreateProfileRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

const valid = { name: 'Spice Route', userName: 'spice-route', profileType: 'business', categoryArray: ['a'] };

/** Spec §5 "Profile creation": the messages the form and the server both show. */
describe('CreateProfileRequestSchema', () => {
  it('accepts a valid business profile', () => {
    expect(firstMessage(valid)).toBeNull();
  });

  it.each([
    [{ ...valid, name: '' }, 'Profile name is required'],
    [{ ...valid, name: 'S' }, 'Profile name must be at least 2 characters'],
    [{ ...valid, userName: '' }, 'Username is required'],
    [{ ...valid, userName: 'ab' }, 'Username must be at least 3 characters'],
    [{ ...valid, userName: 'spice route!' }, 'Username can only contain letters, numbers, hyphens, and underscores'],
    [{ ...valid, profileType: 'other' }, 'Please select an account category'],
    [{ ...valid, categoryArray: [] }, CATEGORY_COUNT_MESSAGE],
    [{ ...valid, categoryArray: ['a', 'b', 'c', 'd'] }, CATEGORY_COUNT_MESSAGE],
  ])('refuses %j with the spec’s message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('needs no categories for a personal profile', () => {
    expect(firstMessage({ ...valid, profileType: 'personal', categoryArray: [] })).toBeNull();
  });

  it('counts a repeated category once', () => {
    expect(firstMessage({ ...valid, categoryArray: ['a', 'a', 'b', 'b', 'c'] })).toBeNull();
  });

  it('keeps underscores and hyphens in usernames', () => {
    expect(UserNameSchema.parse('the_spice-route')).toBe('the_spice-route');
  });
});
