import type { FoodType } from '@venue/shared';
import { FOOD_TYPE_HINTS, FOOD_TYPE_NAMES } from '../lib/texts.ts';
// Relative, not '@/': the server's tests render these components from source (ssr-bundle.ts).
import { FoodMarkSprite, FoodMarkUse as FoodMark } from '../../components/food-type-mark.tsx';
import { useHint } from './hint.tsx';

/*
 * The guests' food-type marks are the dashboard's (components/food-type-mark.tsx), drawn once
 * per page in <FoodMarkSprite> (PublicMenuApp renders it) and pointed at by each dish.
 */
export { FoodMarkSprite };

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
