import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { menuItems, UNPUBLISHED_COLUMNS, type PublishedMenuContent } from '../../db/schema/index.ts';
import type { MenuRows } from './menu-body.ts';
import { countUnpublishedChanges } from './menu-changes.ts';

type Item = PublishedMenuContent['items'][number];

const item = (id: string, subcategoryId: string, position: number, name = id): Item =>
  ({
    id,
    categoryId: 'c1',
    subcategoryId,
    name,
    description: '',
    pricePaise: 10_000,
    foodType: 'veg',
    varieties: [],
    ingredients: [],
    tags: [],
    mediaPath: null,
    mediaType: null,
    chefRecommend: false,
    position,
  }) as unknown as Item;

const sub = (id: string, position: number) => ({ id, categoryId: 'c1', name: id, imagePath: null, position });
const category = { id: 'c1', name: 'Food', imagePath: null, position: 1 };

/** A published menu of two subcategories with three dishes each, and a draft made from `items`. */
const published = {
  categories: [category],
  subcategories: [sub('s1', 1), sub('s2', 2)],
  items: [item('a', 's1', 1), item('b', 's1', 2), item('c', 's1', 3), item('d', 's2', 1), item('e', 's2', 2), item('f', 's2', 3)],
} as unknown as PublishedMenuContent;
const draftOf = (items: Item[]) =>
  ({ categories: [category], subcategories: published.subcategories, items, homeImages: [] }) as unknown as MenuRows;

describe('countUnpublishedChanges', () => {
  it('counts edits, additions and reordered lists, not deletions; the same publication gives the same answers again', () => {
    const same = published.items.map((row) => ({ ...row }));
    for (let round = 0; round < 2; round += 1) {
      expect(countUnpublishedChanges(draftOf(same), published)).toBe(0);
      // One list reordered: one change, however many dishes moved within it.
      const reordered = same.map((row) => (row.id === 'a' ? { ...row, position: 9 } : row));
      expect(countUnpublishedChanges(draftOf(reordered), published)).toBe(1);
      // A rename, an addition, a deletion (not a change: guests lose it at once).
      const edited = [
        ...same.filter((row) => row.id !== 'f').map((row) => (row.id === 'b' ? { ...row, name: 'B2' } : row)),
        item('g', 's2', 4),
      ];
      expect(countUnpublishedChanges(draftOf(edited), published)).toBe(2);
      // A dish moved to the other list is one edit; the lists it left and joined keep their order.
      const moved = same.map((row) => (row.id === 'c' ? { ...row, subcategoryId: 's2', position: 4 } : row));
      expect(countUnpublishedChanges(draftOf(moved), published)).toBe(1);
    }
  });
});

describe('countUnpublishedChanges, field by field', () => {
  /** Another value of the same kind, whatever the column holds. */
  const edited = (value: unknown): unknown =>
    typeof value === 'string'
      ? `${value} (edited)`
      : typeof value === 'number'
        ? value + 1
        : typeof value === 'boolean'
          ? !value
          : Array.isArray(value)
            ? [...(value as unknown[]), 'added']
            : 'set';

  it('counts an edit of any column a publication copies, the position counted as an order', () => {
    // From the table's own columns, so a column added later is covered without listing it.
    const copied = Object.keys(getTableColumns(menuItems)).filter(
      (column) => !(UNPUBLISHED_COLUMNS.items as readonly string[]).includes(column),
    );
    expect(copied).toContain('varieties');
    for (const column of copied.filter((name) => name !== 'id' && name !== 'position')) {
      const draft = published.items.map((row) =>
        row.id === 'b' ? { ...row, [column]: edited(row[column as keyof Item]) } : row,
      );
      expect(countUnpublishedChanges(draftOf(draft), published), column).toBe(1);
    }
  });
});
