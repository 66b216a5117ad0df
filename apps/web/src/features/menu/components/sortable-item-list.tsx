import { Box } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo } from 'react';
import {
  loadDragLayer,
  useActiveSlot,
  useDragLayer,
  useSortableSlot,
  useSortableSlots,
  type SortableSlots,
} from '@/components/deferred-sortable/index.ts';
import { ITEM_TOUCH_HOLD_MS } from '@/hooks/drag-hold.ts';
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

/**
 * Item cards of one subcategory, drag-sortable (spec §2, §9). The cards show without dnd-kit;
 * its drag layer (components/deferred-sortable) follows a moment later, or at once when a
 * pointer or focus comes to the list, and takes over the same cards (issue 15: /menu's first script).
 */
export const SortableItemList = memo(function SortableItemList(props: Props) {
  return <WindowedCards {...props} />;
});

/**
 * The cards on and near the screen (useWindowedList): a 500-dish subcategory mounts a screenful,
 * not 500 cards (issue 15 "Speed"). A card being dragged stays mounted while dnd-kit scrolls
 * the page (pointer auto-scroll or keyboard steps), and the cards scrolled into view become
 * drop targets as they mount.
 */
function WindowedCards({ items, sortable, canEdit, isMobile, highlightedId, onReorder, ...actions }: Props) {
  // dnd-kit orders by the full list, mounted or not: a drop is always computed on the whole order.
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const dragEnabled = sortable && canEdit;
  const slots = useSortableSlots();
  const layer = useDragLayer(dragEnabled);
  const activeId = useActiveSlot(slots);
  const activeIndex = activeId ? ids.indexOf(activeId) : -1;
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
  // The same ids keep the same array, so the drag layer renders only when the window moves.
  const mountedKey = entries.map((entry) => entry.key).join('\n');
  const mountedIds = useMemo(() => (mountedKey ? mountedKey.split('\n') : []), [mountedKey]);
  const wake = dragEnabled ? () => void loadDragLayer() : undefined;
  // The drag layer sits beside the list, not in it: dnd-kit's screen-reader text is not a list item.
  return (
    <>
      <Box
        ref={listRef}
        role="list"
        style={{ paddingBottom }}
        data-item-count={items.length}
        onPointerEnter={wake}
        onFocus={wake}
      >
        {entries.map(({ index, key, marginTop }) => (
          <SortableItemCard
            key={key}
            slots={slots}
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
      {layer && dragEnabled && (
        <layer.SortableLayer
          slots={slots}
          ids={ids}
          mountedIds={mountedIds}
          disabled={false}
          touchHoldMs={ITEM_TOUCH_HOLD_MS}
          label="menu items"
          onReorder={onReorder}
        />
      )}
    </>
  );
}

interface CardProps extends ItemCardActions {
  slots: SortableSlots;
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
  slots,
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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortableSlot(
    slots,
    item.id,
    !dragEnabled,
  );
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setNodeRef(element);
      measure(element);
    },
    [setNodeRef, measure],
  );
  const style = {
    marginTop,
    transform,
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
