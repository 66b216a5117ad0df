import type { FoodType } from '@venue/shared';
import { FOOD_TYPE_HINTS, FOOD_TYPE_NAMES } from '../lib/texts.ts';
import { useHint } from './hint.tsx';

/*
 * The Indian food-type marks: a square with a dot (veg, green; egg, amber), a square with a
 * triangle (non-veg, brown) and a leaf (vegan). 'na' shows nothing.
 */
function FoodMark({ type }: { type: Exclude<FoodType, 'na'> }) {
  if (type === 'vegan') {
    return (
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="18" height="18" rx="3" fill="none" stroke="#15803d" strokeWidth="2" />
        <path d="M5 14c0-5 4-9 10-9 0 6-4 10-9 10l-1-1zm2-1 5-5" fill="#15803d" stroke="#fff" strokeWidth="0.8" />
      </svg>
    );
  }
  const color = type === 'veg' ? '#15803d' : type === 'egg' ? '#b45309' : '#9f1239';
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="18" height="18" rx="2" fill="#fff" stroke={color} strokeWidth="2" />
      {type === 'non-veg' ? <path d="M10 5l5 9H5z" fill={color} /> : <circle cx="10" cy="10" r="4.5" fill={color} />}
    </svg>
  );
}

/**
 * A food-type mark that explains itself: tapping it shows "This is a vegetarian dish" (etc.)
 * for 2 seconds (spec §2 Item detail modal). Without a hint region around it, it is a plain
 * labelled image.
 */
export function FoodTypeIcon({ type, interactive = true }: { type: FoodType; interactive?: boolean }) {
  const showHint = useHint();
  if (type === 'na') return null;
  if (!interactive || !showHint) {
    return (
      <span className="pm-ft" role="img" aria-label={FOOD_TYPE_NAMES[type]}>
        <FoodMark type={type} />
      </span>
    );
  }
  return (
    <button
      type="button"
      className="pm-ft pm-ft-button"
      aria-label={FOOD_TYPE_NAMES[type]}
      title={FOOD_TYPE_HINTS[type]}
      onClick={(event) => {
        event.stopPropagation();
        showHint(FOOD_TYPE_HINTS[type]);
      }}
    >
      <FoodMark type={type} />
    </button>
  );
}
