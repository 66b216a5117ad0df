import {
  defaultRangeExtractor,
  measureElement as measureBorderBox,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

interface Options {
  count: number;
  /** A first guess at an entry's height in px, gap included; each mounted entry is then measured. */
  estimateSize: number;
  /** Space between entries, px (the list draws it as the entries' top margin). */
  gap: number;
  getKey: (index: number) => string;
  /** An entry that must stay mounted wherever the page is scrolled (the one being dragged), or -1. */
  keepIndex: number;
}

/**
 * The page's scroll offset as the last scroll event left it, for the virtualizer's first range.
 * It asks while the list renders, where `window.scrollY` would lay out the page as it stood before
 * that render: ~125 ms of a throttled cold start (issue 15 "Speed"). A start is at the top, and
 * every move after it (a scroll, ScrollRestoration on navigation) fires a scroll event.
 */
let pageScrollY = 0;
if (typeof window !== 'undefined') window.addEventListener('scroll', () => (pageScrollY = window.scrollY), { passive: true });

/** Entries mounted above and below the screen: a fast scroll or a keyboard step meets cards already there. */
const OVERSCAN = 6;

/**
 * An entry's height; an entry measured 0 px keeps the height it had. Only a hidden list (the
 * menu's, during a search: `display: none`) measures its cards 0 px; counted at that size, every
 * entry would fit the screen and all would mount: 500 cards on the first keystroke of a search,
 * 2.5 s on a throttled phone (issue 15 "Speed").
 */
function measureShown(element: Element, entry: ResizeObserverEntry | undefined, list: Virtualizer<Window, Element>) {
  const size = measureBorderBox(element, entry, list);
  if (size > 0) return size;
  const index = list.indexFromElement(element);
  return list.itemSizeCache.get(list.options.getItemKey(index)) ?? list.options.estimateSize(index);
}

/**
 * A long list in the page's own scroll that mounts only the entries on and near the screen
 * (issue 15 "Speed": a 500-dish subcategory). Entries stay in normal flow, each with a top
 * margin covering the unmounted ones before it, so drag transforms (dnd-kit) still apply to
 * them; `keepIndex` keeps a dragged entry mounted when the page scrolls away from it.
 */
export function useWindowedList({ count, estimateSize, gap, getKey, keepIndex }: Options) {
  const listRef = useRef<HTMLDivElement | null>(null);
  // Where the list starts in the page: what sits above it (alerts, filters) moves it, so it is
  // read after every render; it is set only when it moved, which ends the chain.
  const [scrollMargin, setScrollMargin] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose after every render (above)
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const box = list.getBoundingClientRect();
    // A hidden list has no box and no place in the page; it keeps the one it had.
    if (box.width === 0 && box.height === 0) return;
    const top = box.top + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (keepIndex < 0 || keepIndex >= range.count || indexes.includes(keepIndex)) return indexes;
      return [...indexes, keepIndex].sort((a, b) => a - b);
    },
    [keepIndex],
  );
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    gap,
    overscan: OVERSCAN,
    scrollMargin,
    initialOffset: () => pageScrollY,
    getItemKey: getKey,
    rangeExtractor,
    measureElement: measureShown,
  });
  const entries = virtualizer.getVirtualItems();
  // Each mounted entry's top margin stands for the entries (and gaps) before it that are not mounted.
  let end = scrollMargin;
  const placed = entries.map((entry) => {
    const marginTop = entry.start - end;
    end = entry.end;
    return { index: entry.index, key: String(entry.key), marginTop };
  });
  const paddingBottom = Math.max(0, scrollMargin + virtualizer.getTotalSize() - end);
  return {
    listRef,
    entries: placed,
    paddingBottom,
    measure: virtualizer.measureElement,
    scrollToIndex: virtualizer.scrollToIndex,
  };
}
