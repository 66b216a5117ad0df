import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  horizontalListSortingStrategy,
  rectSortingStrategy,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { SUBCATEGORY_TOUCH_HOLD_MS } from '@/hooks/drag-hold.ts';
import { useDragSensors } from '@/hooks/use-drag-sensors.ts';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';

const STRATEGIES = {
  vertical: verticalListSortingStrategy,
  horizontal: horizontalListSortingStrategy,
  grid: rectSortingStrategy,
};

interface Props {
  ids: string[];
  /** How long a finger holds before a drag starts: a short long press unless said (ITEM_TOUCH_HOLD_MS). */
  touchHoldMs?: number;
  /** How the entries are laid out; vertical unless said. */
  layout?: keyof typeof STRATEGIES;
  onDragStart?: () => void;
  /** Called with the order before and after a drag that changed something. */
  onReorder: (oldIds: string[], newIds: string[]) => void;
  children: ReactNode;
  /** What is being reordered, for screen readers ("menu items"). */
  label: string;
}

/**
 * The one drag-to-reorder list (dnd-kit) with the spec's activation constraints (§9) and
 * keyboard support. Entries use dnd-kit's `useSortable` and a <DragHandle> as the activator.
 */
export function SortableList({
  ids,
  touchHoldMs = SUBCATEGORY_TOUCH_HOLD_MS,
  layout = 'vertical',
  onDragStart,
  onReorder,
  children,
  label,
}: Props) {
  const sensors = useDragSensors(useIsMobile(), touchHoldMs);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(ids, arrayMove(ids, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => onDragStart?.()}
      onDragEnd={handleDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: `To reorder ${label}, press space or enter to pick one up, use the arrow keys to move it, then press space or enter again to drop it, or escape to cancel.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={STRATEGIES[layout]}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
