import type { FoodType } from '@venue/shared';
import { FOOD_TYPE_HINTS, FOOD_TYPE_NAMES } from '../lib/texts.ts';
import { useHint } from './hint.tsx';

/*
 * The Indian food-type marks: a square with a dot (veg, green; egg, amber), a square with a
 * triangle (non-veg, brown) and a leaf (vegan). 'na' shows nothing. Each is drawn once, in
 * <FoodMarkSprite> (one per page), and every dish points at it with <use>: a 1,000-dish page
 * would otherwise carry 1,000 copies of the drawing (issue 15 "Speed").
 */
const MARK_COLORS = { veg: '#15803d', egg: '#b45309', 'non-veg': '#9f1239' } as const;
const markId = (type: Exclude<FoodType, 'na'>) => `pm-ft-${type}`;

/** The marks' drawings, once per page; PublicMenuApp renders it. */
export function FoodMarkSprite() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      <symbol id={markId('vegan')} viewBox="0 0 20 20">
        <rect x="1" y="1" width="18" height="18" rx="3" fill="none" stroke="#15803d" strokeWidth="2" />
        <path d="M5 14c0-5 4-9 10-9 0 6-4 10-9 10l-1-1zm2-1 5-5" fill="#15803d" stroke="#fff" strokeWidth="0.8" />
      </symbol>
      {(['veg', 'egg', 'non-veg'] as const).map((type) => (
        <symbol key={type} id={markId(type)} viewBox="0 0 20 20">
          <rect x="1" y="1" width="18" height="18" rx="2" fill="#fff" stroke={MARK_COLORS[type]} strokeWidth="2" />
          {type === 'non-veg' ? (
            <path d="M10 5l5 9H5z" fill={MARK_COLORS[type]} />
          ) : (
            <circle cx="10" cy="10" r="4.5" fill={MARK_COLORS[type]} />
          )}
        </symbol>
      ))}
    </svg>
  );
}

function FoodMark({ type }: { type: Exclude<FoodType, 'na'> }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <use href={`#${markId(type)}`} />
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
