import { describe, expect, it } from 'vitest';
import { FOOD_TYPES, INGREDIENT_CATALOGUE } from './menu.ts';
import { ImportFieldsSchema, MENU_COLUMNS, REQUIRED_MENU_COLUMNS } from './menu-spreadsheet.ts';

describe('menu spreadsheet columns', () => {
  it('have unique keys and headers, and the required ones exist', () => {
    expect(new Set(MENU_COLUMNS.map((c) => c.key)).size).toBe(MENU_COLUMNS.length);
    expect(new Set(MENU_COLUMNS.map((c) => c.header.toLowerCase())).size).toBe(MENU_COLUMNS.length);
    for (const key of REQUIRED_MENU_COLUMNS) expect(MENU_COLUMNS.some((c) => c.key === key)).toBe(true);
  });

  it('explain every allowed food type and allergen in the help text', () => {
    const help = MENU_COLUMNS.map((c) => c.help).join(' ');
    for (const type of FOOD_TYPES) expect(help).toContain(type);
    for (const entry of INGREDIENT_CATALOGUE) expect(help).toContain(entry.name);
  });

  it('read the import fields as multipart strings', () => {
    expect(ImportFieldsSchema.parse({})).toEqual({ mode: 'preview', validOnly: false });
    expect(ImportFieldsSchema.parse({ mode: 'apply', validOnly: 'true' })).toEqual({ mode: 'apply', validOnly: true });
    expect(ImportFieldsSchema.safeParse({ mode: 'write' }).error?.issues[0]?.message).toBe("Mode must be 'preview' or 'apply'");
  });
});
