import { DndContext, closestCenter, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useDragSensors } from '../hooks/use-drag-sensors.ts';
import { moveEntry } from '../utils/reorder.ts';

interface Props {
  ids: string[];
  isMobile: boolean;
  touchHoldMs: number;
  onDragStart?: () => void;
  /** Called with the order before and after a drag that changed something. */
  onReorder: (oldIds: string[], newIds: string[]) => void;
  children: ReactNode;
  label: string;
}

/** A vertical dnd-kit list with the spec's activation constraints (§9) and keyboard support. */
export function SortableList({ ids, isMobile, touchHoldMs, onDragStart, onReorder, children, label }: Props) {
  const sensors = useDragSensors(isMobile, touchHoldMs);

  function handleDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(ids, moveEntry(ids, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={(_event: DragStartEvent) => onDragStart?.()}
      onDragEnd={handleDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: `To reorder ${label}, press space or enter to pick one up, use the arrow keys to move it, then press space or enter again to drop it, or escape to cancel.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
