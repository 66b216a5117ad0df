import type { FoodType } from '@venue/shared';

/*
 * The Indian food-type mark, one drawing for the dashboard and the guest pages (issue 37): a
 * square with a dot (veg, green; egg, amber), a square with a triangle (non-veg, maroon), a
 * square with a leaf (vegan, green). 'na' has no mark. The colours are AA on white (lib/theme.ts's
 * rule). The guest pages import this file by its relative path and render it on the server: it
 * imports no runtime code.
 */

export type MarkedFoodType = Exclude<FoodType, 'na'>;

export const FOOD_MARK_COLORS: Record<MarkedFoodType, string> = {
  veg: '#15803d',
  vegan: '#15803d',
  egg: '#b45309',
  'non-veg': '#9f1239',
};

/** The mark's shapes in a 20 × 20 box. */
export function FoodMarkShapes({ type }: { type: MarkedFoodType }) {
  const color = FOOD_MARK_COLORS[type];
  return (
    <>
      <rect x="1" y="1" width="18" height="18" rx="2" fill="#fff" stroke={color} strokeWidth="2" />
      {type === 'non-veg' && <path d="M10 5l5 9H5z" fill={color} />}
      {(type === 'veg' || type === 'egg') && <circle cx="10" cy="10" r="4.5" fill={color} />}
      {type === 'vegan' && (
        <path d="M5 14c0-5 4-9 10-9 0 6-4 10-9 10l-1-1zm2-1 5-5" fill={color} stroke="#fff" strokeWidth="0.8" />
      )}
    </>
  );
}

/**
 * The mark drawn where it stands, named for screen readers; a native <title> rather than a
 * tooltip component, since cards render it by the hundred.
 */
export function FoodTypeMark({ type, label, size = 16 }: { type: FoodType; label: string; size?: number }) {
  if (type === 'na') return null;
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" role="img" aria-label={label} style={{ flexShrink: 0 }}>
      <title>{label}</title>
      <FoodMarkShapes type={type} />
    </svg>
  );
}

const MARKED_TYPES: MarkedFoodType[] = ['veg', 'egg', 'non-veg', 'vegan'];
const symbolId = (type: MarkedFoodType) => `food-mark-${type}`;

/**
 * The marks drawn once per page as symbols, for a page that shows one per dish: each dish
 * points at its symbol with <FoodMarkUse>, so a 1,000-dish guest page does not carry 1,000
 * copies of the drawing (issue 15 "Speed").
 */
export function FoodMarkSprite() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      {MARKED_TYPES.map((type) => (
        <symbol key={type} id={symbolId(type)} viewBox="0 0 20 20">
          <FoodMarkShapes type={type} />
        </symbol>
      ))}
    </svg>
  );
}

/** A mark drawn by its symbol of <FoodMarkSprite>; the element around it names it. */
export function FoodMarkUse({ type, size = 18 }: { type: MarkedFoodType; size?: number }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${symbolId(type)}`} />
    </svg>
  );
}
