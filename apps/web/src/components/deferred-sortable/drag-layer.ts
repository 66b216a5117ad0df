import { useEffect, useState } from 'react';
import { loadOnDemand } from '@/lib/load-on-demand.ts';
import type * as SortableLayerModule from './sortable-layer.tsx';
import { SortableSlots } from './sortable-slots.ts';

type Layer = typeof SortableLayerModule;

/**
 * dnd-kit and the drag layer, fetched once: a moment after a sortable list first shows, when a
 * pointer or focus comes to it, or on a pick-up (issue 15 "Speed": /menu's first script).
 */
const dragLayer = loadOnDemand<Layer>(() => import('./sortable-layer.tsx'));

export function loadDragLayer(): Promise<Layer> {
  return dragLayer.load();
}

/** How long after a sortable list first shows its drag layer is fetched without being asked for. */
export const DRAG_LAYER_DELAY_MS = 1000;

/** The drag layer once it is here (null before); `wanted` lists fetch it a moment after they show. */
export function useDragLayer(wanted: boolean): Layer | null {
  const current = dragLayer.use();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!wanted || current || asked) return;
    const timer = window.setTimeout(() => {
      setAsked(true);
      void loadDragLayer();
    }, DRAG_LAYER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, current, asked]);
  return current;
}

/** One list's meeting point with its drag layer; a pick-up before the layer is here sends for it. */
export function useSortableSlots(): SortableSlots {
  const [slots] = useState(() => new SortableSlots(() => void loadDragLayer()));
  return slots;
}
