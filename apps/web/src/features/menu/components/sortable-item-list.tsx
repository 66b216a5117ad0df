import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Stack } from '@mantine/core';
import { memo, useMemo } from 'react';
import { SortableList } from '@/components/sortable-list.tsx';
import { useIncrementalCount } from '@/hooks/use-incremental-count.ts';
import { ITEM_TOUCH_HOLD_MS } from '@/hooks/use-drag-sensors.ts';
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

/** Item cards of one subcategory, drag-sortable (spec §2, §9). */
export const SortableItemList = memo(function SortableItemList({
  items,
  sortable,
  canEdit,
  isMobile,
  highlightedId,
  onReorder,
  ...actions
}: Props) {
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  // A long subcategory renders in steps (useIncrementalCount); dragging waits for the whole list,
  // so a drop is always computed on the full order.
  const shown = useIncrementalCount(items.length);
  const dragEnabled = sortable && canEdit && shown === items.length;
  return (
    <SortableList ids={ids} touchHoldMs={ITEM_TOUCH_HOLD_MS} label="menu items" onReorder={onReorder}>
      <Stack gap="xs" role="list">
        {items.slice(0, shown).map((item) => (
          <SortableItemCard
            key={item.id}
            item={item}
            dragEnabled={dragEnabled}
            canEdit={canEdit}
            isMobile={isMobile}
            highlighted={item.id === highlightedId}
            {...actions}
          />
        ))}
      </Stack>
    </SortableList>
  );
});

interface CardProps extends ItemCardActions {
  item: MenuItem;
  dragEnabled: boolean;
  canEdit: boolean;
  isMobile: boolean;
  highlighted: boolean;
}

// Memoised: each step of a long list's rendering (useIncrementalCount) adds cards without
// re-rendering the ones already there.
const SortableItemCard = memo(function SortableItemCard({
  item,
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
  const style = {
    transform: CSS.Transform.toString(transform),
    transition,
    zIndex: isDragging ? 5 : undefined,
    opacity: isDragging ? 0.85 : 1,
  };
  // Desktop: a handle (keyboard focusable). Mobile: hold anywhere on the card for 2 s (spec §9).
  const onCard = isMobile && dragEnabled;
  return (
    <ItemCard
      ref={setNodeRef}
      item={item}
      style={style}
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
