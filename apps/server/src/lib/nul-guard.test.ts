import { describe, expect, it } from 'vitest';
import { assertNoNul, checkInput, findNul, MAX_INPUT_DEPTH, NUL_MESSAGE, TOO_DEEP_MESSAGE } from './nul-guard.ts';

describe('findNul', () => {
  it('finds nothing in clean input of any shape', () => {
    expect(findNul({ name: 'Paneer', tags: ['veg', 'spicy'], price: 180, nested: { ok: true, none: null } })).toBeNull();
    expect(findNul(undefined)).toBeNull();
    expect(findNul(Buffer.from('a\0b'))).toBeNull();
  });

  it('names where the NUL is: a value, a nested value, an array item, a key', () => {
    expect(findNul('a\0b')).toBe('(value)');
    expect(findNul({ item: { name: 'Pa\0neer' } })).toBe('item.name');
    expect(findNul({ tags: ['veg', 'sp\0icy'] })).toBe('tags.1');
    expect(findNul({ ok: 'x', ['ke\0y']: 'clean' })).toBe('ke\0y');
  });

  it('puts the path under the one it is given', () => {
    expect(findNul('a\0b', 'body')).toBe('body');
    expect(findNul({ name: 'a\0' }, 'body')).toBe('body.name');
  });
});

describe('assertNoNul', () => {
  it('returns clean input and refuses a NUL with 400 naming the field', () => {
    expect(assertNoNul('name', 'Paneer')).toBe('Paneer');
    expect(() => assertNoNul('name', 'Pa\0neer')).toThrow(NUL_MESSAGE);
    let refusal: unknown = null;
    try {
      assertNoNul('item', { name: 'Pa\0neer' });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ status: 400, details: [{ field: 'item.name', message: NUL_MESSAGE }] });
  });
});

describe('checkInput', () => {
  const nested = (depth: number, leaf: unknown = 'x'): unknown => {
    let value = leaf;
    for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value];
    return value;
  };

  it('takes input nested up to MAX_INPUT_DEPTH levels', () => {
    expect(checkInput(nested(MAX_INPUT_DEPTH), 'body')).toBeUndefined();
  });

  it('refuses one level more with a 400 naming the part, not a stack overflow', () => {
    expect(checkInput(nested(MAX_INPUT_DEPTH + 1), 'body')).toMatchObject({
      status: 400,
      message: TOO_DEEP_MESSAGE,
      details: [{ field: 'body', message: TOO_DEEP_MESSAGE }],
    });
    // Deep enough to overflow any recursive walk of it.
    expect(checkInput(nested(200_000), 'body')).toMatchObject({ status: 400, message: TOO_DEEP_MESSAGE });
  });

  it('still names where a NUL is, under the part', () => {
    expect(checkInput({ items: [{ name: 'ok' }, { name: 'a\0' }] }, 'body')).toMatchObject({
      status: 400,
      details: [{ field: 'body.items.1.name', message: NUL_MESSAGE }],
    });
    expect(checkInput('a\0', 'query')).toMatchObject({ details: [{ field: 'query' }] });
  });
});
