export { DRAG_LAYER_DELAY_MS, loadDragLayer, useDragLayer, useSortableSlots } from './drag-layer.ts';
export { SortableSlots, useActiveSlot, useSortableSlot, type SlotState } from './sortable-slots.ts';
