/**
 * Touch hold before a drag starts (spec §9): 2000 ms for items; a shorter long press for subcategories.
 * Apart from use-drag-sensors.ts so a list can name its hold without loading dnd-kit.
 */
export const ITEM_TOUCH_HOLD_MS = 2000;
export const SUBCATEGORY_TOUCH_HOLD_MS = 500;
