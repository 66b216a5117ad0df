import { useDndContext } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { SortableList } from '@/components/sortable-list.tsx';
import { ITEM_TOUCH_HOLD_MS } from '@/hooks/use-drag-sensors.ts';
import { useWindowedList } from '@/hooks/use-windowed-list.ts';
import type { MenuItem } from '../types.ts';
import { ItemCard, type ItemCardActions } from './item-card.tsx';

interface Props extends ItemCardActions {
  items: MenuItem[];
  /** Drag is offered only in the server's order: reordering a filtered or sorted view means nothing. */
  sortable: boolean;
  canEdit: boolean;
  isMobile: boolean;
  highlightedId: string | null;
  onReorder: (oldIds: string[], newIds: string[]) => void;
}

/** A card with one line of name and price, and the space between cards (Mantine's xs spacing). */
const CARD_ESTIMATE_PX = 104;
const CARD_GAP_PX = 10;

/** Item cards of one subcategory, drag-sortable (spec §2, §9). */
export const SortableItemList = memo(function SortableItemList({ items, onReorder, ...rest }: Props) {
  // dnd-kit orders by the full list, mounted or not: a drop is always computed on the whole order.
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  return (
    <SortableList ids={ids} touchHoldMs={ITEM_TOUCH_HOLD_MS} label="menu items" onReorder={onReorder}>
      <WindowedCards items={items} ids={ids} {...rest} />
    </SortableList>
  );
});

/**
 * The cards on and near the screen (useWindowedList): a 500-dish subcategory mounts a screenful,
 * not 500 cards (issue 15 "Speed"). A card being dragged stays mounted while dnd-kit scrolls
 * the page (pointer auto-scroll or keyboard steps), and the cards scrolled into view become
 * drop targets as they mount.
 */
function WindowedCards({
  items,
  ids,
  sortable,
  canEdit,
  isMobile,
  highlightedId,
  ...actions
}: Omit<Props, 'onReorder'> & { ids: string[] }) {
  const { active } = useDndContext();
  const activeIndex = active ? ids.indexOf(String(active.id)) : -1;
  const getKey = useCallback((index: number) => ids[index]!, [ids]);
  const { listRef, entries, paddingBottom, measure, scrollToIndex } = useWindowedList({
    count: items.length,
    estimateSize: CARD_ESTIMATE_PX,
    gap: CARD_GAP_PX,
    getKey,
    keepIndex: activeIndex,
  });
  // A search jump lands on a card that may not be mounted yet: scroll the list to it.
  const highlightedIndex = highlightedId ? ids.indexOf(highlightedId) : -1;
  useEffect(() => {
    if (highlightedIndex >= 0) scrollToIndex(highlightedIndex, { align: 'center' });
  }, [highlightedIndex, scrollToIndex]);
  const dragEnabled = sortable && canEdit;
  return (
    <Box ref={listRef} role="list" style={{ paddingBottom }} data-item-count={items.length}>
      {entries.map(({ index, key, marginTop }) => (
        <SortableItemCard
          key={key}
          item={items[index]!}
          index={index}
          total={items.length}
          marginTop={marginTop}
          measure={measure}
          dragEnabled={dragEnabled}
          canEdit={canEdit}
          isMobile={isMobile}
          highlighted={key === highlightedId}
          {...actions}
        />
      ))}
    </Box>
  );
}

interface CardProps extends ItemCardActions {
  item: MenuItem;
  /** Position in the whole list, for measuring and for screen readers (only some cards are mounted). */
  index: number;
  total: number;
  marginTop: number;
  measure: (element: Element | null) => void;
  dragEnabled: boolean;
  canEdit: boolean;
  isMobile: boolean;
  highlighted: boolean;
}

// Memoised: scrolling mounts new cards without re-rendering the ones already there.
const SortableItemCard = memo(function SortableItemCard({
  item,
  index,
  total,
  marginTop,
  measure,
  dragEnabled,
  canEdit,
  isMobile,
  highlighted,
  ...actions
}: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !dragEnabled,
  });
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setNodeRef(element);
      measure(element);
    },
    [setNodeRef, measure],
  );
  const style = {
    marginTop,
    transform: CSS.Transform.toString(transform),
    transition,
    zIndex: isDragging ? 5 : undefined,
    opacity: isDragging ? 0.85 : 1,
  };
  // Desktop: a handle (keyboard focusable). Mobile: hold anywhere on the card for 2 s (spec §9).
  const onCard = isMobile && dragEnabled;
  return (
    <ItemCard
      ref={ref}
      item={item}
      style={style}
      listProps={{ 'data-index': index, 'aria-posinset': index + 1, 'aria-setsize': total }}
      canEdit={canEdit}
      highlighted={highlighted}
      showHandle={!isMobile && dragEnabled}
      handleProps={onCard ? undefined : { ...attributes, ...listeners }}
      handleRef={setActivatorNodeRef}
      cardProps={onCard ? { ...attributes, ...listeners } : undefined}
      {...actions}
    />
  );
});
