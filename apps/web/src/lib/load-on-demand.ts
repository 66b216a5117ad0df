import { useSyncExternalStore } from 'react';

/**
 * A module (or a value from one) fetched once, when first asked for, that components read as it
 * arrives: `load()` starts or joins the fetch, `use()` is null until it is here and re-renders then.
 */
export function loadOnDemand<T>(fetch: () => Promise<T>) {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const read = () => value;
  return {
    load(): Promise<T> {
      loading ??= fetch().then((loaded) => {
        value = loaded;
        for (const listener of listeners) listener();
        return loaded;
      });
      return loading;
    },
    use(): T | null {
      return useSyncExternalStore(subscribe, read);
    },
  };
}
