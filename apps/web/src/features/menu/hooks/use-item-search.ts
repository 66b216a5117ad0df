import { useEffect, useMemo, useState } from 'react';
import type { MenuItem } from '../types.ts';
import type * as ItemSearch from '../utils/item-search.ts';

type SearchModule = typeof ItemSearch;
type Search = ReturnType<SearchModule['createItemSearch']>;
let searchModule: Promise<SearchModule> | null = null;
/** The module once it has arrived, so a screen that mounts after it never waits a render for it. */
let loaded: SearchModule | null = null;
/** Each menu's index, built once: the menu's items array changes whenever the menu does. */
const indexes = new WeakMap<readonly MenuItem[], Search>();

/** Fuse.js and the item search, fetched once: when the search box is focused or typed in. */
export function loadItemSearch(): Promise<SearchModule> {
  searchModule ??= import('../utils/item-search.ts').then((module) => (loaded = module));
  return searchModule;
}

function searchOver(module: SearchModule, items: readonly MenuItem[]): Search {
  let search = indexes.get(items);
  if (!search) {
    search = module.createItemSearch(items);
    indexes.set(items, search);
  }
  return search;
}

/**
 * For the search box's focus: Fuse.js fetched and the index built before the first keystroke,
 * which then only searches (issue 15 "Speed": keystroke to results ≤ 100 ms).
 */
export function prepareItemSearch(items: readonly MenuItem[]): void {
  void loadItemSearch().then((module) => searchOver(module, items));
}

/**
 * The search's results for `query` over `items`, or null while Fuse.js is still arriving. The
 * menu screen's first paint neither loads Fuse.js nor builds its index (issue 15 "Speed"):
 * both happen when the search box is focused (prepareItemSearch) or on the first search, and the
 * index is kept until the menu changes.
 */
export function useItemSearch(items: readonly MenuItem[], query: string): MenuItem[] | null {
  const [module, setModule] = useState<SearchModule | null>(loaded);
  const current = module ?? loaded;
  const wanted = query.trim() !== '';
  useEffect(() => {
    if (!wanted || current) return;
    let live = true;
    void loadItemSearch().then((arrived) => {
      if (live) setModule(arrived);
    });
    return () => {
      live = false;
    };
  }, [wanted, current]);
  const search = useMemo(() => (current ? searchOver(current, items) : null), [current, items]);
  return useMemo(() => (search && wanted ? search(query) : null), [search, query, wanted]);
}
