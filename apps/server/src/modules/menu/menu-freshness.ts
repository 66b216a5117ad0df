import { FreshCache, WriteMarks, type FreshCacheOptions } from '../../lib/fresh-cache.ts';

/*
 * The menu's read caches (the dashboard's snapshot, the guest page) and the marks every menu
 * write leaves for them (through `touchMenu`): how they stay fresh is lib/fresh-cache.ts.
 */
const menuWrites = new WriteMarks();

/**
 * Called by every menu write (through `touchMenu`), before its first statement.
 * @returns the write's mark, for `MenuCache.patch` once it has committed.
 */
export function markMenuWritten(profileId: string): number {
  return menuWrites.mark(profileId);
}

export interface MenuCacheOptions<T> extends Omit<FreshCacheOptions<T>, 'ownerOf'> {
  /** The profile a value belongs to, or null for a value never to keep (a 404 page). */
  profileIdOf: (value: T) => string | null;
}

/** A cache of menu renderings, one slot per key, owned by profiles. */
export class MenuCache<T> extends FreshCache<T> {
  constructor({ profileIdOf, ...options }: MenuCacheOptions<T>) {
    super(menuWrites, { ...options, ownerOf: profileIdOf });
  }
}
