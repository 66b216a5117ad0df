import { useDndContext } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useEffect, useLayoutEffect, type ComponentProps } from 'react';
import { SortableList } from '../sortable-list.tsx';
import type { SlotState, SortableSlots } from './sortable-slots.ts';

type ListProps = Omit<ComponentProps<typeof SortableList>, 'children'>;

interface Props extends ListProps {
  slots: SortableSlots;
  /** The entries now in the page (a windowed list mounts some); `ids` is the whole order. */
  mountedIds: readonly string[];
  disabled: boolean;
}

/**
 * The drag half of a deferred sortable list (components/deferred-sortable): dnd-kit's context
 * beside the entries, and for each entry in the page a binder that runs `useSortable` and
 * passes its state to the entry through `slots`. Renders nothing of its own in the list.
 */
export const SortableLayer = memo(function SortableLayer({ slots, mountedIds, disabled, ...list }: Props) {
  return (
    <SortableList {...list}>
      <ActiveReporter slots={slots} />
      {mountedIds.map((id) => (
        <Binder key={id} id={id} slots={slots} disabled={disabled} />
      ))}
    </SortableList>
  );
});

function ActiveReporter({ slots }: { slots: SortableSlots }) {
  const { active } = useDndContext();
  const id = active ? String(active.id) : null;
  useLayoutEffect(() => slots.setActive(id), [slots, id]);
  useLayoutEffect(() => () => slots.setActive(null), [slots]);
  return null;
}

// Memoised: a list's render (a scroll, a dialog locking the page's scroll) leaves the binders to dnd-kit's own updates.
const Binder = memo(function Binder({ id, slots, disabled }: { id: string; slots: SortableSlots; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  useLayoutEffect(() => slots.bind(id, { setNodeRef, setActivatorNodeRef }), [slots, id, setNodeRef, setActivatorNodeRef]);
  const transformText = CSS.Transform.toString(transform) ?? undefined;
  useLayoutEffect(() => {
    slots.setState(id, {
      attributes,
      listeners: listeners as SlotState['listeners'],
      transform: transformText,
      transition,
      isDragging,
    });
  }, [slots, id, attributes, listeners, transformText, transition, isDragging]);
  useLayoutEffect(() => () => slots.clearState(id), [slots, id]);
  // After the entry has re-rendered with dnd-kit's listeners: a pick-up made before, handed on.
  useEffect(() => {
    const timer = window.setTimeout(() => slots.replayPending(id), 0);
    return () => window.clearTimeout(timer);
  }, [slots, id]);
  return null;
});
