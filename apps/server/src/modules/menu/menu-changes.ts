import {
  PUBLISHED_COLUMNS,
  type PublishedCategory,
  type PublishedItem,
  type PublishedMenuContent,
  type PublishedSubcategory,
} from '../../db/schema/index.ts';
import type { MenuRows } from './menu-body.ts';

/*
 * How far the draft has moved from the published menu (docs/decisions/0015): one change per
 * category, subcategory or item added or edited, and one per list (the categories, a
 * category's subcategories, a subcategory's items) whose order differs. Visibility and "sold
 * out" are not changes (they reach guests at once), nor is a deletion (a deleted entity leaves
 * the guests' menu at once too).
 */

type Entity = { id: string; position: number };

/** The fields a publication copies, as one comparable string, kept per row object. */
const contentKeys = new WeakMap<object, string>();

function keyOf<T extends object>(entity: T, fields: (entity: T) => unknown[]): string {
  let key = contentKeys.get(entity);
  if (key === undefined) {
    key = JSON.stringify(fields(entity));
    contentKeys.set(entity, key);
  }
  return key;
}

/**
 * The fields whose edit is a change to publish: every column a publication copies
 * (`PUBLISHED_COLUMNS`) but the id, and the position, which counts as an order (below).
 */
function editableFieldsOf<Row extends Entity>(columns: readonly (keyof Row)[]) {
  const fields = columns.filter((column) => column !== 'id' && column !== 'position');
  return (row: Row) => fields.map((field) => row[field]);
}

const categoryFields = editableFieldsOf<PublishedCategory>(PUBLISHED_COLUMNS.categories);
const subcategoryFields = editableFieldsOf<PublishedSubcategory>(PUBLISHED_COLUMNS.subcategories);
const itemFields = editableFieldsOf<PublishedItem>(PUBLISHED_COLUMNS.items);

/** Each list's entities in position order, by scope. */
function listsOf<E extends Entity>(entities: readonly E[], scopeOf: (entity: E) => string): Map<string, E[]> {
  const lists = new Map<string, E[]>();
  for (const entity of entities) {
    const list = lists.get(scopeOf(entity));
    if (list) list.push(entity);
    else lists.set(scopeOf(entity), [entity]);
  }
  // Ids are ASCII: a plain comparison orders them as localeCompare did, at a fraction of the cost.
  for (const list of lists.values()) list.sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return lists;
}

/**
 * The published side, worked out once per publication (it changes only when the owner
 * publishes): each entity by id and each list in order. A 10,000-dish menu's body is rebuilt
 * after every edit; this is the half of the count that never changes between publishes.
 */
const publishedIndexes = new WeakMap<readonly Entity[], { byId: Map<string, Entity>; lists: Map<string, Entity[]> }>();

function publishedIndexOf<P extends Entity>(published: readonly P[], scopeOf: (entity: P) => string) {
  let index = publishedIndexes.get(published);
  if (!index) {
    index = { byId: new Map(published.map((entity) => [entity.id, entity])), lists: listsOf(published, scopeOf) };
    publishedIndexes.set(published, index);
  }
  return index as { byId: Map<string, P>; lists: Map<string, P[]> };
}

/** Added or edited entities of one kind, and lists (by `scopeOf`) whose shared entries changed order. */
function changesIn<D extends Entity, P extends Entity>(
  draft: readonly D[],
  published: readonly P[],
  draftKey: (entity: D) => string,
  publishedKey: (entity: P) => string,
  scopeOf: (entity: D | P) => string,
): number {
  const { byId: publishedById, lists: publishedLists } = publishedIndexOf(published, scopeOf);
  let changes = 0;
  // Order is compared over the entities in the same list before and after: an added or moved
  // one is counted as a change of its own.
  const stayed = new Set<string>();
  const stayedDraft: D[] = [];
  for (const entity of draft) {
    const before = publishedById.get(entity.id);
    if (!before || publishedKey(before) !== draftKey(entity)) changes += 1;
    if (before !== undefined && scopeOf(before) === scopeOf(entity)) {
      stayed.add(entity.id);
      stayedDraft.push(entity);
    }
  }
  for (const [scope, list] of listsOf(stayedDraft, scopeOf)) {
    const was = (publishedLists.get(scope) ?? []).filter((entity) => stayed.has(entity.id));
    if (was.length !== list.length || was.some((entity, index) => entity.id !== list[index]!.id)) changes += 1;
  }
  return changes;
}

/** Changes between the draft's rows and the published content (see above). */
export function countUnpublishedChanges(rows: MenuRows, content: PublishedMenuContent): number {
  return (
    changesIn(
      rows.categories,
      content.categories,
      (row) => keyOf(row, categoryFields),
      (row) => keyOf(row, categoryFields),
      () => '',
    ) +
    changesIn(
      rows.subcategories,
      content.subcategories,
      (row) => keyOf(row, subcategoryFields),
      (row) => keyOf(row, subcategoryFields),
      (row) => row.categoryId,
    ) +
    changesIn(
      rows.items,
      content.items,
      (row) => keyOf(row, itemFields),
      (row) => keyOf(row, itemFields),
      (row) => row.subcategoryId,
    )
  );
}
