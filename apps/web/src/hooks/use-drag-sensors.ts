import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/** Spec §9 keyboard step: each arrow key moves the dragged entry 25 px. */
const KEYBOARD_STEP_PX = 25;

const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case 'ArrowDown':
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_STEP_PX };
    case 'ArrowUp':
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_STEP_PX };
    case 'ArrowRight':
      return { ...currentCoordinates, x: currentCoordinates.x + KEYBOARD_STEP_PX };
    case 'ArrowLeft':
      return { ...currentCoordinates, x: currentCoordinates.x - KEYBOARD_STEP_PX };
    default:
      return undefined;
  }
};

/**
 * Drag activation of spec §9. Desktop: pointer with 8 px distance and a 100 ms delay,
 * tolerance 5 (so a click on a card never starts a drag). Mobile: touch after a hold, so
 * scrolling the list stays possible. Keyboard everywhere, for people who do not use a mouse.
 * Only one of pointer/touch is active: a touch also fires pointer events.
 */
export function useDragSensors(isMobile: boolean, touchHoldMs: number) {
  const pointer = useSensor(PointerSensor, { activationConstraint: { distance: 8, delay: 100, tolerance: 5 } });
  const touch = useSensor(TouchSensor, { activationConstraint: { delay: touchHoldMs, tolerance: 5 } });
  // Scrolling at once, not smoothly: a press that arrives while a smooth scroll is under way reads
  // the scroll half done and starts again from there, so held or quick arrows lost distance (a
  // journey's 150 presses carried a card 13 places one run and 30 the next). 25 px a press, always.
  const keyboard = useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates, scrollBehavior: 'auto' });
  return useSensors(isMobile ? null : pointer, isMobile ? touch : null, keyboard);
}
