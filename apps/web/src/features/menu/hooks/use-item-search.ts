import { useEffect, useMemo, useState } from 'react';
import type { MenuItem } from '../types.ts';
import type * as ItemSearch from '../utils/item-search.ts';

type SearchModule = typeof ItemSearch;
let searchModule: Promise<SearchModule> | null = null;

/** Fuse.js and the item search, fetched once: when the search box is focused or typed in. */
export function loadItemSearch(): Promise<SearchModule> {
  searchModule ??= import('../utils/item-search.ts');
  return searchModule;
}

/**
 * The search's results for `query` over `items`, or null while Fuse.js is still arriving. The
 * menu screen's first paint neither loads Fuse.js nor builds its index (issue 15 "Speed"):
 * both happen on the first search, and the index is kept until the menu changes.
 */
export function useItemSearch(items: readonly MenuItem[], query: string): MenuItem[] | null {
  const [module, setModule] = useState<SearchModule | null>(null);
  const wanted = query.trim() !== '';
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    void loadItemSearch().then((loaded) => {
      if (live) setModule(loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, module]);
  // Built once Fuse.js is here and kept while the box is emptied and typed in again.
  const search = useMemo(() => (module ? module.createItemSearch(items) : null), [module, items]);
  return useMemo(() => (search && wanted ? search(query) : null), [search, query, wanted]);
}
